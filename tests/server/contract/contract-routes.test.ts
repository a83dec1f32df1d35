/**
 * The routes the server registers from the contract (server/http/contract-routes.ts), and their request
 * validators, which the app compiles only when a route is first called (server/http/validators.ts): every
 * schema of the contract must compile, not only those some test happens to call. The routes are kept in
 * node_modules/.cache for the next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractRoutes, routesText } from '../../../server/http/contract-routes.ts';
import { loadContract } from '../../../server/http/contract.ts';
import { makeValidatorCompiler } from '../../../server/http/validators.ts';
import { scratchFolder } from '../../scratch-folder.ts';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A part's schema, or one for each of its content types (a body: `content: { 'application/json': { schema } }`). */
function schemasOf(part: { content?: Record<string, { schema: unknown }> }): unknown[] {
  return part.content ? Object.values(part.content).map((type) => type.schema) : [part];
}

describe('the contract routes', () => {
  it('are one route for each operation of the contract, its path parameters written :name', async () => {
    const routes = await contractRoutes();
    expect(routes.map((route) => route.operationId).sort()).toEqual([...loadContract().operations.keys()].sort());
    const quote = routes.find((route) => route.operationId === 'updateQuote');
    expect(quote).toMatchObject({ method: 'PUT', url: '/quote/:id' });
  });

  it('hand each app its own copy of the schemas, which Fastify completes', async () => {
    const [first, second] = [await contractRoutes(), await contractRoutes()];
    expect(second).toEqual(first);
    expect(second[0]!.schema).not.toBe(first[0]!.schema);
  });

  it('have request schemas that all compile, and reject what they do not declare', async () => {
    const compile = makeValidatorCompiler();
    let compiled = 0;
    for (const { method, url, schema } of await contractRoutes()) {
      for (const httpPart of PARTS) {
        const part = (schema as Record<string, Parameters<typeof schemasOf>[0] | undefined>)[httpPart];
        for (const partSchema of part ? schemasOf(part) : []) {
          // the first call compiles: a schema Ajv cannot compile throws here
          compile({ schema: partSchema, method, url, httpPart })(null);
          compiled += 1;
        }
      }
    }
    expect(compiled).toBeGreaterThan(150);
    const login = (await contractRoutes()).find((route) => route.operationId === 'login')!;
    const [loginBody] = schemasOf((login.schema as { body: Parameters<typeof schemasOf>[0] }).body);
    const validateLogin = compile({ schema: loginBody, method: 'POST', url: login.url, httpPart: 'body' });
    expect(validateLogin({ identifier: 'x' })).toBe(false);
    expect((validateLogin as unknown as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });

  it("make a schema that does not compile the server's fault (500) at each call, not the client's invalid JSON", () => {
    // Ajv compiles patterns with the u flag: an escape of no meaning is a SyntaxError there
    const validate = makeValidatorCompiler()({ schema: { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z\\_]+$' } } }, method: 'POST', url: '/x', httpPart: 'body' });
    for (let call = 0; call < 2; call++) {
      let thrown: unknown;
      try {
        validate({ code: 'ab' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect(thrown).not.toBeInstanceOf(SyntaxError);
      expect((thrown as { statusCode?: number }).statusCode).toBe(500);
      expect((thrown as Error).message).toMatch(/does not compile/);
    }
  });
});

describe('the routes kept for the next start', () => {
  const folder = () => scratchFolder('routes-cache-');

  it('are written once, then read instead of worked out again; what an earlier contract left goes', async () => {
    const cacheDir = folder();
    try {
      fs.writeFileSync(path.join(cacheDir, '0123456789abcdef01234567.json'), '[]');
      const derived = await routesText(cacheDir);
      const [file, ...others] = fs.readdirSync(cacheDir);
      expect(file).not.toBe('0123456789abcdef01234567.json');
      expect(others).toEqual([]);
      expect(fs.readFileSync(path.join(cacheDir, file!), 'utf8')).toBe(derived);
      // what is kept is what the next start uses
      fs.writeFileSync(path.join(cacheDir, file!), '[]');
      expect(await routesText(cacheDir)).toBe('[]');
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('are worked out again when what is kept is unreadable, and when the folder cannot be written', async () => {
    const cacheDir = folder();
    try {
      const derived = await routesText(cacheDir);
      const [file] = fs.readdirSync(cacheDir);
      fs.writeFileSync(path.join(cacheDir, file!), '[{"method":');
      expect(await routesText(cacheDir)).toBe(derived);
      expect(fs.readFileSync(path.join(cacheDir, file!), 'utf8')).toBe(derived);
      // a file where the folder should be: nothing can be kept, the routes are still there
      const blocked = path.join(cacheDir, 'blocked');
      fs.writeFileSync(blocked, '');
      expect(await routesText(blocked)).toBe(derived);
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
