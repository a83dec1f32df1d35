/**
 * Reads a family file (YAML) and checks it with the engine. Every error comes
 * back with its file, line, column and JSON Pointer path.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { compileFamily, reviewFamily, type Catalogue, type FamilyDocument } from '../../engine/index.ts';

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

/** The node at a JSON Pointer, or the deepest existing node on the way. */
function nodeAt(document: Document, path: string): Node | null {
  let node = document.contents as Node | null;
  const segments = path.split('/').slice(1).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  for (const segment of segments) {
    let child: unknown;
    if (isMap(node)) child = node.get(segment, true);
    else if (isSeq(node)) child = node.get(Number(segment), true);
    if (!child || typeof child !== 'object') break;
    node = child as Node;
  }
  return node;
}

/** Formats an issue the way editors and terminals link to it. */
export function formatFileIssue(found: FileIssue): string {
  return `${found.file}:${found.line}:${found.column} ${found.path || '/'} ${found.message}`;
}

/** Checks the text of a family file. */
export function checkFamilySource(file: string, source: string): FamilyFileResult {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number | undefined) => {
    const position = lineCounter.linePos(offset ?? 0);
    return { line: position.line, column: position.col };
  };
  if (parsed.errors.length > 0) {
    return {
      ok: false,
      file,
      issues: parsed.errors.map((error) => ({ file, ...at(error.pos[0]), path: '', code: 'yaml_syntax', message: error.message.split('\n')[0]! })),
    };
  }
  const document = parsed.toJS() as unknown;
  const result = compileFamily(document);
  const issues = result.ok ? reviewFamily(result.catalogue) : result.issues;
  if (!result.ok || issues.length > 0) {
    return {
      ok: false,
      file,
      issues: issues.map((found) => ({ file, ...at(nodeAt(parsed, found.path)?.range?.[0]), path: found.path, code: found.code, message: found.message })),
    };
  }
  return { ok: true, file, document: document as FamilyDocument, catalogue: result.catalogue, hash: createHash('sha256').update(source).digest('hex') };
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
