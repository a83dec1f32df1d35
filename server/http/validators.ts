/**
 * Request validation with Ajv's JSON Schema 2020-12 build, the dialect of
 * OpenAPI 3.1. Bodies are taken as sent; query strings, path parameters and
 * headers are coerced from text to the declared types.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    // OpenAPI's annotation keywords (example, xml, externalDocs) are not JSON Schema: ignore them
    strict: false,
    // percentages are multipleOf 0.01; without this 0.07 fails on binary rounding
    multipleOfPrecision: 6,
  });
  addFormats.default(ajv);
  return ajv;
}

/** A body schema with a binary property: the contract's multipart/form-data uploads. */
function isUploadSchema(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, { format?: string; items?: { format?: string } }> }).properties ?? {};
  return Object.values(properties).some((property) => property.format === 'binary' || property.items?.format === 'binary');
}

type Validator = ReturnType<FastifySchemaCompiler<unknown>>;

/**
 * The validators compiled in this process, by kind (body or coerced) and schema text: every app built
 * from the contract (a test file builds one or more, a server restarts in-process) compiles each
 * schema once, when it is first called. A compiled validator keeps no state between calls but its last `errors`,
 * read at once.
 */
const compiled = new Map<string, Validator>();
let ajvs: { strict: ReturnType<typeof makeAjv>; coercing: ReturnType<typeof makeAjv> } | null = null;

export function makeValidatorCompiler(): FastifySchemaCompiler<unknown> {
  ajvs ??= { strict: makeAjv(false), coercing: makeAjv(true) };
  const { strict, coercing } = ajvs;
  return ({ schema, httpPart }) => {
    // a multipart body (file uploads) is read and checked by its handler, part by part
    if (httpPart === 'body' && isUploadSchema(schema)) return () => true;
    const kind = httpPart === 'body' ? 'body' : 'coerced';
    const key = `${kind} ${JSON.stringify(schema)}`;
    let validator = compiled.get(key);
    if (!validator) {
      validator = compiledOnFirstCall(() => (kind === 'body' ? strict : coercing).compile(schema as object) as Validator);
      compiled.set(key, validator);
    }
    return validator;
  };
}

/**
 * A validator compiled when it is first called: an app has one for each route's body, path parameters and query
 * (about 250), most of which a short-lived server or a test file never calls (about 0.25 CPU-s of a server's start).
 * Fastify reads the `errors` of the function it was given. A schema Ajv cannot compile (which
 * tests/server/contract/contract-routes.test.ts rules out for the contract) answers 500 each time, as the server's
 * fault it is: Ajv's own error (a SyntaxError for a bad pattern) would read as the client's invalid JSON. Fastify
 * hands a validator without Ajv's `schemaEnv` no parent data, which only a root value replaced by coercion needs:
 * every root here is an object, and bodies are not coerced.
 */
function compiledOnFirstCall(compile: () => Validator): Validator {
  let validate: Validator | null = null;
  let failure: Error | null = null;
  const lazy = ((data: unknown) => {
    if (failure) throw failure;
    try {
      validate ??= compile();
    } catch (error) {
      failure = Object.assign(new Error(`a request schema of the contract does not compile: ${(error as Error).message}`, { cause: error }), { statusCode: 500 });
      throw failure;
    }
    return validate(data);
  }) as Validator;
  Object.defineProperty(lazy, 'errors', { get: () => (validate as { errors?: unknown } | null)?.errors ?? null });
  return lazy;
}
