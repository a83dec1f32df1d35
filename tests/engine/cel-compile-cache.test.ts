/**
 * The expressions a family compiles are kept with its environment (family-environment.ts): the studio compiles
 * its family again at every key typed, and 500 price lines parsed and checked anew took most of that (issue 27,
 * item 7). Kept only for the same questions: a question whose key or type changed checks its formulas again.
 */
import { describe, expect, it } from 'vitest';
import { compileExpression, createFamilyEnvironment } from '../../engine/cel/family-environment.ts';

const questions = [
  { key: 'width', type: 'number' as const },
  { key: 'roller', type: 'single' as const, answers: ['none', 'manual'] },
];

describe('compiled expressions kept with their environment', () => {
  it('gives the same environment and the same compiled expression for the same questions', () => {
    const first = createFamilyEnvironment(questions);
    const again = createFamilyEnvironment(questions.map((question) => ({ ...question })));
    expect(again).toBe(first);
    const compiled = compileExpression(first, 'width > 6.5 && roller != "none"', 'bool');
    expect(compiled.ok).toBe(true);
    expect(compileExpression(again, 'width > 6.5 && roller != "none"', 'bool')).toBe(compiled);
  });

  it('checks again when a question changes type or key, and when the type expected changes', () => {
    const asNumber = createFamilyEnvironment(questions);
    expect(compileExpression(asNumber, 'width * 2.0', 'number')).toMatchObject({ ok: true });
    expect(compileExpression(asNumber, 'width * 2.0', 'bool')).toMatchObject({ ok: false, code: 'cel_type' });
    const asText = createFamilyEnvironment([{ key: 'width', type: 'text' }, questions[1]!]);
    expect(asText).not.toBe(asNumber);
    expect(compileExpression(asText, 'width * 2.0', 'number')).toMatchObject({ ok: false });
    const renamed = createFamilyEnvironment([{ key: 'breadth', type: 'number' }, questions[1]!]);
    expect(compileExpression(renamed, 'width * 2.0', 'number')).toMatchObject({ ok: false, code: 'cel_unknown_key' });
  });

  it('keeps a refusal as a refusal (a syntax error, a cost over the budget)', () => {
    const environment = createFamilyEnvironment(questions);
    const broken = compileExpression(environment, '(width + 1.0', 'number');
    expect(broken).toMatchObject({ ok: false, code: 'cel_syntax' });
    expect(compileExpression(environment, '(width + 1.0', 'number')).toBe(broken);
  });

  it('evaluates a kept program with each evaluation’s own answers', () => {
    const environment = createFamilyEnvironment(questions);
    const compiled = compileExpression(environment, 'width * 2.0', 'number');
    const again = compileExpression(createFamilyEnvironment(questions), 'width * 2.0', 'number');
    if (!compiled.ok || !again.ok) throw new Error('does not compile');
    expect(compiled.program({ width: 3, roller: '', answered: [] })).toBe(6);
    expect(again.program({ width: 4.5, roller: '', answered: [] })).toBe(9);
  });
});
