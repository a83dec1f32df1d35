/**
 * One case for the contract's names (issue 29): no property of openapi/openapi.yaml, and no
 * query parameter, is anything but snake_case, the family documents' own fields aside (each
 * listed by its place in FAMILY_DOCUMENTS). Reads openapi/generated/openapi.json, which
 * tests/server/contract/generated-types.test.ts keeps equal to the YAML.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILY_DOCUMENTS, namesNotSnakeCase, resolvePointer } from './contract-names.ts';

const contract: unknown = JSON.parse(readFileSync(new URL('../../openapi/generated/openapi.json', import.meta.url), 'utf8'));

describe('the contract names its properties in snake_case', () => {
  it('has no property or query parameter name that is not snake_case', () => {
    expect(namesNotSnakeCase(contract)).toEqual([]);
  });

  it('names the calculation in snake_case (it answered camelCase until issue 29)', () => {
    const calculation = resolvePointer(contract, '#/components/schemas/Calculation/properties') as object;
    expect(Object.keys(calculation)).toEqual(expect.arrayContaining(['total_ex_vat_cents', 'vat_rate_bp', 'installer_total_with_discount_cents']));
    const line = resolvePointer(contract, '#/components/schemas/CalculationLine/properties') as object;
    expect(Object.keys(line)).toEqual(expect.arrayContaining(['unit_cents', 'amount_cents']));
  });

  it('exempts only family documents that exist, each an open object holding the step DSL', () => {
    for (const pointer of FAMILY_DOCUMENTS) {
      const schema = resolvePointer(contract, pointer) as { type?: string; properties?: unknown } | undefined;
      expect(schema, pointer).toMatchObject({ type: 'object' });
      expect(schema!.properties, pointer).toBeUndefined();
      expect(JSON.stringify(schema), pointer).toMatch(/step-DSL|step DSL/);
    }
  });

  it('finds a camelCase property wherever a schema sits, a camelCase query parameter, and nothing inside a family document', () => {
    const bad = {
      paths: {
        '/quote/{id}/calculate': {
          get: {
            parameters: [{ name: 'perPage', in: 'query' }, { name: 'dataId', in: 'path' }, { name: 'X-Request-Id', in: 'header' }],
            responses: { 200: { content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: { properties: { amountCents: {} } } } } } } } } },
          },
        },
      },
      components: {
        schemas: {
          Calculation: { required: ['totalExVatCents', 'lines'], properties: { totalExVatCents: {}, lines: {}, vat_rate_bp: {}, 'total-cents': {}, Total: {} } },
          Both: { allOf: [{ $ref: '#/components/schemas/Calculation' }, { properties: { reverseCharge: {} } }] },
          Missing: { required: ['installerTotalCents'], properties: {} },
          Family: { properties: { document: { type: 'object', properties: { testCases: {} } }, draftDocument: {} } },
        },
      },
    };
    expect(namesNotSnakeCase(bad, ['#/components/schemas/Family/properties/document'])).toEqual([
      { at: '#/paths/~1quote~1{id}~1calculate/get/parameters/0', name: 'perPage' },
      { at: '#/paths/~1quote~1{id}~1calculate/get/responses/200/content/application~1json/schema/properties/data/items', name: 'amountCents' },
      { at: '#/components/schemas/Calculation', name: 'totalExVatCents' },
      { at: '#/components/schemas/Calculation', name: 'total-cents' },
      { at: '#/components/schemas/Calculation', name: 'Total' },
      { at: '#/components/schemas/Both/allOf/1', name: 'reverseCharge' },
      { at: '#/components/schemas/Missing', name: 'installerTotalCents' },
      { at: '#/components/schemas/Family', name: 'draftDocument' },
    ]);
    expect(namesNotSnakeCase(bad, [])).toContainEqual({ at: '#/components/schemas/Family/properties/document', name: 'testCases' });
  });
});
