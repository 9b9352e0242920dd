import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files';

const root = mkdtempSync(join(tmpdir(), 'static-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'assets'));
const script = Buffer.from(`export const text = ${JSON.stringify('a fairly long line of text. '.repeat(60))};\n`);
writeFileSync(join(root, 'assets', 'app-abc.js'), script);
// What the build wrote beside it (scripts/vite-plugin-precompress.ts): marked, to tell it from a fresh compression.
writeFileSync(join(root, 'assets', 'app-abc.js.br'), 'the build’s brotli');
writeFileSync(join(root, 'assets', 'app-abc.js.gz'), 'the build’s gzip');
writeFileSync(join(root, 'assets', 'other-def.js'), script);
writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBase: '', note: 'x'.repeat(600) }));
// A leftover beside a file a deployer edits: never sent, since only hashed names are sure to match their copies.
writeFileSync(join(root, 'config.json.br'), 'stale');

describe('staticFiles', () => {
  const files = staticFiles(root);

  it('sends a hashed file’s brotli and gzip copies as the build wrote them', async () => {
    const file = await files.find('/assets/app-abc.js');
    expect(file?.immutable).toBe(true);
    expect((await file?.body('br'))?.toString()).toBe('the build’s brotli');
    expect((await file?.body('gzip'))?.toString()).toBe('the build’s gzip');
    expect(await file?.body('identity')).toEqual(script);
  });

  it('compresses a hashed file that has no copies, and any other file, itself', async () => {
    const other = await files.find('/assets/other-def.js');
    expect(brotliDecompressSync((await other?.body('br')) ?? Buffer.alloc(0))).toEqual(script);
    expect(gunzipSync((await other?.body('gzip')) ?? Buffer.alloc(0))).toEqual(script);
    const config = await files.find('/config.json');
    expect(config?.immutable).toBe(false);
    expect(JSON.parse(brotliDecompressSync((await config?.body('br')) ?? Buffer.alloc(0)).toString())).toMatchObject({ apiBase: '' });
  });

  it('does not serve the compressed copies under their own names', async () => {
    expect(await files.find('/assets/app-abc.js.br')).toBeNull();
    expect(await files.find('/assets/app-abc.js.gz')).toBeNull();
    expect(await files.find('/config.json.br')).toBeNull();
  });
});
