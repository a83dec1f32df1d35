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
interface Fontkit {
  create(bytes: Uint8Array, postscriptName?: string): unknown;
}

/** Four Roboto styles: more than that is not a font this server embeds, and is parsed per document. */
const KEPT = 8;

export function rememberParsedFonts(require: Require): void {
  const pdfkitDir = require.resolve('pdfkit').replace(/[/\\]js[/\\]pdfkit\.js$/, '');
  const fontkitPath = require.resolve('fontkit', { paths: [pdfkitDir] });
  if (require.cache[require.resolve('pdfkit')]) return;
  const fontkit = require(fontkitPath) as Fontkit;
  const cached = require.cache[fontkitPath];
  if (!cached || (fontkit as { remembersFonts?: true }).remembersFonts) return;
  const parsed: Array<{ bytes: Buffer; postscriptName: string | undefined; font: unknown }> = [];
  const remembering = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(fontkit)) remembering[key] = (fontkit as unknown as Record<string, unknown>)[key];
  remembering.remembersFonts = true;
  remembering.create = (bytes: Uint8Array, postscriptName?: string) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const known = parsed.find((entry) => entry.postscriptName === postscriptName && entry.bytes.equals(buffer));
    if (known) return known.font;
    const font = fontkit.create(bytes, postscriptName);
    if (parsed.length < KEPT) parsed.push({ bytes: Buffer.from(buffer), postscriptName, font });
    return font;
  };
  cached.exports = remembering;
}
