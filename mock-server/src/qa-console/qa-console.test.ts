import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { testServer, useMockApp } from '../test-support';
import { classCandidates, CONSOLE_CSS } from './qa-console';

const mock = useMockApp({ server: { products: 40 } });

describe('QA console', () => {
  it('serves the page, its two browser modules and a stylesheet in the storefront design system', async () => {
    const page = await mock.app.inject({ method: 'GET', url: '/__mock/ui' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('QA console');
    expect(page.body).toContain('<script type="module" src="/__mock/ui/console.js">');

    const script = await mock.app.inject({ method: 'GET', url: '/__mock/ui/console.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    // Transpiled: the model is imported as the browser module served beside it, and no type is left.
    expect(script.body).toMatch(/from ["']\.\/console-model\.js["']/);
    expect(script.body).not.toMatch(/import type|@contract|: Promise<|as HTMLInputElement/);
    const model = await mock.app.inject({ method: 'GET', url: '/__mock/ui/console-model.js' });
    expect(model.statusCode).toBe(200);
    expect(model.body).toContain('export function orderActions(order, master)');
    expect(model.body).not.toContain('@contract');

    const css = await mock.app.inject({ method: 'GET', url: '/__mock/ui/console.css' });
    expect(css.statusCode).toBe(200);
    for (const rule of ['.btn-primary', '.card-body', '.toggle', '.table', '.alert-error', 'lg\\:grid-cols-2', '.sr-only', '.btn-xs'])
      expect(css.body).toContain(rule);
  }, 30_000);

  it("uses the storefront's own theme: the Tidewell colours, radius and type from web/src/theme.css", async () => {
    expect(CONSOLE_CSS).toContain("@import './theme.css'");
    const theme = await readFile(new URL('../../../web/src/theme.css', import.meta.url), 'utf8');
    const css = (await mock.app.inject({ method: 'GET', url: '/__mock/ui/console.css' })).body;
    for (const token of ['--color-primary', '--color-base-200', '--color-base-content', '--radius-field', '--radius-box']) {
      const declared = new RegExp(`${token}: ([^;]+);`).exec(theme)?.[1];
      expect(declared, token).toBeDefined();
      expect(css, token).toContain(`${token}: ${declared}`);
    }
    expect(css).toContain('Inter');
    expect(css).not.toContain('[data-theme=light]');
  }, 30_000);

  it('is not served without the control API', async () => {
    const off = await testServer({ products: 40, control: false });
    try {
      expect((await off.inject({ method: 'GET', url: '/__mock/ui' })).statusCode).toBe(404);
      expect((await off.inject({ method: 'GET', url: '/__mock/ui/console-model.js' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('hands Tailwind every class-like token of the page', () => {
    expect(classCandidates('<main class="p-6 lg:grid-cols-2">', "el.classList.add('text-error')")).toEqual(
      expect.arrayContaining(['p-6', 'lg:grid-cols-2', 'text-error']),
    );
  });
});
