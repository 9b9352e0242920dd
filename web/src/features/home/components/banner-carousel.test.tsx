// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';
import { initI18n } from '../../../lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('en', ['products']);
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
  document.body.replaceChildren();
});

const BANNERS = [
  { id: 1, name: 'Sale', pic: '/a.png', url: null },
  { id: 2, name: 'New', pic: '/b.png', url: null },
];
const carousel = () => (
  <MemoryRouter>
    <BannerCarousel banners={BANNERS} />
  </MemoryRouter>
);

describe('BannerCarousel on a page rendered on the server', () => {
  it('adopts the server’s markup for a shopper who prefers reduced motion, then stands paused', async () => {
    // The server renders without the preference (it has no window).
    const html = renderToString(carousel());
    // React's server renderer leaves its context values in place when it ends; nothing rendered takes them back
    // before the client renders in this same process.
    renderToString(null);
    // jsdom has no matchMedia: this shopper's browser prefers reduced motion.
    window.matchMedia = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    hydrateRoot(container, carousel(), { onRecoverableError: (error) => recoverable.push(error) });
    await waitFor(() => screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.map(String).filter((call) => !call.includes('multiple renderers'))).toEqual([]);
  });
});
