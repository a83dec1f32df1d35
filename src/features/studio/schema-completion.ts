/**
 * What may be written where the cursor stands, from the step DSL's JSON
 * Schema: the properties of the mapping being edited (with their
 * descriptions), and a property's allowed values (its enum, const or
 * boolean). The schema's `$ref`, `allOf` and `if`/`then` (a question's
 * properties depend on its `type`) are followed.
 */
import type { YamlContext } from './yaml-context.ts';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  $defs?: Record<string, JsonSchema>;
}

export interface SchemaCompletion {
  label: string;
  detail?: string;
  info?: string;
  type: 'property' | 'enum' | 'keyword' | 'variable';
}

/** The schemas that together describe a node: its own, its references and its combinations. */
function expand(root: JsonSchema, schema: JsonSchema | undefined, typeValue: string | undefined, seen = new Set<JsonSchema>()): JsonSchema[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const parts = [schema];
  if (schema.$ref?.startsWith('#/$defs/')) parts.push(...expand(root, root.$defs?.[schema.$ref.slice('#/$defs/'.length)], typeValue, seen));
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) parts.push(...expand(root, part, typeValue, seen));
  if (schema.then) {
    const wanted = schema.if?.properties?.type?.const;
    if (wanted === undefined || typeValue === undefined || wanted === typeValue) parts.push(...expand(root, schema.then, typeValue, seen));
  }
  return parts;
}

/** The schemas of the node at `path` ('[]' steps into a list's items). */
export function schemasAt(root: JsonSchema, path: readonly string[], typeValue?: string): JsonSchema[] {
  let current = expand(root, root, typeValue);
  for (const segment of path) {
    const next: JsonSchema[] = [];
    for (const schema of current) {
      const child = segment === '[]' ? schema.items : schema.properties?.[segment];
      next.push(...expand(root, child, typeValue));
    }
    current = next;
  }
  return current;
}

const firstSentence = (text: string | undefined) => text?.split(/(?<=\.)\s/)[0];

/** The properties not written yet in the mapping at the cursor. */
export function propertyCompletions(root: JsonSchema, context: YamlContext, typeValue?: string): SchemaCompletion[] {
  const found = new Map<string, SchemaCompletion>();
  for (const schema of schemasAt(root, context.path, typeValue)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (name.startsWith('$') || context.siblings.includes(name) || found.has(name)) continue;
      const description = expand(root, property, typeValue).find((part) => part.description)?.description;
      found.set(name, { label: name, type: 'property', ...(description ? { detail: firstSentence(description), info: description } : {}) });
    }
  }
  return [...found.values()];
}

/** A property's allowed values: its enum or const, true and false for a boolean. */
export function valueCompletions(root: JsonSchema, context: YamlContext, typeValue?: string): SchemaCompletion[] {
  if (context.key === undefined) return [];
  const values = new Set<string>();
  for (const schema of schemasAt(root, [...context.path, context.key], typeValue)) {
    for (const value of schema.enum ?? []) values.add(String(value));
    if (schema.const !== undefined) values.add(String(schema.const));
    if (schema.type === 'boolean') {
      values.add('true');
      values.add('false');
    }
  }
  return [...values].map((label) => ({ label, type: 'enum' as const }));
}
