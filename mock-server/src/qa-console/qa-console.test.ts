import { describe, expect, it } from 'vitest';
import { testServer, useMockApp } from '../test-support';
import { classCandidates } from './qa-console';

const mock = useMockApp({ server: { products: 40 } });

describe('QA console', () => {
  it('serves the page, its script and a stylesheet built from the web design system', async () => {
    const page = await mock.app.inject({ method: 'GET', url: '/__mock/ui' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1 class="text-xl font-bold">QA console');
    const script = await mock.app.inject({ method: 'GET', url: '/__mock/ui/console.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    const css = await mock.app.inject({ method: 'GET', url: '/__mock/ui/console.css' });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('--color-base-100');
    for (const rule of ['.btn-primary', '.card-body', '.toggle', '.table', '.alert-error', 'lg\\:grid-cols-2'])
      expect(css.body).toContain(rule);
  }, 30_000);

  it('is not served without the control API', async () => {
    const off = await testServer({ products: 40, control: false });
    try {
      expect((await off.inject({ method: 'GET', url: '/__mock/ui' })).statusCode).toBe(404);
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
