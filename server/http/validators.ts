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

export function makeValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strictAjv = makeAjv(false);
  const coercingAjv = makeAjv(true);
  return ({ schema, httpPart }) => {
    // a multipart body (file uploads) is read and checked by its handler, part by part
    if (httpPart === 'body' && isUploadSchema(schema)) return () => true;
    const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
    return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
