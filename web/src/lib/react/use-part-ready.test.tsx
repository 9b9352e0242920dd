// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Greeting } from '../../testing/parts';
import { deferredPart, PART_RETRY_AFTER_MS, serverPartsLoaded } from './deferred-part';
import { usePartReady } from './use-part-ready';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function deferredGreeting(options: { onServer?: boolean } = {}) {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((done, fail) => {
        resolve = done;
        reject = fail;
      }),
  );
  const Part = deferredPart(load, { placeholder: <p>part placeholder</p>, ...options });
  return { Part, load, resolve: (component: typeof Greeting) => resolve(component), reject: (error: Error) => reject(error) };
}

/** A page that holds its own skeleton until the part can show at once, as the product page does with its coupons. */
function Page({ Part, needed }: { Part: ReturnType<typeof deferredGreeting>['Part']; needed: boolean }) {
  const ready = usePartReady(Part, needed);
  if (!ready) return <p>page skeleton</p>;
  return (
    <main>
      <h1>The product</h1>
      {needed ? <Part name="Coupons" /> : null}
      <button type="button">Add to cart</button>
    </main>
  );
}

describe('usePartReady', () => {
  it('holds the page until a needed part’s code is here, then shows the page and the part together', async () => {
    const { Part, load, resolve } = deferredGreeting();
    render(<Page Part={Part} needed />);
    expect(screen.getByText('page skeleton')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      resolve(Greeting);
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'The product' })).toBeTruthy();
    // No placeholder in between: the part renders in the same commit as the page.
    expect(screen.getByText('Hello Coupons')).toBeTruthy();
    expect(screen.queryByText('part placeholder')).toBeNull();
  });

  it('does not hold the page for a part it does not need, but fetches its code beside the page’s data', () => {
    const { Part, load } = deferredGreeting();
    render(<Page Part={Part} needed={false} />);
    expect(screen.getByRole('heading', { name: 'The product' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the page at once when the code is already here (a later visit), with no skeleton in between', async () => {
    const { Part, resolve } = deferredGreeting();
    const preloaded = Part.preload();
    resolve(Greeting);
    await preloaded;
    const seen: string[] = [];
    function Probe() {
      const ready = usePartReady(Part, true);
      seen.push(ready ? 'ready' : 'held');
      return null;
    }
    render(<Probe />);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('held');
  });

  it('a fetch that failed, its one more try included, lets the page show, so the part reports the failure as any deferred part does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { Part, load, reject } = deferredGreeting();
    render(<Page Part={Part} needed />);
    expect(screen.getByText('page skeleton')).toBeTruthy();
    // While the part tries once more, the page keeps its skeleton: the part may still come and must not push the
    // page down.
    await act(async () => {
      reject(new Error('Failed to fetch dynamically imported module'));
      await vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('page skeleton')).toBeTruthy();
    await act(async () => {
      reject(new Error('Failed to fetch dynamically imported module'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'The product' })).toBeTruthy();
  });

  it('offline, the page shows with the part’s placeholder instead of waiting, and stays when the connection is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { Part } = deferredGreeting();
    const view = render(<Page Part={Part} needed />);
    expect(screen.getByRole('heading', { name: 'The product' })).toBeTruthy();
    expect(screen.getByText('part placeholder')).toBeTruthy();
    // Back online before the part's code: a render then (a refetch on reconnect) keeps the page.
    onLine.mockReturnValue(true);
    view.rerender(<Page Part={Part} needed />);
    expect(screen.getByRole('heading', { name: 'The product' })).toBeTruthy();
    expect(screen.queryByText('page skeleton')).toBeNull();
  });

  it('a page mounted on the server’s markup keeps it while the part’s code is on its way, and after hydration', async () => {
    const server = deferredGreeting({ onServer: true });
    const serving = serverPartsLoaded();
    server.resolve(Greeting);
    await serving;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Part={server.Part} needed />);
    document.body.append(container);
    expect(container.textContent).toContain('Hello Coupons');
    const heading = container.querySelector('h1');

    const browser = deferredGreeting({ onServer: true });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page Part={browser.Part} needed />, { onRecoverableError: recoverable });
    });
    // Hydrated and re-rendered (no longer adopting): still the server's page, not the skeleton.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('Hello Coupons');
    expect(container.textContent).not.toContain('page skeleton');
    await act(async () => {
      browser.resolve(Greeting);
      await Promise.resolve();
    });
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).toContain('Hello Coupons');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
