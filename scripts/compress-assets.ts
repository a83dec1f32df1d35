/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible
 * file of a built front end, so that the server sends them as they are
 * (@fastify/static `preCompressed`) instead of compressing on each request.
 * Run by the Vite build (see vite.config.ts) and on its own:
 * `node scripts/compress-assets.ts [dir]` (default dist/).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; source maps are never served, so never compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm)$/i;
/** Below this size a compressed copy saves about what its Content-Encoding header costs. */
export const MIN_COMPRESS_BYTES = 256;

/** Whether a built file gets compressed copies. */
export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.test(file) && size >= MIN_COMPRESS_BYTES;
}

/** The file's bytes gzipped at the level the build uses (what a browser downloads). */
export async function gzipBytes(content: Buffer): Promise<Buffer> {
  return gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** The file's bytes in brotli at the highest quality, tuned for text. */
export async function brotliBytes(content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface CompressionReport {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * Compresses every compressible file under `dir`, replacing older copies.
 * A copy that would not be smaller than its file is not written (and an older
 * one is removed), so the server falls back to the file itself.
 */
export async function compressAssets(dir: string): Promise<CompressionReport> {
  const report: CompressionReport = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    jobs.push(
      (async () => {
        const content = await fs.readFile(file);
        if (!isCompressible(file, content.length)) return;
        const [br, gz] = await Promise.all([brotliBytes(content), gzipBytes(content)]);
        await writeIfSmaller(`${file}.br`, br, content.length);
        await writeIfSmaller(`${file}.gz`, gz, content.length);
        report.files += 1;
        report.rawBytes += content.length;
        report.brotliBytes += br.length;
        report.gzipBytes += gz.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return report;
}

async function writeIfSmaller(target: string, content: Buffer, originalSize: number): Promise<void> {
  if (content.length < originalSize) await fs.writeFile(target, content);
  else await fs.rm(target, { force: true });
}

if (import.meta.main) {
  // no top-level await: vite.config.ts imports this file, and a config may be bundled as CommonJS
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  void compressAssets(dir).then((report) => {
    process.stdout.write(
      `compressed ${report.files} files of ${dir}: ${kib(report.rawBytes)} -> brotli ${kib(report.brotliBytes)}, gzip ${kib(report.gzipBytes)}\n`,
    );
  });
}
