// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';
import { initI18n } from '../../lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function renderAt(path: string, status: number, message?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPage status={status} message={message} />
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  it('404: page error with the server message', () => {
    renderAt('/goods_detail/9', 404, 'product does not exist');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page error');
    expect(screen.getByText('product does not exist')).toBeTruthy();
  });

  it('500: failed to load with the server message', () => {
    renderAt('/', 500, 'system exception');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Failed to load');
    expect(screen.getByText('system exception')).toBeTruthy();
  });

  it('401: please sign in, with a sign-in button and no server text', () => {
    renderAt('/', 401, 'token expired');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Please sign in');
    expect(screen.queryByText('token expired')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('anything else: bad request and check the configuration', () => {
    renderAt('/', 403, 'no permission');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bad request');
    expect(screen.getByText('Please check the configuration file.')).toBeTruthy();
  });

  it('leads back to the home of the current locale', () => {
    renderAt('/zh-CN/goods_detail/1', 404);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/zh-CN');
  });
});
