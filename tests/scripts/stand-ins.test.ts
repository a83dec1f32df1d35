/**
 * The libraries' imports that the build answers with smaller modules of ours
 * (scripts/stand-ins.ts): each library file still imports what is stood in
 * for (else the stand-in silently stops applying and the bundle grows back),
 * the build resolves it to our module, and our modules do what they say.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import NoUniqueTooltip from '../../src/app/no-unique-tooltip.tsx';
import { Markdown } from '../../src/features/builder/markdown-as-text.tsx';
import { STAND_INS, standIns } from '../../scripts/stand-ins.ts';

const ROOT = path.join(import.meta.dirname, '../..');

/** The library files under `importer` (a file, or a folder ending in '/'). */
function importerFiles(importer: string): string[] {
  const target = path.join(ROOT, 'node_modules', importer);
  if (!importer.endsWith('/')) return [target];
  return (fs.readdirSync(target, { recursive: true }) as string[]).filter((file) => file.endsWith('.js')).map((file) => path.join(target, file));
}

describe('stand-ins', () => {
  it.each(STAND_INS)('$importer imports $specifier, which the build resolves to $file', ({ importer, specifier, file }) => {
    const importing = importerFiles(importer).filter((source) => fs.readFileSync(source, 'utf8').includes(`from '${specifier}'`));
    expect(importing.length).toBeGreaterThan(0);
    const resolveId = standIns().resolveId as (specifier: string, importer: string) => string | null;
    for (const source of importing) expect(resolveId(specifier, source)).toBe(path.join(ROOT, file));
    expect(resolveId(specifier, path.join(ROOT, 'src/main.tsx'))).toBeNull();
    expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('Markdown text reads as written', () => {
    expect(renderToStaticMarkup(createElement(Markdown, null, '**bold** _text_'))).toBe('**bold** _text_');
  });

  it("antd's unique tooltips fail at once instead of doing nothing", () => {
    expect(() => renderToStaticMarkup(createElement(NoUniqueTooltip))).toThrow(/tooltip\.unique is not available/);
  });
});
