/**
 * Images for the upload tests, made cheaply: a PNG of any size whose pixels
 * are all zero (its zlib stream is made from one deflated batch of zeros
 * repeated, so a 8000 x 8000 RGBA image costs milliseconds and about 250 kB), a PNG with
 * only a header naming its size, and the nested-`<use>` SVG of issue 14.
 */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Colour types: 0 grey, 2 RGB, 6 RGBA. */
function header(width: number, height: number, colourType: 0 | 2 | 6, bitDepth = 8): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

const CHANNELS = { 0: 1, 2: 3, 6: 4 } as const;

/**
 * The zlib stream of `length` zero bytes, made without compressing them all:
 * one batch of zeros is deflated with a full flush (its blocks end on a byte
 * and need no history), so the batch's blocks can be repeated; then an empty
 * final block and the Adler-32 of zeros ((length mod 65521) << 16 | 1).
 */
function zlibZeros(length: number): Buffer {
  const batchLength = Math.min(length, 4 << 20);
  const options = { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_FULL_FLUSH };
  const batch = deflateRawSync(Buffer.alloc(batchLength), options);
  const rest = length % batchLength;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  const blocks = [Buffer.from([0x78, 0xda]), ...Array<Buffer>(Math.floor(length / batchLength)).fill(batch)];
  if (rest > 0) blocks.push(deflateRawSync(Buffer.alloc(rest), options));
  return Buffer.concat([...blocks, Buffer.from([0x03, 0x00]), adler]);
}

/** A complete, valid PNG of `width` x `height` zero pixels (8 bits a channel, or 1 bit of grey). */
export function zeroPng(width: number, height: number, colourType: 0 | 2 | 6 = 6, bitDepth: 1 | 8 = 8): Buffer {
  const rowLength = 1 + Math.ceil((width * CHANNELS[colourType] * bitDepth) / 8);
  const pixels = zlibZeros(rowLength * height);
  const idat: Buffer[] = [];
  for (let offset = 0; offset < pixels.length; offset += 1 << 20) idat.push(pngChunk('IDAT', pixels.subarray(offset, offset + (1 << 20))));
  return Buffer.concat([SIGNATURE, header(width, height, colourType, bitDepth), ...idat, pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header names `width` x `height` but whose data is one empty row: only a header check can judge it. */
export function headerOnlyPng(width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, header(width, height, 6), pngChunk('IDAT', deflateSync(Buffer.alloc(1))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small valid RGB PNG with a text chunk (metadata the upload must strip). */
export function pngWithText(width: number, height: number, text: string): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3), 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (1 + width * 3)] = 0;
  return Buffer.concat([SIGNATURE, header(width, height, 2), pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * Issue 14, case 2: `levels` levels of `fanOut` `<use>` each, every level
 * drawing the previous one `fanOut` times (6 x 10: about 1,250 bytes, a million
 * drawn rectangles).
 */
export function nestedUseSvg(levels = 6, fanOut = 10): string {
  const groups = [`<g id="l0"><rect width="1" height="1"/></g>`];
  for (let level = 1; level <= levels; level += 1) {
    groups.push(`<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fanOut)}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs>${groups.join('')}</defs><use href="#l${levels}"/></svg>`;
}
