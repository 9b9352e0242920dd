// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  link.setAttribute('data-app-style', '');
  document.head.append(link);
  return link;
}

describe('applyAppStyles', () => {
  it('applies every marked preload and resolves only once each has loaded or failed', async () => {
    const first = preload('/assets/app-1.css');
    const second = preload('/assets/extra-2.css');
    const other = document.createElement('link');
    other.rel = 'modulepreload';
    document.head.append(other);
    let done = false;
    const applied = applyAppStyles().then(() => (done = true));
    expect([first.rel, second.rel, other.rel]).toEqual(['stylesheet', 'stylesheet', 'modulepreload']);
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    second.dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
  });

  it('resolves at once with no marked link (the dev server) or one already applied', async () => {
    await applyAppStyles();
    const link = preload('/assets/app-1.css');
    link.rel = 'stylesheet';
    await applyAppStyles();
    expect(link.rel).toBe('stylesheet');
  });
});
