/**
 * Fonts parsed once per document worker instead of once per document.
 *
 * pdfkit reads and parses each font file again for every document (fontkit's
 * `create`): about half of a short quote's rendering time, and most of its
 * garbage. A parsed fontkit font is read-only for pdfkit (each document makes
 * its own subset of it), so the worker keeps the few it has parsed and hands
 * the same one to every document whose font file has the same bytes.
 *
 * pdfkit takes fontkit by `require('fontkit')` when it loads: this module
 * puts a fontkit with a remembering `create` in the module cache first, so it
 * must run before pdfkit is loaded (pdf-printer.ts calls it before requiring
 * pdfmake). If pdfkit was loaded before, fonts are simply parsed per document.
 */
import type { createRequire } from 'node:module';

type Require = ReturnType<typeof createRequire>;
/** What pdfkit reads of a fontkit glyph run: the glyphs and their positions, which it scales in place. */
interface GlyphRun {
  glyphs: unknown[];
  positions: object[];
}
interface ParsedFont {
  layout(text: string, ...options: unknown[]): GlyphRun;
  /** fontkit's glyph objects by id, each keeping the characters it was first made for (its ToUnicode text). */
  _glyphs: Record<number, unknown>;
}
interface Fontkit {
  create(bytes: Uint8Array, postscriptName?: string): ParsedFont;
}

/** Four Roboto styles: more than that is not a font this server embeds, and is parsed per document. */
const KEPT = 8;
/** Words shaped and kept per font (a quote has a few hundred different ones); past it, the memory starts again. */
const WORDS_KEPT = 20_000;

/** A copy pdfkit may scale in place: the same glyphs, positions of its own. */
function copyOf(run: GlyphRun): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((position) => Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position));
  return copy;
}

/**
 * The font shapes each word once per document instead of at each use:
 * pdfkit shapes (lays out) every word it prints through the font, which was a
 * fifth of a short quote's time. Runs with options (OpenType features,
 * a script) are shaped each time, by a copy of the font parsed for them:
 * fontkit keeps the shaping plan of such a call in the font, and the shared
 * font's next words (a later document's) came out with wrong glyphs.
 */
function rememberShapes(font: ParsedFont, parseAgain: () => ParsedFont): { font: ParsedFont; newDocument(): void } {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  let withOptions: ParsedFont | undefined;
  font.layout = (text: string, ...options: unknown[]) => {
    if (options.some((option) => option !== undefined)) return (withOptions ??= parseAgain()).layout(text, ...options);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= WORDS_KEPT) shaped.clear();
      run = shape(text);
      shaped.set(text, run);
    }
    return copyOf(run);
  };
  // a document starts with glyph objects of its own: fontkit gives a glyph the characters of the first call that
  // made it, pdfkit prints them as the glyph's text, and another document's call could have been an odd one
  // (text extracted as '26 N vember', 'Pr!jekt'); the parsed tables, the costly part, stay shared
  const newDocument = () => {
    shaped.clear();
    font._glyphs = {};
  };
  return { font, newDocument };
}

export function rememberParsedFonts(require: Require): void {
  const pdfkitPath = require.resolve('pdfkit');
  if (require.cache[pdfkitPath]) return;
  // the fontkit pdfkit itself resolves
  const fontkitPath = require.resolve('fontkit', { paths: [pdfkitPath] });
  const fontkit = require(fontkitPath) as Fontkit;
  const cached = require.cache[fontkitPath];
  if (!cached || (fontkit as { remembersFonts?: true }).remembersFonts) return;
  const parsed: Array<{ bytes: Buffer; postscriptName: string | undefined; font: ParsedFont; newDocument(): void }> = [];
  const remembering = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(fontkit)) remembering[key] = (fontkit as unknown as Record<string, unknown>)[key];
  remembering.remembersFonts = true;
  remembering.create = (bytes: Uint8Array, postscriptName?: string) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const known = parsed.find((entry) => entry.postscriptName === postscriptName && entry.bytes.equals(buffer));
    if (known) {
      known.newDocument();
      return known.font;
    }
    const remembered = rememberShapes(fontkit.create(bytes, postscriptName), () => fontkit.create(bytes, postscriptName));
    if (parsed.length < KEPT) parsed.push({ bytes: Buffer.from(buffer), postscriptName, ...remembered });
    return remembered.font;
  };
  cached.exports = remembering;
}
