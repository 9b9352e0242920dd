// @vitest-environment jsdom
import type { Review } from '@contract';
import { screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewItem } from './review-item';
import { initI18n } from '../../../lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('en', ['products']);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

// 09:00 on Nov 20 on the backend's clock (GMT+8) is 20:00 on Nov 19 in New York.
const REVIEW: Review = {
  id: 1,
  uid: 2,
  star: 4,
  comment: 'Sturdy and well packed.',
  pics: [''],
  merchantReplyContent: null,
  nickname: 'Ana',
  avatar: '',
  createTime: '2026-11-20 09:00:00',
  sku: '',
};
const item = () => (
  <MemoryRouter>
    <ReviewItem review={REVIEW} />
  </MemoryRouter>
);

describe('ReviewItem on a page rendered on the server', () => {
  it('writes the backend’s day, whatever the zones, and the shopper’s own day once adopted, without a mismatch', async () => {
    // The server runs in one zone (Tokyo, UTC+9), the shopper's browser in another (New York, UTC-5). Set through
    // Date itself: a test thread does not follow a change of TZ.
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-540);
    const html = renderToString(item());
    // React's server renderer leaves its context values in place when it ends (see banner-carousel.test.tsx).
    renderToString(null);
    expect(html).toContain('Nov 20, 2026');
    offset.mockReturnValue(300);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    hydrateRoot(container, item(), { onRecoverableError: (error) => recoverable.push(error) });
    await waitFor(() => screen.getByText('Nov 19, 2026'));
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.map(String).filter((call) => !call.includes('multiple renderers'))).toEqual([]);
  });
});
