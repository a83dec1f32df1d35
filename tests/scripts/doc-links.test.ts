/**
 * README.md and docs/*.md point only to what exists (issue 29): every markdown link to a file of the
 * repository and every repository path named in backticks, docs/spec-map.md's included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenReferences, docReferences, headingAnchor } from './doc-links.ts';

const root = new URL('../..', import.meta.url).pathname;
const documents = ['README.md', ...readdirSync(`${root}docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('links and paths of README.md and docs/', () => {
  it('finds a broken link, a broken backticked path, and leaves web addresses, anchors and patterns alone', () => {
    const markdown = [
      'See [operations](operations.md#backups), [the relay](../server/outbox/relay.ts) and [gone](../server/nowhere.ts).',
      'Read [testing](testing.md#benchmarks), not [testing](testing.md#no-such-heading).',
      'Code in `server/outbox/relay.ts`, `engine/cel/`, `server/services/` and `tests/e2e/missing.e2e.ts:12`.',
      '[web](https://example.com), [top](#top), `src/locales/{locale}/messages.po`, `schemas/families/*.family.yaml`.',
      '```sh',
      'cat server/not-checked-in-a-fence.ts',
      '```',
    ].join('\n');
    const references = docReferences(root, 'docs/example.md', markdown);
    expect(references.map((reference) => reference.resolved)).toEqual([
      'docs/operations.md',
      'server/outbox/relay.ts',
      'server/nowhere.ts',
      'docs/testing.md',
      'docs/testing.md',
      'server/outbox/relay.ts',
      'engine/cel',
      'server/services',
      'tests/e2e/missing.e2e.ts',
    ]);
    expect(brokenReferences(root, references)).toEqual([
      'docs/example.md:1: link ../server/nowhere.ts',
      'docs/example.md:2: link testing.md#no-such-heading',
      'docs/example.md:3: path server/services/',
      'docs/example.md:3: path tests/e2e/missing.e2e.ts',
    ]);
  });

  it('makes the anchors GitHub gives headings', () => {
    expect(headingAnchor('The formula budget')).toBe('the-formula-budget');
    expect(headingAnchor('E-mails and ERP events (the outbox)')).toBe('e-mails-and-erp-events-the-outbox');
    expect(headingAnchor('5. Validation rules')).toBe('5-validation-rules');
  });

  it.each(documents)('%s points to nothing that does not exist', (document) => {
    const references = docReferences(root, document, readFileSync(`${root}${document}`, 'utf8'));
    expect(brokenReferences(root, references)).toEqual([]);
  });

  it('docs/spec-map.md names files for every section of the specification', () => {
    const map = readFileSync(`${root}docs/spec-map.md`, 'utf8');
    const paths = docReferences(root, 'docs/spec-map.md', map).filter((reference) => reference.kind === 'path');
    expect(paths.length).toBeGreaterThan(100);
    for (let section = 1; section <= 9; section += 1) expect(map).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
  });
});
