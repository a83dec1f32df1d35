/**
 * Fonts are parsed once per document worker (issue 14, the 30-line quote PDF
 * in 60 ms): pdfkit gets the same parsed font for every document, and each
 * document still embeds a subset with exactly the characters it prints.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../server/pdf/pdf-printer.ts';
import { pdfText } from '../helpers/pdf-text.ts';

const require = createRequire(import.meta.url);
interface Run {
  glyphs: Array<{ id: number }>;
  positions: Array<{ xAdvance: number }>;
  advanceWidth: number;
}
const pdfkitFontkit = () =>
  require(require.resolve('fontkit', { paths: [require.resolve('pdfkit')] })) as { remembersFonts?: true; create(bytes: Uint8Array): { layout(text: string, features?: unknown): Run; _layoutEngine: { layout(...args: unknown[]): Run } } };

describe('fonts parsed once per process', () => {
  it('hands pdfkit the same parsed font for the same file, and each document its own text', async () => {
    const first = await renderPdf({ content: ['Première page : 12 345,67 €', { text: 'Größe', bold: true }] });
    const second = await renderPdf({ content: ['Zweite Seite: Übergröße ÆØÅ ñ', { text: 'Mañana', bold: true }] });
    expect(await pdfText(first)).toContain('Première page : 12 345,67 €');
    expect(await pdfText(first)).toContain('Größe');
    expect(await pdfText(second)).toContain('Zweite Seite: Übergröße ÆØÅ ñ');
    expect(await pdfText(second)).toContain('Mañana');

    const fontkit = pdfkitFontkit();
    expect(fontkit.remembersFonts).toBe(true);
    const file = readFileSync(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
    const parsed = fontkit.create(new Uint8Array(file));
    expect(fontkit.create(new Uint8Array(Buffer.from(file)))).toBe(parsed);
  });

  it('shapes a word once, and hands each caller a run of its own to scale', async () => {
    await renderPdf({ content: ['Volet immergé'] });
    const file = readFileSync(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
    const font = pdfkitFontkit().create(new Uint8Array(file));
    // fontkit's own shaping, counted
    const engine = font._layoutEngine;
    const shape = engine.layout.bind(engine);
    let shaped = 0;
    engine.layout = (...args: unknown[]) => {
      shaped += 1;
      return shape(...args);
    };
    // a word no other test file of this process (isolate: false) has shaped already
    const word = `Aquaterra${randomUUID().slice(0, 8)}`;
    const first = font.layout(word);
    const width = first.advanceWidth;
    // pdfkit scales the positions of the run it gets in place
    for (const position of first.positions) position.xAdvance *= 0.5;
    const second = font.layout(word);
    expect(second).not.toBe(first);
    expect(second.advanceWidth).toBe(width);
    expect(second.glyphs.map((glyph) => glyph.id)).toEqual(first.glyphs.map((glyph) => glyph.id));
    expect(shaped).toBe(1);
    // with OpenType features: shaped by a font of their own, which leaves the shared one's shaping as it was
    expect(font.layout('ffi', ['liga']).glyphs).toHaveLength(1);
    expect(font.layout('ffi', ['liga']).glyphs).toHaveLength(1);
    expect(shaped).toBe(1);
    engine.layout = shape;
  });
});
