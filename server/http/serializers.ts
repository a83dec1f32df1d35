/**
 * The response serializers (fast-json-stringify, as Fastify's default compiler builds them), compiled
 * once per schema in this process: every app built from the contract (a test file builds one or more,
 * a server restarts in-process) reuses them. A serializer is a pure function of its schema.
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';

type Serializer = (data: unknown) => string;

const compiled = new Map<string, Serializer>();

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serializer = compiled.get(key);
  if (!serializer) {
    serializer = fastJsonStringify(schema as Schema) as Serializer;
    compiled.set(key, serializer);
  }
  return serializer;
};
