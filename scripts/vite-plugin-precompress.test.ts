import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress, wantsPrecompression } from './vite-plugin-precompress';

const outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of the hashed text files only, each decompressing to the file', async () => {
    mkdirSync(join(outDir, 'assets', 'locales'), { recursive: true });
    const big = Buffer.from('const x = 1;\n'.repeat(100));
    const files = [
      { fileName: 'assets/app-abc.js', source: big },
      { fileName: 'assets/locales/en-abc.js', source: big },
      { fileName: 'assets/app-abc.css', source: big },
      { fileName: 'assets/tiny-abc.js', source: Buffer.from('export {};') },
      { fileName: 'assets/photo-abc.png', source: big },
      { fileName: 'config.json', source: big },
    ];
    expect(await precompress(outDir, files)).toBe(3);
    for (const name of ['assets/app-abc.js', 'assets/locales/en-abc.js', 'assets/app-abc.css']) {
      expect(brotliDecompressSync(readFileSync(join(outDir, `${name}.br`)))).toEqual(big);
      expect(gunzipSync(readFileSync(join(outDir, `${name}.gz`)))).toEqual(big);
    }
    for (const name of ['assets/tiny-abc.js', 'assets/photo-abc.png', 'config.json'])
      expect(existsSync(join(outDir, `${name}.br`))).toBe(false);
  });

  it('leaves out what a deployer edits (outside assets/), small files and pictures already compressed', () => {
    expect(wantsPrecompression('assets/index-abc.js', 600)).toBe(true);
    expect(wantsPrecompression('assets/ad-abc.svg', 600)).toBe(true);
    expect(wantsPrecompression('config.json', 600)).toBe(false);
    expect(wantsPrecompression('assets/index-abc.js', 512)).toBe(false);
    expect(wantsPrecompression('assets/photo-abc.webp', 60_000)).toBe(false);
  });
});
