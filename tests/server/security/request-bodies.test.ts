/**
 * No mass assignment through request bodies: every object a request body of
 * openapi.yaml may hold (and every object of the family document that
 * createFamily/updateFamily accept) refuses unknown properties, and the
 * server answers an unknown property with 400 validation_failed naming it,
 * for every operation that takes a body.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, contractOperations, operationUrl } from '../helpers/contract-operations.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

type Schema = Record<string, unknown>;

/**
 * Every object schema reachable from `schema` that would take a property it
 * does not name, as a path of where it was found. A map (additionalProperties
 * given as a schema: answers keyed by question id) is walked into, not
 * flagged; the subschemas applied in place under `unevaluatedProperties: false`
 * ($ref, allOf, if/then...) are closed by it.
 */
function openObjects(schema: unknown, where: string, resolve: (ref: string) => Schema, closed = false, seen = new Set<string>()): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  const found: string[] = [];
  const types = ([] as unknown[]).concat(node.type ?? []);
  const isObject = types.includes('object') || node.properties !== undefined;
  const closesHere = node.unevaluatedProperties === false;
  if (isObject && !closed && !closesHere && node.additionalProperties !== false && typeof node.additionalProperties !== 'object') {
    found.push(where);
  }
  const inPlace = closed || closesHere;
  const children: [string, unknown, boolean][] = [
    ...(typeof node.$ref === 'string' ? [[` -> ${node.$ref}`, resolve(node.$ref), inPlace] as [string, unknown, boolean]] : []),
    ...Object.entries((node.properties as Schema | undefined) ?? {}).map(([key, value]) => [`.${key}`, value, false] as [string, unknown, boolean]),
    ...Object.entries((node.patternProperties as Schema | undefined) ?? {}).map(([key, value]) => [`[${key}]`, value, false] as [string, unknown, boolean]),
    ...(typeof node.additionalProperties === 'object' ? [['[*]', node.additionalProperties, false] as [string, unknown, boolean]] : []),
    ...(node.items ? [['[]', node.items, false] as [string, unknown, boolean]] : []),
    ...((node.prefixItems as unknown[] | undefined) ?? []).map((s, i) => [`[${i}]`, s, false] as [string, unknown, boolean]),
    ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) => ((node[key] as unknown[] | undefined) ?? []).map((s, i) => [`/${key}/${i}`, s, inPlace] as [string, unknown, boolean])),
    ...(['then', 'else'] as const).filter((key) => node[key]).map((key) => [`/${key}`, node[key], inPlace] as [string, unknown, boolean]),
  ];
  for (const [step, child, childClosed] of children) {
    // a schema referenced again (or recursively) is walked once per closing context
    const key = `${step}:${childClosed}`;
    if (step.startsWith(' -> ')) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    found.push(...openObjects(child, `${where}${step}`, resolve, childClosed, seen));
  }
  return found;
}

/**
 * Bodies that hold a document checked by another schema: the family document
 * is `type: object` in the contract and is checked whole against
 * schemas/step-dsl.schema.json by the server (walked below).
 */
const DELEGATED = new Set(['createFamily body.document', 'updateFamily body.document']);

describe('request body schemas', () => {
  const fromContract = (ref: string) => {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name ? contractDocument.components.schemas[name] : undefined;
    if (!schema) throw new Error(`unresolved ${ref}`);
    return schema as Schema;
  };

  it('refuse unknown properties in every object of every request body of openapi.yaml', () => {
    const open: string[] = [];
    const withBodies = contractOperations.filter((o) => o.bodyTypes.length > 0);
    expect(withBodies.length).toBeGreaterThan(25);
    for (const operation of withBodies) {
      for (const schema of Object.values(operation.bodySchemas)) {
        open.push(...openObjects(schema, `${operation.operationId} body`, fromContract).map((where) => where.replace(/ -> #\/components\/schemas\/\w+/g, '')));
      }
    }
    expect(open.filter((where) => !DELEGATED.has(where))).toEqual([]);
    expect(open.filter((where) => DELEGATED.has(where)).sort()).toEqual([...DELEGATED].sort()); // the list stays exact
  });

  it('refuse unknown properties in every object of the family document (step-dsl.schema.json)', () => {
    const dsl = JSON.parse(readFileSync(new URL('../../../schemas/step-dsl.schema.json', import.meta.url), 'utf8')) as Schema;
    const fromDsl = (ref: string) => {
      const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
      const schema = name ? (dsl.$defs as Schema)[name] : undefined;
      if (!schema) throw new Error(`unresolved ${ref}`);
      return schema as Schema;
    };
    expect(openObjects(dsl, 'document', fromDsl)).toEqual([]);
  });
});

describe('unknown properties sent to the server', () => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await createTestServer({ rateLimitPerMinute: 1_000_000 });
    staff = await login(server.app, 'demo.staff'); // every permission: the body is checked, not the caller
  });
  afterAll(() => server?.close());

  it('are refused with 400 validation_failed naming the property, by every operation with a JSON body', async () => {
    const wrong: string[] = [];
    const operations = contractOperations.filter((o) => o.bodyTypes.includes('application/json'));
    for (const operation of operations) {
      const params = Object.fromEntries([...operation.path.matchAll(/\{([A-Za-z]+)\}/g)].map(([, name]) => [name!, name === 'stepId' ? 2 : 1]));
      const response = await server.app.inject({
        method: operation.method,
        url: operationUrl(operation, params),
        headers: operation.secured ? auth(staff) : {},
        payload: { role_id: 1, permissions: ['CATALOGUE_ADMIN'], matrix_unknown_field: true },
      });
      const details = response.statusCode === 400 ? ((response.json() as { error: { details?: { path: string; code: string }[] } }).error.details ?? []) : [];
      const named = details.some((d) => d.path === 'body.matrix_unknown_field' && d.code === 'additionalProperties');
      if (response.statusCode !== 400 || !named) wrong.push(`${operation.operationId}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are refused in the multipart forms too (validation and logo), naming the field, with nothing changed', async () => {
    const boundary = '----unknown-field';
    const form = (parts: string[]) => `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
    const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
    const svg = 'Content-Disposition: form-data; name="logo"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
    const created = await server.app.inject({ method: 'POST', url: '/api/v1/quote', headers: auth(staff), payload: { family_id: (await firstFamily()) } });
    const id = (created.json() as { data: { id: number } }).data.id;
    const cases: [string, string][] = [
      [`/api/v1/quote/${id}/validation`, form([field('accept_terms', 'true'), field('state', 'ordered')])],
      [`/api/v1/quote/${id}/customisation/logo`, form([svg, field('logo_file_id', '1')])],
    ];
    for (const [url, payload] of cases) {
      const response = await server.app.inject({ method: 'POST', url, headers: { ...auth(staff), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      const body = expectError(response, 400, 'validation_failed');
      expect(body.error.details?.[0]?.code, url).toBe('additionalProperties');
    }
    const quote = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}`, headers: auth(staff) });
    expect((quote.json() as { data: { state: string } }).data.state).toBe('draft');
    const customisation = await server.app.inject({ method: 'GET', url: `/api/v1/quote/${id}/customisation`, headers: auth(staff) });
    expect((customisation.json() as { data: { logo_url: string | null } }).data.logo_url).toBeNull();
  });

  async function firstFamily(): Promise<number> {
    const families = await server.app.inject({ method: 'GET', url: '/api/v1/family', headers: auth(staff) });
    return (families.json() as { data: { id: number }[] }).data[0]!.id;
  }
});
