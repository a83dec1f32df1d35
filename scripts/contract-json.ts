/**
 * openapi/generated/openapi.json: the contract, openapi/openapi.yaml, parsed once by `npm run generate`.
 * The server (its routes, validation and /api/docs) and the tests read it instead of parsing the YAML
 * each time (0.3-0.5 CPU-s a parse, 3 ms as JSON); tests/server/contract/generated-types.test.ts fails
 * when it is stale.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_YAML = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
export const CONTRACT_JSON = fileURLToPath(new URL('../openapi/generated/openapi.json', import.meta.url));

/** The contract as the JSON file holds it. */
export function contractJson(): string {
  return `${JSON.stringify(parse(fs.readFileSync(CONTRACT_YAML, 'utf8')), null, 2)}\n`;
}

if (import.meta.main) {
  fs.writeFileSync(CONTRACT_JSON, contractJson());
}
