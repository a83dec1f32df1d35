/**
 * Walks the permission matrix (permission-matrix.ts) against the real app on
 * PGlite (PostgreSQL with DATABASE_URL): every operation × principal × target,
 * failing with the list of every cell whose status differs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePermissions, ROLES, type Permission } from '../../../server/auth/permissions.ts';
import { authenticates, grants } from '../../../server/http/operation.ts';
import { OPERATIONS } from '../../../server/operations.ts';
import { contractDocument, contractOperations } from '../helpers/contract-operations.ts';
import { createTestServer, type TestServer } from '../helpers/test-server.ts';
import { MatrixWorld, PRINCIPALS, ROLE_OF, TARGETS, type Principal, type Target } from './matrix-world.ts';
import { MATRIX, type MatrixRow } from './permission-matrix.ts';

/** The cell statuses of one target row, by principal ('-' cells left out). */
function statuses(row: string): Partial<Record<Principal, number>> {
  const cells = row.trim().split(/\s+/);
  if (cells.length !== PRINCIPALS.length) throw new Error(`"${row}" has ${cells.length} cells, not ${PRINCIPALS.length}`);
  return Object.fromEntries(cells.flatMap((cell, i) => (cell === '-' ? [] : [[PRINCIPALS[i], Number(cell)]])));
}

function cellsOf(row: MatrixRow): { target: Target; principal: Principal; status: number }[] {
  return (Object.entries(row.expect) as [Target, string][]).flatMap(([target, line]) =>
    Object.entries(statuses(line)).map(([principal, status]) => ({ target, principal: principal as Principal, status: status! })),
  );
}

/** The error code a refusal must carry (404 also for an operation's own "not found" codes, never an unknown route). */
const CODES: Record<number, (code: string) => boolean> = {
  401: (code) => code === 'unauthorized',
  403: (code) => code === 'forbidden',
  404: (code) => code !== 'route_not_found',
};

const responsesOf = (operationId: string): string[] => {
  for (const item of Object.values(contractDocument.paths)) {
    for (const operation of Object.values(item) as { operationId?: string; responses?: Record<string, unknown> }[]) {
      if (operation.operationId === operationId) return Object.keys(operation.responses ?? {});
    }
  }
  return [];
};

describe('the permission matrix as data', () => {
  it('has rows for every operation of openapi.yaml, and only for those', () => {
    const ids = contractOperations.map((o) => o.operationId).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(ids);
  });

  it('gives every row cells of known targets, each a status the contract lists for the operation', () => {
    const wrong: string[] = [];
    for (const [operationId, row] of Object.entries(MATRIX)) {
      const cells = cellsOf(row);
      if (cells.length === 0) wrong.push(`${operationId}: no cell`);
      const declared = responsesOf(operationId);
      for (const cell of cells) {
        if (!(TARGETS as readonly string[]).includes(cell.target)) wrong.push(`${operationId}: unknown target ${cell.target}`);
        if (!declared.includes(String(cell.status))) wrong.push(`${operationId} ${cell.principal}/${cell.target}: ${cell.status} is not a response of the contract`);
      }
      // every principal is in every target row but `group` (the trading-group administrator's own target)
      for (const [target, line] of Object.entries(row.expect)) {
        const missing = PRINCIPALS.filter((p) => statuses(line)[p] === undefined && !(target === 'group' || p === 'r5'));
        if (missing.length > 0) wrong.push(`${operationId}/${target}: no cell for ${missing.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The permissions each principal of the matrix holds: its role's (no user flag is set on them). */
function permissionsOf(principal: Principal): Permission[] {
  if (principal === 'anon') return [];
  const role = ROLES.find((r) => r.id === ROLE_OF[principal])!;
  return effectivePermissions(role.permissions, { canManageUsers: false, canManageExternalClients: false });
}

describe('the permission matrix and the operation table (server/operations.ts)', () => {
  it('has one entry per operation of openapi.yaml', () => {
    const ids = OPERATIONS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(contractOperations.map((o) => o.operationId).sort());
  });

  it('declares public exactly the operations the contract leaves without bearerAuth (logout checks its own token)', () => {
    const secured = new Map(contractOperations.map((o) => [o.operationId, o.secured]));
    const wrong = OPERATIONS.filter((entry) => (entry.permission === 'public') === secured.get(entry.id)).map((entry) => `${entry.id}: ${String(entry.permission)}`);
    expect(wrong).toEqual([]);
    expect(OPERATIONS.filter((entry) => !authenticates(entry.permission)).map((entry) => entry.id).sort()).toEqual([
      ...contractOperations.filter((o) => !o.secured).map((o) => o.operationId),
      'logout',
    ].sort());
  });

  it("gives every cell the status the operation's declared permission implies: 401 without a token, 403 without the permission, never 403 with it unless a finer rule is declared", () => {
    const wrong: string[] = [];
    for (const entry of OPERATIONS) {
      const row = MATRIX[entry.id];
      if (!row) {
        wrong.push(`${entry.id}: no matrix row`);
        continue;
      }
      for (const { target, principal, status } of cellsOf(row)) {
        const cell = `${entry.id} as ${principal} on ${target}: ${status} but the table declares ${JSON.stringify(entry.permission)}`;
        if (principal === 'anon') {
          if ((entry.permission === 'public') === (status === 401)) wrong.push(cell);
          continue;
        }
        const held = grants(entry.permission, permissionsOf(principal), { self: target === 'self' });
        if (!held && status !== 403) wrong.push(cell);
        if (held && status === 403 && !entry.finer) wrong.push(cell);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the permission matrix against the server', () => {
  let server: TestServer;
  let world: MatrixWorld;

  beforeAll(async () => {
    // the matrix sends each public operation once per principal from one address: limits of their own are tested in public-limits.test.ts
    const unlimited = 1_000_000;
    server = await createTestServer({
      rateLimitPerMinute: unlimited,
      loginAttemptsPerMinute: 1000,
      publicLimits: {
        accessRequestsPerHour: unlimited,
        accessRequestsPerEmailPerDay: unlimited,
        resetRequestsPerHour: unlimited,
        resetRequestsPerLoginPerHour: unlimited,
        confirmAttemptsPerHour: unlimited,
        confirmAttemptsPerLinkPerHour: unlimited,
      },
    });
    world = await MatrixWorld.build(server);
  }, 120_000);
  afterAll(() => server?.close());

  const rows = Object.entries(MATRIX);
  const cellCount = rows.reduce((sum, [, row]) => sum + cellsOf(row).length, 0);
  it(`answers each of the ${cellCount} cells of the ${rows.length} operations as the matrix says`, async () => {
    const differences: string[] = [];
    let count = 0;
    for (const [operationId, row] of rows) {
      for (const { target, principal, status } of cellsOf(row)) {
        count += 1;
        const label = `${operationId} as ${principal} on ${target}`;
        try {
          const request = await row.request(world, principal, target, status < 300);
          const token = row.spendsToken ? await world.freshToken(principal) : world.token(principal);
          const response = await world.send(operationId, principal, request, token);
          const code = response.statusCode >= 400 ? ((response.json() as { error?: { code?: string } }).error?.code ?? '?') : '';
          if (response.statusCode !== status) {
            differences.push(`${label}: expected ${status}, got ${response.statusCode} ${code}`.trimEnd());
          } else if (CODES[status] && !CODES[status](code)) {
            differences.push(`${label}: ${status} with code ${code}`);
          }
        } catch (error) {
          differences.push(`${label}: fixture failed: ${(error as Error).message}`);
        }
      }
    }
    expect(count).toBe(cellCount);
    expect(differences).toEqual([]);
  }, 300_000);
});
