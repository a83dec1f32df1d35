/**
 * What an uploaded image really is, read from its bytes (never from its name
 * or declared type): PNG (signature and IHDR), JPEG (SOI and a frame header
 * with its size) or SVG (an XML document whose root is `svg`, rebuilt by
 * `sanitiseSvg`). Anything else is not an image this project accepts. Each
 * is normalised before it is stored, within the budgets of raster-logo.ts
 * and svg-sanitiser.ts.
 */
import { AppError } from '../http/app-error.ts';
import { LOGO_MAX_PIXELS, normaliseRaster, RasterRefused } from './raster-logo.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

/** An SVG logo is read on the event loop: at most 1 MB of it. */
export const SVG_MAX_BYTES = 1024 * 1024;

export type ImageKind = 'png' | 'jpeg' | 'svg';

export interface CheckedImage {
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  /** The bytes to store: the re-encoded (or already plain) PNG or JPEG, the sanitised SVG document. */
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Buffer): boolean {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  return bytes.readUInt32BE(16) > 0 && bytes.readUInt32BE(20) > 0;
}

/** Start-of-frame markers (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function isJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (isFrameMarker(marker)) return bytes.readUInt16BE(offset + 5) > 0 && bytes.readUInt16BE(offset + 7) > 0;
    if (marker === 0xd9 || marker === 0xda) return false;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return false;
}

/**
 * A project's photo to store for `bytes`: a PNG or JPEG under the logos'
 * budgets (raster-logo.ts), re-encoded the same way. 415 unsupported_photo
 * for anything else or an image that does not decode, 422
 * photo_too_many_pixels.
 */
export async function normalisePhoto(bytes: Buffer): Promise<CheckedImage> {
  const kind = isPng(bytes) ? 'png' : isJpeg(bytes) ? 'jpeg' : null;
  if (!kind) throw new AppError(415, 'unsupported_photo');
  try {
    return { kind, contentType: kind === 'png' ? 'image/png' : 'image/jpeg', bytes: await normaliseRaster(bytes, kind) };
  } catch (error) {
    if (!(error instanceof RasterRefused)) throw error;
    if (error.reason === 'unreadable') throw new AppError(415, 'unsupported_photo');
    throw new AppError(422, 'photo_too_many_pixels', { params: { width: error.width, height: error.height, limit: LOGO_MAX_PIXELS / 1_000_000 } });
  }
}

/**
 * The logo to store for `bytes`, normalised: a PNG or JPEG re-encoded within
 * its size budget (raster-logo.ts), an SVG rebuilt (svg-sanitiser.ts).
 * Refused with the reason and its limit in the user's language:
 * 415 unsupported_logo (none of the three, or an SVG that cannot be made
 * safe), 413 file_too_large (an SVG over 1 MB), 422 logo_too_many_pixels, logo_too_complex, logo_too_deep,
 * logo_without_size.
 */
export async function normaliseLogo(bytes: Buffer): Promise<CheckedImage> {
  const kind = isPng(bytes) ? 'png' : isJpeg(bytes) ? 'jpeg' : null;
  if (kind) {
    try {
      return { kind, contentType: kind === 'png' ? 'image/png' : 'image/jpeg', bytes: await normaliseRaster(bytes, kind) };
    } catch (error) {
      if (!(error instanceof RasterRefused)) throw error;
      if (error.reason === 'unreadable') throw new AppError(415, 'unsupported_logo');
      throw new AppError(422, 'logo_too_many_pixels', { params: { width: error.width, height: error.height, limit: LOGO_MAX_PIXELS / 1_000_000 } });
    }
  }
  if (bytes.length > SVG_MAX_BYTES) {
    // bounded work on the event loop: a drawing of a megabyte is already far more than a logo
    if (bytes.subarray(0, 64 * 1024).includes('<svg')) throw new AppError(413, 'file_too_large', { params: { limit: SVG_MAX_BYTES / (1024 * 1024) } });
    throw new AppError(415, 'unsupported_logo');
  }
  const svg = sanitiseSvg(bytes);
  if ('svg' in svg) return { kind: 'svg', contentType: 'image/svg+xml', bytes: Buffer.from(svg.svg, 'utf8') };
  const refusal = svg.refused;
  switch (refusal.reason) {
    case 'malformed':
      throw new AppError(415, 'unsupported_logo');
    case 'too_many_elements':
      throw new AppError(422, 'logo_too_complex', { params: { limit: refusal.limit } });
    case 'too_deep':
      throw new AppError(422, 'logo_too_deep', { params: { limit: refusal.limit } });
    case 'no_size':
      throw new AppError(422, 'logo_without_size');
  }
}
