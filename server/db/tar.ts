/**
 * The few parts of the tar format (POSIX ustar) that a backup needs: plain
 * files with short names, written and read as streams, so that a backup of
 * any size passes through without being held in memory. `tar tvf FILE`
 * lists what `npm run db:backup` wrote.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** The 512-byte ustar header of a regular file. */
function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100 || !/^[\w./-]+$/.test(name) || name.split('/').includes('..')) throw new Error(`unfit name for a backup entry: ${name}`);
  bytes.write(name, 0, 100, 'utf8');
  bytes.write(octal(0o600, 8), 100, 'ascii');
  bytes.write(octal(0, 8), 108, 'ascii');
  bytes.write(octal(0, 8), 116, 'ascii');
  bytes.write(octal(size, 12), 124, 'ascii');
  bytes.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  bytes.write('        ', 148, 'ascii');
  bytes.write('0', 156, 'ascii');
  bytes.write('ustar\0', 257, 'ascii');
  bytes.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of bytes) sum += byte;
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return bytes;
}

async function put(out: NodeJS.WritableStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out as Writable, 'drain');
}

/** Writes tar entries to `out` one after the other; `end()` writes the closing blocks (not `out.end()`). */
export function tarWriter(out: NodeJS.WritableStream) {
  return {
    /** One file: `size` bytes read from `chunks` (a Buffer or a stream of Buffers). */
    async file(name: string, size: number, chunks: Buffer | AsyncIterable<Buffer>, mtime = new Date()): Promise<void> {
      await put(out, header(name, size, mtime));
      let written = 0;
      for await (const chunk of Buffer.isBuffer(chunks) ? [chunks] : chunks) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was being backed up`);
        await put(out, chunk);
      }
      if (written !== size) throw new Error(`${name}: ${written} bytes read, ${size} expected`);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding > 0) await put(out, Buffer.alloc(padding));
    },
    async end(): Promise<void> {
      await put(out, Buffer.alloc(BLOCK * 2));
    },
  };
}

/** What reading an entry asks of its receiver: where its bytes go, then that it is complete. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * A writable stream that reads a tar file and calls `onEntry` for each
 * regular file; the bytes go to the sink it returns. Fails on a header whose
 * checksum is wrong, and finishes only after the closing blocks were seen.
 */
export function tarReader(onEntry: (name: string, size: number) => Promise<EntrySink>): Writable {
  let pending: Buffer = Buffer.alloc(0);
  let sink: EntrySink | null = null;
  let remaining = 0;
  let padding = 0;
  let ended = false;
  const consume = async () => {
    for (;;) {
      if (sink) {
        if (remaining > 0) {
          if (pending.length === 0) return;
          const part = pending.subarray(0, Math.min(remaining, pending.length));
          pending = pending.subarray(part.length);
          remaining -= part.length;
          await sink.write(Buffer.from(part));
          continue;
        }
        await sink.close();
        sink = null;
      }
      if (padding > 0) {
        const skipped = Math.min(padding, pending.length);
        pending = pending.subarray(skipped);
        padding -= skipped;
        if (padding > 0) return;
      }
      if (ended || pending.length < BLOCK) return;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        return;
      }
      const stored = parseInt(block.subarray(148, 156).toString('ascii').replace(/\0.*$/, '').trim(), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
      if (sum !== stored) throw new Error('not a backup file (a tar header with a wrong checksum)');
      const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      const size = parseInt(block.subarray(124, 136).toString('ascii').replace(/\0.*$/, '').trim(), 8);
      const type = String.fromCharCode(block[156]!);
      if ((type !== '0' && type !== '\0') || !/^[\w./-]+$/.test(name) || name.split('/').includes('..') || name.startsWith('/')) {
        throw new Error(`unexpected entry in the backup: ${name}`);
      }
      sink = await onEntry(name, size);
      remaining = size;
      padding = (BLOCK - (size % BLOCK)) % BLOCK;
    }
  };
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      consume().then(() => callback(), callback);
    },
    final(callback) {
      consume().then(() => callback(ended && !sink && remaining === 0 ? null : new Error('the backup file is cut short')), callback);
    },
  });
}
