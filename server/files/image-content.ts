/**
 * What an uploaded image really is, read from its bytes (never from its name
 * or declared type): PNG (signature and IHDR), JPEG (SOI and a frame header
 * with its size) or SVG (an XML document whose root is `svg`, rebuilt by
 * `sanitiseSvg`). Anything else is not an image this project accepts.
 */
import { sanitiseSvg } from './svg-sanitiser.ts';

export type ImageKind = 'png' | 'jpeg' | 'svg';

export interface CheckedImage {
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  /** The bytes to store: as sent for PNG and JPEG, the sanitised document for SVG. */
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

/** The image in `bytes`, or null when it is none of PNG, JPEG or a safe SVG. */
export function checkImage(bytes: Buffer): CheckedImage | null {
  if (isPng(bytes)) return { kind: 'png', contentType: 'image/png', bytes };
  if (isJpeg(bytes)) return { kind: 'jpeg', contentType: 'image/jpeg', bytes };
  const svg = sanitiseSvg(bytes);
  return svg === null ? null : { kind: 'svg', contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}
