/**
 * A family document as written by a person (a file, the studio's editor, the
 * API's admin edits): checked against the step DSL's JSON Schema, then
 * compiled (compile-family.ts). In a module of its own: it brings Ajv, which
 * the builder, compiling documents the server already checked, does without.
 */
import { checkDocumentSchema } from './check-document-schema.ts';
import { compileCheckedFamily, type CompileOptions, type CompileResult } from './compile-family.ts';
import type { FamilyDocument } from './family-document.ts';

/**
 * Checks a family document (schema, then keys, references and CEL) and
 * compiles it. A broken document gives every error, never a partial catalogue.
 *
 * @example
 * const result = compileFamily(parse(readFileSync('bubble.family.yaml', 'utf8')));
 * if (!result.ok) console.log(result.issues.map((i) => `${i.path}: ${i.message}`));
 */
export function compileFamily(input: unknown, options: CompileOptions = {}): CompileResult {
  const schemaIssues = checkDocumentSchema(input);
  if (schemaIssues.length > 0) return { ok: false, issues: schemaIssues };
  return compileCheckedFamily(input as FamilyDocument, options);
}

