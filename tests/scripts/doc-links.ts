/**
 * What README.md and docs/*.md point to in the repository: the targets of their markdown links and the
 * repository paths they name in backticks (`server/outbox/relay.ts`, `tests/e2e/`), each with its line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export type DocReference = { file: string; line: number; kind: 'link' | 'path'; target: string; resolved: string; anchor?: string };

/** Top-level folders and files of the repository that a backticked path may start with. */
const ROOTS = ['src/', 'engine/', 'server/', 'tests/', 'stories/', 'schemas/', 'openapi/', 'scripts/', 'docs/', '.ci/', '.storybook/'];
const ROOT_FILES = /^(README\.md|package\.json|tsconfig\.json|eslint\.config\.js|vite\.config\.ts|vitest\.[a-z.]+\.ts|drizzle\.config\.ts|lingui\.config\.ts|\.env\.example)$/;

/** A backticked text that names a repository path, without a pattern or a placeholder in it. */
function isRepositoryPath(text: string): boolean {
  if (/[\s*{}<>…|]|\.\.\./.test(text)) return false;
  return ROOTS.some((root) => text.startsWith(root)) || ROOT_FILES.test(text);
}

/** The references of one markdown text; `file` is its path relative to `root`. */
export function docReferences(root: string, file: string, markdown: string): DocReference[] {
  const references: DocReference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue; // a web address, mailto:, an anchor
      const [path = '', anchor] = decodeURIComponent(target).split('#');
      const resolved = relative(root, join(root, dirname(file), path));
      references.push({ file, line, kind: 'link', target, resolved, ...(anchor ? { anchor } : {}) });
    }
    for (const match of text.replace(/\]\([^)]*\)/g, ']').matchAll(/`([^`]+)`/g)) {
      const target = (match[1] ?? '').replace(/:\d+(:\d+)?$/, ''); // file:line
      if (isRepositoryPath(target)) references.push({ file, line, kind: 'path', target, resolved: target.replace(/\/$/, '') });
    }
  });
  return references;
}

/** GitHub's anchor of a markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const headings = readFileSync(path, 'utf8').match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((heading) => headingAnchor(heading.replace(/^#+ /, ''))));
}

/** The references whose target (or, in a markdown file, its heading) does not exist, as `file:line: link|path target`. */
export function brokenReferences(root: string, references: DocReference[]): string[] {
  return references
    .filter((reference) => {
      const path = join(root, reference.resolved);
      if (!existsSync(path)) return true;
      return reference.anchor !== undefined && path.endsWith('.md') && !anchorsOf(path).has(reference.anchor);
    })
    .map((reference) => `${reference.file}:${reference.line}: ${reference.kind} ${reference.target}`);
}
