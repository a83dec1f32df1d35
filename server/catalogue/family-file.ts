/**
 * Reads a family file (YAML) and checks it with the engine, and, since an
 * imported file is published, runs its test cases and the reachability
 * check (publish-checks.ts). Every error comes back with its file, line,
 * column and JSON Pointer path. The text is read by the engine's parser, the
 * one the API's import and the studio use.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { compileFamily, parseFamilyYaml, reviewFamily, type Catalogue, type FamilyDocument } from '../../engine/index.ts';
import { publishBlockers } from './publish-checks.ts';

export interface FileIssue {
  file: string;
  line: number;
  column: number;
  path: string;
  code: string;
  message: string;
}

export type FamilyFileResult =
  | { ok: true; file: string; document: FamilyDocument; catalogue: Catalogue; hash: string }
  | { ok: false; file: string; issues: FileIssue[] };

/** Formats an issue the way editors and terminals link to it. */
export function formatFileIssue(found: FileIssue): string {
  return `${found.file}:${found.line}:${found.column} ${found.path || '/'} ${found.message}`;
}

/** The hash of a family file's text, stored with the family it was imported into. */
export const familySourceHash = (source: string) => createHash('sha256').update(source).digest('hex');

/** Checks the text of a family file. */
export function checkFamilySource(file: string, source: string): FamilyFileResult {
  const parsed = parseFamilyYaml(source);
  if (!parsed.ok) {
    return { ok: false, file, issues: parsed.issues.map(({ line, column, path, code, message }) => ({ file, line, column, path, code, message })) };
  }
  const result = compileFamily(parsed.document);
  const issues: { path: string; code: string; message: string }[] = result.ok ? reviewFamily(result.catalogue) : result.issues;
  // a file imported is published: its test cases and reachability are checked as publishFamily checks a draft
  if (result.ok && issues.length === 0) issues.push(...publishBlockers(result.catalogue, 'en'));
  if (!result.ok || issues.length > 0) {
    const locate = parsed.locate;
    return { ok: false, file, issues: issues.map((found) => ({ file, ...locate(found.path), path: found.path, code: found.code, message: found.message })) };
  }
  return { ok: true, file, document: parsed.document as FamilyDocument, catalogue: result.catalogue, hash: familySourceHash(source) };
}

/** Reads and checks a family file. */
export async function readFamilyFile(file: string): Promise<FamilyFileResult> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, file, issues: [{ file, line: 1, column: 1, path: '', code: 'unreadable', message: (error as Error).message }] };
  }
  return checkFamilySource(file, source);
}
