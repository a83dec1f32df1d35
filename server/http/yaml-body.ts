/**
 * Text bodies of YAML (a family file sent to importFamilyFile), read as
 * UTF-8 within the app's body limit: larger is 413, bytes that are not UTF-8
 * are 400 invalid_encoding (never a 500, never a string with U+FFFD in it).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const YAML_TYPES = ['application/yaml', 'text/yaml'];

export function registerYamlBody(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(YAML_TYPES, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    try {
      done(null, new TextDecoder('utf-8', { fatal: true }).decode(body as Buffer));
    } catch {
      done(new AppError(400, 'invalid_encoding'), undefined);
    }
  });
}
