import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkKeys, measureRoutes, type Manifest } from '../../scripts/web-size.ts';

/** A build's manifest in miniature: the entry, two screens, a catalogue, antd's texts and the builder's on-demand engine. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_vendor-b.js'], dynamicImports: ['src/routes/login.tsx', 'src/routes/quote-builder.tsx', 'src/locales/fr/messages.po', 'src/locales/de/messages.po', 'node_modules/antd/es/locale/fr_FR.js'] },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', imports: ['_vendor-b.js'] },
  'src/routes/login.tsx': { file: 'assets/login-d.js', imports: ['_vendor-b.js', '_card-c.js', 'index.html'] },
  'src/routes/quote-builder.tsx': { file: 'assets/quote-builder-e.js', imports: ['_vendor-b.js', '_form-f.js'], dynamicImports: ['_engine-g.js', 'src/routes/login.tsx'] },
  '_form-f.js': { file: 'assets/form-f.js', imports: ['_card-c.js'] },
  '_engine-g.js': { file: 'assets/engine-g.js' },
  'src/locales/fr/messages.po': { file: 'assets/messages-h.js' },
  'src/locales/de/messages.po': { file: 'assets/messages-i.js' },
  'node_modules/antd/es/locale/fr_FR.js': { file: 'assets/fr_FR-j.js' },
};

describe('the chunks of a route', () => {
  it('are the entries and their static imports, once each', () => {
    expect(chunkKeys(MANIFEST, ['index.html', 'src/routes/login.tsx'])).toEqual(['index.html', '_vendor-b.js', 'src/routes/login.tsx', '_card-c.js']);
  });

  it('leave out dynamic imports, which load when they are shown', () => {
    expect(chunkKeys(MANIFEST, ['src/routes/quote-builder.tsx'])).toEqual(['src/routes/quote-builder.tsx', '_vendor-b.js', '_form-f.js', '_card-c.js']);
  });

  it('leave out what is already loaded', () => {
    const loaded = new Set(['index.html', '_vendor-b.js', 'src/routes/login.tsx', '_card-c.js']);
    expect(chunkKeys(MANIFEST, ['src/routes/quote-builder.tsx'], { loaded })).toEqual(['src/routes/quote-builder.tsx', '_form-f.js']);
  });

  it('find a package module by the end of its path', () => {
    expect(chunkKeys(MANIFEST, ['/antd/es/locale/fr_FR.js'])).toEqual(['node_modules/antd/es/locale/fr_FR.js']);
  });

  it('name a missing module', () => {
    expect(() => chunkKeys(MANIFEST, ['src/routes/gone.tsx'])).toThrow('src/routes/gone.tsx is not in the build manifest');
  });
});

describe('measureRoutes', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-web-size-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sums the raw and gzipped bytes of the login route, of what opening a quote adds, and of each later part', async () => {
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const contents = new Map<string, string>();
    for (const chunk of Object.values(MANIFEST)) {
      const content = `export const name = ${JSON.stringify(chunk.file)};\n`.repeat(chunk.file.length);
      contents.set(chunk.file, content);
      fs.mkdirSync(path.join(dist, path.dirname(chunk.file)), { recursive: true });
      fs.writeFileSync(path.join(dist, chunk.file), content);
    }
    const gzip = (file: string) => zlib.gzipSync(contents.get(file)!, { level: 9 }).length;

    const { login, builder, later } = await measureRoutes(dist);

    const loginFiles = ['assets/index-a.js', 'assets/vendor-b.js', 'assets/login-d.js', 'assets/card-c.js', 'assets/messages-h.js', 'assets/fr_FR-j.js'];
    expect(login.files).toEqual(loginFiles);
    expect(login.rawBytes).toBe(loginFiles.reduce((sum, file) => sum + contents.get(file)!.length, 0));
    expect(login.gzipBytes).toBe(loginFiles.reduce((sum, file) => sum + gzip(file), 0));
    expect(builder.files).toEqual(['assets/quote-builder-e.js', 'assets/form-f.js']);
    expect(builder.perFile.map((size) => size.gzipBytes)).toEqual(builder.files.map(gzip));
    // the engine, loaded when shown, apart; the login screen it also names is a screen of its own
    expect(later.map(({ key, js }) => [key, js.files])).toEqual([['_engine-g.js', ['assets/engine-g.js']]]);
  });
});
