// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BannerLink } from './banner-link';
import { initI18n } from '../../../lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function renderBanner(url: string | null, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <BannerLink url={url} label="Sale">
        <span>picture</span>
      </BannerLink>
    </MemoryRouter>,
  );
}

describe('BannerLink', () => {
  it('links a same-site path in the router, with the locale', () => {
    renderBanner('/goods/goods_search?cid=1', '/fr/');
    const link = screen.getByRole('link', { name: 'Sale' });
    expect(link.getAttribute('href')).toBe('/fr/goods/goods_search?cid=1');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens another site only from an absolute http(s) URL, as an external link in a new tab', () => {
    renderBanner('https://partner.example/sale');
    const link = screen.getByRole('link', { name: 'Sale (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://partner.example/sale');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('shows the picture of %j without a link', (url) => {
    renderBanner(url);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('picture')).toBeTruthy();
  });
});
