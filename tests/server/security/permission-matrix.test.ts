/**
 * Walks the permission matrix (permission-matrix.ts) against the real app on
 * PGlite (PostgreSQL with DATABASE_URL): every operation × principal × target,
 * failing with the list of every cell whose status differs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, contractOperations } from '../helpers/contract-operations.ts';
import { createTestServer, type TestServer } from '../helpers/test-server.ts';
import { MatrixWorld, PRINCIPALS, TARGETS, type Principal, type Target } from './matrix-world.ts';
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

describe('the permission matrix against the server', () => {
  let server: TestServer;
  let world: MatrixWorld;

  beforeAll(async () => {
    server = await createTestServer({ rateLimitPerMinute: 1_000_000, loginAttemptsPerMinute: 1000 });
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
