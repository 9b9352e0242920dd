import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogsPlugin, catalogVersion } from './vite-plugin-catalogs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function locales(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('catalogsPlugin', () => {
  it('emits every catalog as a chunk at <folder>/<lng>/<namespace>.js, gives the app that folder, and leaves the dev server alone', () => {
    const dir = locales({ 'en/common.json': '{}', 'zh-CN/checkout.json': '{}', 'notes.md': 'not a catalog', 'en/README.md': 'nor this' });
    const folder = `assets/locales/${catalogVersion(dir)}`;
    const plugin = catalogsPlugin(dir);
    const emitted: unknown[] = [];
    const buildStart = plugin.buildStart as (this: unknown) => void;
    buildStart.call({ meta: { watchMode: false }, emitFile: (file: unknown) => emitted.push(file) });
    expect(emitted).toEqual([
      { type: 'chunk', id: join(dir, 'en', 'common.json'), fileName: `${folder}/en/common.js`, preserveSignature: 'strict' },
      { type: 'chunk', id: join(dir, 'zh-CN', 'checkout.json'), fileName: `${folder}/zh-CN/checkout.js`, preserveSignature: 'strict' },
    ]);
    const config = plugin.config as () => unknown;
    expect(config()).toEqual({ define: { __CATALOG_DIR__: JSON.stringify(folder) } });

    emitted.length = 0;
    buildStart.call({ meta: { watchMode: true }, emitFile: (file: unknown) => emitted.push(file) });
    expect(emitted).toEqual([]);
  });

  it('changes the version when any catalog changes, and only then', () => {
    const a = catalogVersion(locales({ 'en/common.json': '{"a":"A"}', 'th/common.json': '{"a":"ก"}' }));
    const same = catalogVersion(locales({ 'en/common.json': '{"a":"A"}', 'th/common.json': '{"a":"ก"}' }));
    const changed = catalogVersion(locales({ 'en/common.json': '{"a":"A"}', 'th/common.json': '{"a":"ข"}' }));
    expect(same).toBe(a);
    expect(changed).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{10}$/);
  });
});
