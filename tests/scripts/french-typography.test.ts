/**
 * French typography of the texts written outside the screens' catalogues
 * (issue 30, item 7): every `fr:` text written in server/ and engine/ (error
 * messages shown on French screens, the studio's issues and test bench, PDF
 * and e-mail texts, the plan's labels) and every French text of the
 * repository's family files has a no-break space before : ; ? ! (so that the
 * sign never starts a line) and the typographic apostrophe (’), as the
 * screens' catalogues have (tests/src/i18n/catalogues.test.ts); the family
 * files' Italian texts have the typographic apostrophe too.
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
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

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
function frenchTexts(file: string, source: string, language: 'fr' | 'it' = 'fr'): { where: string; text: string }[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { where: string; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === language) {
      const text = literalText(node.initializer);
      if (text !== null) found.push({ where: `${file}:${parsed.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

const sourceTexts = (folder: string, language: 'fr' | 'it' = 'fr') =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => frenchTexts(`${folder}/${file}`, readFileSync(join(ROOT, folder, file), 'utf8'), language));

const serverTexts = [...sourceTexts('server'), ...sourceTexts('engine')];
const italianTexts = [...sourceTexts('server', 'it'), ...sourceTexts('engine', 'it')];

/** Every text under a `fr` or `it` key of a family file, with its path in the document. */
function familyTexts(file: string): { where: string; language: 'fr' | 'it'; text: string }[] {
  const found: { where: string; language: 'fr' | 'it'; text: string }[] = [];
  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'fr' || key === 'it') && typeof value === 'string') found.push({ where: `${file} ${path}.${key}`, language: key, text: value });
        else visit(value, `${path}.${key}`);
      }
    }
  };
  visit(parse(readFileSync(join(ROOT, file), 'utf8')), '');
  return found;
}

const FAMILY_FOLDER = 'schemas/families';
const familyFileTexts = readdirSync(join(ROOT, FAMILY_FOLDER))
  .filter((file) => file.endsWith('.family.yaml'))
  .flatMap((file) => familyTexts(`${FAMILY_FOLDER}/${file}`));

describe('French typography of the server’s and the engine’s texts', () => {
  it('finds the French texts of the tables, exported or not', () => {
    const files = new Set(serverTexts.map(({ where }) => where.split(':')[0]));
    for (const file of ['server/i18n/messages.ts', 'server/i18n/validation-messages.ts', 'server/i18n/catalogue-diff-texts.ts', 'server/outbox/layout.ts', 'server/pdf/quote-pdf-texts.ts', 'server/outbox/order-mail-texts.ts', 'engine/catalogue/issue-texts.ts', 'engine/catalogue/test-bench-texts.ts', 'engine/pricing/pricing-texts.ts', 'engine/plan/plan-labels.ts']) {
      expect(files, file).toContain(file);
    }
    expect(serverTexts.length).toBeGreaterThan(400);
  });

  it('puts a no-break space, never an ordinary one, before : ; ? !', () => {
    expect(serverTexts.filter(({ text }) => ORDINARY_SPACE_BEFORE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it('writes the typographic apostrophe, never the typewriter one, inside words', () => {
    expect(serverTexts.filter(({ text }) => TYPEWRITER_APOSTROPHE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it('writes the typographic apostrophe in the Italian texts too', () => {
    expect(italianTexts.length).toBeGreaterThan(400);
    expect(italianTexts.filter(({ text }) => TYPEWRITER_APOSTROPHE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
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

describe('French and Italian typography of the repository’s family files', () => {
  it('reads the French and Italian texts of the six families', () => {
    const files = new Set(familyFileTexts.map(({ where }) => where.split(' ')[0]));
    expect(files.size).toBe(6);
    expect(familyFileTexts.filter(({ language }) => language === 'fr').length).toBeGreaterThan(300);
  });

  it('puts a no-break space, never an ordinary one, before : ; ? ! in French', () => {
    expect(familyFileTexts.filter(({ language, text }) => language === 'fr' && ORDINARY_SPACE_BEFORE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });

  it('writes the typographic apostrophe inside words in French and Italian', () => {
    expect(familyFileTexts.filter(({ text }) => TYPEWRITER_APOSTROPHE.test(text)).map(({ where, text }) => `${where} ${text}`)).toEqual([]);
  });
});
