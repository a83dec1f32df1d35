/**
 * The contract's names in one case (issue 29): every property of every schema in
 * openapi/openapi.yaml (as `npm run generate` writes it to openapi/generated/openapi.json)
 * and every query parameter is snake_case, the calculation's included. The only
 * exemptions are the family documents the contract carries as they are (the step DSL's
 * own fields, e.g. `testCases`, checked against schemas/step-dsl.schema.json instead):
 * they are listed by their place, one by one, in FAMILY_DOCUMENTS.
 */

/** lower_snake_case: lower-case letters and digits in words joined by single underscores. */
export const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** The family documents (step DSL), whose own fields are the DSL's, not the API's. */
export const FAMILY_DOCUMENTS = [
  '#/components/schemas/Family/properties/document',
  '#/components/schemas/FamilyDefinition/properties/document',
  '#/components/schemas/FamilyVersionDetail/allOf/1/properties/document',
  '#/components/schemas/FamilyWrite/properties/document',
] as const;

export interface NameProblem {
  /** JSON pointer of the schema (or parameter) that holds the name. */
  at: string;
  name: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The value at a JSON pointer (`#/a/b`), or undefined. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (!isNode(node)) return undefined;
    node = node[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/**
 * Every property name (a key of `properties`, an entry of `required`) and query parameter
 * name in the document that is not snake_case, outside the exempted subtrees.
 *
 * @example
 * namesNotSnakeCase({ components: { schemas: { A: { properties: { totalCents: {} } } } } })
 * // [{ at: '#/components/schemas/A', name: 'totalCents' }]
 */
export function namesNotSnakeCase(document: unknown, exempt: readonly string[] = FAMILY_DOCUMENTS): NameProblem[] {
  const problems: NameProblem[] = [];
  const skipped = new Set(exempt);
  const visit = (node: unknown, at: string): void => {
    if (skipped.has(at) || !isNode(node)) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}/${index}`));
      return;
    }
    if (isNode(node.properties) && !Array.isArray(node.properties)) {
      for (const name of Object.keys(node.properties)) if (!SNAKE_CASE.test(name)) problems.push({ at, name });
    }
    if (Array.isArray(node.required)) {
      for (const name of node.required) if (typeof name === 'string' && !SNAKE_CASE.test(name) && !Object.hasOwn(isNode(node.properties) ? node.properties : {}, name)) problems.push({ at, name });
    }
    if (node.in === 'query' && typeof node.name === 'string' && !SNAKE_CASE.test(node.name)) problems.push({ at, name: node.name });
    for (const [key, value] of Object.entries(node)) {
      // examples are data, not names
      if (key === 'example' || key === 'examples') continue;
      visit(value, `${at}/${escape(key)}`);
    }
  };
  visit(document, '#');
  return problems;
}
