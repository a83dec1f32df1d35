/**
 * French typography of the server's own texts (issue 30, item 7): every `fr:`
 * text written in server/ (error messages shown on French screens, PDF and
 * e-mail texts, the studio's change texts) has a no-break space before
 * : ; ? ! (so that the sign never starts a line) and the typographic
 * apostrophe (’), as the screens' catalogues have (tests/src/i18n/catalogues.test.ts).
 * The e-mails and the purchase order also typeset their output
 * (french-typography-mails.test.ts), but API error messages and the quote
 * PDF are sent as the tables write them.
 *
 * The texts are read with the TypeScript parser, so that a table that is not
 * exported (validation messages, change texts, mail layout), a text written
 * on the line after its `fr:` key or a template literal is seen too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** An ordinary space (or a tab) before a high punctuation sign. */
const ORDINARY_SPACE_BEFORE = /[ \t][:;?!]/u;
/** The typewriter apostrophe between two letters ("l'API"). */
const TYPEWRITER_APOSTROPHE = /\p{L}'\p{L}/u;

/** The text of a string literal or template (its literal parts, placeholders as `${}`), or null. */
function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join('');
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalText(node.expression);
  return null;
}

/** Every `fr: '…'` text of a TypeScript source, with the file and line it is on. */
function frenchTexts(file: string, source: string): { where: string; text: string }[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { where: string; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'fr') {
      const text = literalText(node.initializer);
      if (text !== null) found.push({ where: `${file}:${parsed.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

const serverTexts = readdirSync(join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => frenchTexts(`server/${file}`, readFileSync(join(ROOT, 'server', file), 'utf8')));

describe('French typography of the server’s texts', () => {
  it('finds the French texts of the tables, exported or not', () => {
    const files = new Set(serverTexts.map(({ where }) => where.split(':')[0]));
    for (const file of ['server/i18n/messages.ts', 'server/i18n/validation-messages.ts', 'server/i18n/catalogue-diff-texts.ts', 'server/outbox/layout.ts', 'server/pdf/quote-pdf-texts.ts', 'server/outbox/order-mail-texts.ts']) {
      expect(files, file).toContain(file);
    }
    expect(serverTexts.length).toBeGreaterThan(300);
  });

  it('puts a no-break space, never an ordinary one, before : ; ? !', () => {
    expect(serverTexts.filter(({ text }) => ORDINARY_SPACE_BEFORE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it('writes the typographic apostrophe, never the typewriter one, inside words', () => {
    expect(serverTexts.filter(({ text }) => TYPEWRITER_APOSTROPHE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it('would see an ordinary space or a typewriter apostrophe, wherever the text is written', () => {
    const source = [
      "const T = { a: { fr: 'Rien à publier : non', en: 'x' } };",
      'const U = { b: {\n  fr:\n    "Cette adresse de l\'API",\n  en: \'y\' } };',
      'function f(n: number) { return { fr: `Ligne ${n} ; fin`, en: `Line ${n}` }; }',
      "const V = { c: { fr: 'Rien à publier\\u00a0: le brouillon d’une famille', en: 'z' } };",
    ].join('\n');
    const texts = frenchTexts('example.ts', source);
    expect(texts.map(({ where }) => where)).toEqual(['example.ts:1', 'example.ts:3', 'example.ts:6', 'example.ts:7']);
    expect(texts.map(({ text }) => ORDINARY_SPACE_BEFORE.test(text) || TYPEWRITER_APOSTROPHE.test(text))).toEqual([true, true, true, false]);
  });
});
