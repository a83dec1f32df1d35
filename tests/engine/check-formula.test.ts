/** formulaChecker: one formula checked against the family's questions as compileFamily checks it, for the studio's price grid. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileFamily, formulaChecker, type FamilyDocument } from '../../engine/index.ts';

const tiny = () => parse(readFileSync(new URL('../fixtures/families/tiny.family.yaml', import.meta.url), 'utf8')) as FamilyDocument;

describe('formulaChecker', () => {
  const check = formulaChecker(tiny());

  it('accepts conditions and quantities over the questions, `answered` and the function library', () => {
    expect(check('variant == "basic" && length > 8.0', 'bool')).toEqual({ ok: true });
    expect(check('"length" in answered', 'bool')).toEqual({ ok: true });
    expect(check('ceil(length) * 2.0 + 1.0', 'number')).toEqual({ ok: true });
  });

  it('names a syntax error, an unknown question and a wrong result type, with the parser detail', () => {
    const syntax = check('(length * 2.0', 'number');
    expect(syntax).toMatchObject({ ok: false, code: 'cel_syntax' });
    const unknown = check('width > 2.0', 'bool');
    expect(unknown).toMatchObject({ ok: false, code: 'cel_unknown_key' });
    expect(unknown.ok ? '' : unknown.detail).toMatch(/width/);
    expect(check('length * 2.0', 'bool')).toMatchObject({ ok: false, code: 'cel_type' });
    expect(check('variant', 'number')).toMatchObject({ ok: false, code: 'cel_type' });
  });

  it('agrees with compileFamily: what it refuses, the compiler refuses at the same line', () => {
    const document = tiny();
    const line = document.pricing![0]!;
    line.quantity = 'length * "2"';
    expect(check(line.quantity, 'number')).toMatchObject({ ok: false, code: 'cel_type' });
    const result = compileFamily(document);
    expect(result.ok ? [] : result.issues.map((found) => [found.path, found.code])).toContainEqual(['/pricing/0/quantity', 'cel_type']);
  });
});
