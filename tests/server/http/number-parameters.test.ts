/**
 * Issue 8, bad input: a number the database cannot take (`1e309`, beyond 32
 * bits, not an integer) in any numeric path or query parameter of any
 * operation of openapi.yaml answers 400 validation_failed naming that
 * parameter, in the caller's language, never a 500. The operations and their
 * parameters are read from the contract, so a new operation is covered too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../helpers/contract-operations.ts';
import { auth, createTestServer, expectError, login, type TestServer } from '../helpers/test-server.ts';

interface Schema {
  type?: string | string[];
  $ref?: string;
  items?: Schema;
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
}
interface Contract {
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
}

const contract = contractDocument as unknown as Contract;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const resolveParameter = (parameter: Parameter): Parameter =>
  parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').at(-1)!]! : parameter;
const resolveSchema = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? resolveSchema(contract.components.schemas[schema.$ref.split('/').at(-1)!]) : schema;
const isNumeric = (schema: Schema | undefined) => {
  const types = [resolveSchema(schema)?.type].flat();
  return types.includes('integer') || types.includes('number');
};

interface Probe {
  operationId: string;
  method: string;
  url: string;
  path: string;
}

/** One request per numeric path or query parameter of every operation, that parameter set to `value`, the others to 1. */
function probes(value: string): Probe[] {
  return Object.entries(contract.paths).flatMap(([path, item]) => {
    const shared = ((item.parameters ?? []) as Parameter[]).map(resolveParameter);
    return Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .flatMap(([method, operation]) => {
        const parameters = [...shared, ...((operation as Operation).parameters ?? []).map(resolveParameter)];
        const numeric = parameters.filter((parameter) => ['path', 'query'].includes(parameter.in) && isNumeric(parameter.schema));
        return numeric.map((target) => {
          const filled = path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => (name === target.name ? value : '1'));
          const query = target.in === 'query' ? `?${target.name}=${value}` : '';
          return { operationId: (operation as Operation).operationId, method: method.toUpperCase(), url: `/api/v1${filled}${query}`, path: `${target.in === 'path' ? 'params' : 'querystring'}.${target.name}` };
        });
      });
  });
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await login(server.app, 'demo.staff'); // every permission, locale fr
});
afterAll(async () => {
  await server?.close();
});

describe('numbers the database cannot take, on every operation', () => {
  it('finds the numeric parameters of the contract (family_id of listQuestions and listCategories among them)', () => {
    const found = probes('1e309').map((probe) => `${probe.operationId} ${probe.path}`);
    expect(found).toContain('listQuestions querystring.family_id');
    expect(found).toContain('listCategories querystring.family_id');
    expect(found).toContain('getQuote params.id');
    expect(found.length).toBeGreaterThan(40);
  });

  for (const value of ['1e309', '99999999999', '1.5', '-1e309']) {
    it(`answers 400 validation_failed to ${value} in each of them, naming the parameter, in French`, async () => {
      const failures: string[] = [];
      for (const probe of probes(value)) {
        const response = await server.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: { ...auth(token), 'x-locale': 'fr' },
          ...(['POST', 'PUT', 'PATCH'].includes(probe.method) ? { payload: {} } : {}),
        });
        if (response.statusCode !== 400) {
          failures.push(`${probe.operationId} ${probe.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          continue;
        }
        const body = expectError(response, 400, 'validation_failed');
        expect(body.error.message).toBe('Le formulaire comporte des erreurs, vérifiez les données saisies.');
        if (!body.error.details?.some((detail) => detail.path === probe.path)) failures.push(`${probe.operationId} ${probe.url}: ${JSON.stringify(body.error.details)}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
