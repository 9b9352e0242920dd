import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { entryKey, firstLoad, manifestKeyFor, routeModuleFromTable, routeModulesInTable, staticClosure } from './bundle-size';

const dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_vendor.js'],
    dynamicImports: ['src/app/routes/home-page.tsx', 'src/app/routes/search-page.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_vendor.js'] },
  '_forms.js': { file: 'assets/forms.js' },
  'src/app/routes/home-page.tsx': {
    file: 'assets/home-page.js',
    src: 'src/app/routes/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_card.js'],
    dynamicImports: ['src/app/routes/login.tsx'],
  },
  'src/app/routes/search-page.tsx': {
    file: 'assets/search-page.js',
    src: 'src/app/routes/search-page.tsx',
    isDynamicEntry: true,
    imports: ['_card.js', '_forms.js'],
  },
  'src/app/routes/login.tsx': { file: 'assets/login.js', isDynamicEntry: true },
};

describe('first-load JS from the build manifest', () => {
  it('finds the entry and walks static imports only, each chunk once', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/home-page.tsx']).sort()).toEqual(
      ['_card.js', '_react.js', '_vendor.js', 'index.html', 'src/app/routes/home-page.tsx'].sort(),
    );
  });

  it('matches a route module given without extension', () => {
    expect(manifestKeyFor(manifest, 'src/app/routes/search-page')).toBe('src/app/routes/search-page.tsx');
    expect(manifestKeyFor(manifest, 'src/app/routes/missing')).toBeNull();
  });

  it('sums raw and gzip bytes of the JS files (not CSS, not lazy imports of the route)', () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    for (const chunk of Object.values(manifest))
      writeFileSync(join(dir, chunk.file), `export const x = ${JSON.stringify(chunk.file.repeat(20))};\n`);
    const load = firstLoad(manifest, dir, 'src/app/routes/home-page');
    expect(load.routeModule).toBe('src/app/routes/home-page.tsx');
    expect(load.files.map((f) => f.file).sort()).toEqual([
      'assets/card.js',
      'assets/home-page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/vendor.js',
    ]);
    expect(load.gzip).toBe(load.files.reduce((n, f) => n + f.gzip, 0));
    expect(load.gzip).toBeGreaterThan(0);
    expect(load.gzip).toBeLessThan(load.bytes);
  });

  it('adds the modules the start awaits besides the route (catalogs) to the first load', () => {
    const withLogin = firstLoad(manifest, dir, 'src/app/routes/home-page', ['src/app/routes/login', 'src/app/routes/missing']);
    expect(withLogin.files.map((f) => f.file)).toContain('assets/login.js');
    expect(withLogin.files).toHaveLength(6);
  });

  it('reads the lazy module of a route from the route table, inline or through a const', () => {
    const table = join(dir, 'src', 'app', 'route-table.ts');
    mkdirSync(join(dir, 'src', 'app'), { recursive: true });
    writeFileSync(
      table,
      [
        "const placeholder = () => import('./routes/placeholder-page');",
        'export const pageRoutes = [',
        "  { path: '', index: true, guard: 'public', titleKey: 'routes.home', load: () => import('./routes/home-page') },",
        "  { path: 'goods/goods_search', guard: 'public', titleKey: 'routes.goodsSearch', load: placeholder },",
        '];',
      ].join('\n'),
    );
    expect(routeModuleFromTable(table, dir, '')).toBe('src/app/routes/home-page');
    expect(routeModuleFromTable(table, dir, 'goods/goods_search')).toBe('src/app/routes/placeholder-page');
    expect(routeModuleFromTable(table, dir, 'goods_detail/:id')).toBeNull();
    expect(routeModulesInTable(table, dir)).toEqual(['src/app/routes/home-page']);
  });
});
