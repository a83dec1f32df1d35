/**
 * PNG and JPEG logos are judged by their header before any pixel is decoded
 * (over LOGO_MAX_PIXELS: refused at once, whatever the file's size on disk),
 * then re-encoded by sharp (libvips) to at most LOGO_MAX_SIDE pixels on the
 * longest side, in their own format, oriented, without metadata (EXIF, ICC,
 * text chunks). A PNG already small and plain (8-bit, not interlaced, only
 * the chunks that draw) is kept byte for byte once sharp has decoded it whole.
 *
 * sharp works on libuv's thread pool, never on the event loop; at most
 * LOGO_JOBS logos are decoded at once (the others wait their turn), each with
 * one libvips thread and no operation cache, so memory stays bounded.
 */
import sharp from 'sharp';

export const LOGO_MAX_PIXELS = 25_000_000;
export const LOGO_MAX_SIDE = 1_200;
const LOGO_JOBS = 2;

sharp.cache(false);
sharp.concurrency(1);

export type RasterKind = 'png' | 'jpeg';

export class RasterRefused extends Error {
  readonly reason: 'too_many_pixels' | 'unreadable';
  readonly width: number;
  readonly height: number;
  constructor(reason: 'too_many_pixels' | 'unreadable', width = 0, height = 0, options?: ErrorOptions) {
    super(reason, options);
    this.reason = reason;
    this.width = width;
    this.height = height;
  }
}

/** The size a PNG's IHDR or a JPEG's frame header gives (the caller has recognised the kind: isPng/isJpeg). */
export function headerSize(bytes: Buffer, kind: RasterKind): { width: number; height: number } {
  if (kind === 'png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new RasterRefused('unreadable');
}

const PLAIN_PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

/** An 8-bit, non-interlaced PNG with only the chunks that draw, and small enough: nothing to take out. */
function isPlainPng(bytes: Buffer, width: number, height: number): boolean {
  if (Math.max(width, height) > LOGO_MAX_SIDE || bytes[24] !== 8 || bytes[28] !== 0) return false;
  for (let offset = 8; offset + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!PLAIN_PNG_CHUNKS.has(type)) return false;
    offset += 12 + length;
    if (type === 'IEND') return offset === bytes.length;
  }
  return false;
}

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= LOGO_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The bytes to store for a PNG or JPEG logo; RasterRefused over the pixel budget (read from the header) or when it does not decode. */
export async function normaliseRaster(bytes: Buffer, kind: RasterKind): Promise<Buffer> {
  const { width, height } = headerSize(bytes, kind);
  if (width * height > LOGO_MAX_PIXELS) throw new RasterRefused('too_many_pixels', width, height);
  const encoded = await inTurn(async () => {
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'error', sequentialRead: true })
      .autoOrient()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return (kind === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  }).catch((error: unknown) => {
    throw new RasterRefused('unreadable', width, height, { cause: error });
  });
  return kind === 'png' && isPlainPng(bytes, width, height) ? bytes : encoded;
}
