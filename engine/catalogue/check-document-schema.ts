/**
 * Checks a family document against `schemas/step-dsl.schema.json`. Each
 * error keeps Ajv's English as its `detail` and names its keyword's
 * `detailCode` and values, which the issue's message says in every language
 * (schema-texts.ts).
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import stepDslSchema from '../../schemas/step-dsl.schema.json' with { type: 'json' };
import { issue, pointer, type CatalogueIssue } from './catalogue-issues.ts';
import { schemaDetail } from './schema-texts.ts';

let validator: ReturnType<Ajv2020['compile']> | undefined;

function validate(document: unknown): ErrorObject[] {
  validator ??= new Ajv2020({ allErrors: true, strict: false, multipleOfPrecision: 6 }).compile(stepDslSchema);
  return validator(document) ? [] : (validator.errors ?? []);
}

function toIssue(error: ErrorObject): CatalogueIssue {
  const params = error.params as Record<string, unknown>;
  // the English detail is Ajv's; the other languages say it from `detailCode` (schema-texts.ts)
  const localized = schemaDetail(error) ?? {};
  const extra = (params.additionalProperty ?? params.unevaluatedProperty) as string | undefined;
  if (extra !== undefined) {
    return issue(`${error.instancePath}${pointer(extra)}`, 'schema', { keyword: error.keyword, detail: `unknown property "${extra}"`, ...localized });
  }
  const allowed = params.allowedValues as unknown[] | undefined;
  const detail = allowed ? `${error.message ?? ''}: ${allowed.map((v) => JSON.stringify(v)).join(', ')}` : (error.message ?? error.keyword);
  return issue(error.instancePath, 'schema', { keyword: error.keyword, detail, ...localized });
}

/** Every way the document breaks the DSL schema (empty when it follows it). */
export function checkDocumentSchema(document: unknown): CatalogueIssue[] {
  const seen = new Set<string>();
  const issues: CatalogueIssue[] = [];
  for (const error of validate(document)) {
    // `if` only says which branch failed; the branch's own errors follow.
    if (error.keyword === 'if') continue;
    const found = toIssue(error);
    const id = `${found.path}|${found.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      issues.push(found);
    }
  }
  return issues;
}
