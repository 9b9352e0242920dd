import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server build (vite.server.config.ts) carries React and every library that renders with it, in their production
// form, whatever NODE_ENV the process that loads it has: `npm run serve`, the e2e suite's servers and the bench set
// none, and React's index files otherwise load the development renderer at two to three times the CPU per page
// (docs/deploying.md, "One build, one React").
describe('the server build', () => {
  let dir = '';
  let entry = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-server-build-'));
    const before = process.env.SERVER_OUT_DIR;
    process.env.SERVER_OUT_DIR = dir;
    try {
      await build({ configFile: resolve('vite.server.config.ts'), logLevel: 'silent' });
    } finally {
      if (before === undefined) delete process.env.SERVER_OUT_DIR;
      else process.env.SERVER_OUT_DIR = before;
    }
    entry = readFileSync(join(dir, 'entry-server.js'), 'utf8');
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports nothing from node_modules but jsdom: React, the router, the query client and i18next are inside it', () => {
    const imported = [...entry.matchAll(/^import\s[^'"]*?from\s*["']([^"']+)["'];?$|^import\s*["']([^"']+)["'];?$/gm)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    const packages = imported.filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'));
    expect(packages.filter((name) => !builtinModules.includes(name))).toEqual(['jsdom']);
  });

  it("holds React's production server renderer and reads no NODE_ENV at run time", () => {
    const production = readFileSync(resolve('node_modules/react-dom/cjs/react-dom-server.node.production.js'), 'utf8');
    const development = readFileSync(resolve('node_modules/react-dom/cjs/react-dom-server.node.development.js'), 'utf8');
    // The renderer itself is in the bundle (not imported), and none of what only its development build has.
    expect(production).toContain('function pushStartInstance(');
    expect(entry).toContain('function pushStartInstance(');
    for (const developmentOnly of ['function checkControlledValueProps(', 'Each child in a list should have a unique']) {
      expect(development).toContain(developmentOnly);
      expect(production).not.toContain(developmentOnly);
      expect(entry).not.toContain(developmentOnly);
    }
    expect(entry).not.toMatch(/process\.env\.NODE_ENV/);
  });
});
