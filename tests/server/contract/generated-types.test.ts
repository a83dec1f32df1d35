/** openapi/generated/api.ts and openapi.json are what `npm run generate` writes from the current openapi.yaml. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { CONTRACT_JSON, contractJson } from '../../../scripts/contract-json.ts';

const CONTRACT = new URL('../../../openapi/openapi.yaml', import.meta.url);
const GENERATED = new URL('../../../openapi/generated/api.ts', import.meta.url);

describe('generated API types', () => {
  it('are up to date with openapi.yaml (run `npm run generate` after changing the contract)', async () => {
    // the same call and header as the openapi-typescript CLI, without options
    const expected = `${COMMENT_HEADER}${astToString(await openapiTS(CONTRACT, { silent: true }))}`;
    const actual = fs.readFileSync(GENERATED, 'utf8');
    expect(actual.length).toBeGreaterThan(1000);
    expect(actual === expected, 'openapi/generated/api.ts is stale: run `npm run generate`').toBe(true);
  }, 60_000);

  it('come with the contract as JSON, which the server reads, up to date with openapi.yaml', () => {
    expect(fs.readFileSync(CONTRACT_JSON, 'utf8') === contractJson(), 'openapi/generated/openapi.json is stale: run `npm run generate`').toBe(true);
  });

  it('declare every operation of the contract', () => {
    const contract = fs.readFileSync(CONTRACT, 'utf8');
    const generated = fs.readFileSync(GENERATED, 'utf8');
    const ids = [...contract.matchAll(/^\s+operationId: (\w+)$/gm)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(70);
    expect(ids.filter((id) => !generated.includes(`    ${id}: {`))).toEqual([]);
  });
});
