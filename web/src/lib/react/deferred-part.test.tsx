// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Greeting, TestBoundary } from '../../testing/parts';
import { deferredPart, PART_RETRY_AFTER_MS, provideClickHolder, serverPartsLoaded } from './deferred-part';
import { holdClicks } from './held-clicks';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The browser says its connection is back: `navigator.onLine` (spied as `onLine`) turns true, then `online` fires. */
function backOnline(onLine: MockInstance<() => boolean>) {
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function deferredGreeting() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
  return { load, resolve: (component: typeof Greeting) => resolve(component) };
}

describe('deferredPart', () => {
  it('shows the placeholder beside the page, which is committed at once, then the part; it never suspends', async () => {
    const { load, resolve } = deferredGreeting();
    const Part = deferredPart(load, { placeholder: <p>holding the place</p> });
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>suspended</p>}>
        <h1>The product</h1>
        <Part name="Ann" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The product' })).toBeTruthy();
    expect(screen.getByText('holding the place')).toBeTruthy();
    expect(screen.queryByText('suspended')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      resolve(Greeting);
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(screen.queryByText('holding the place')).toBeNull();
  });

  it('a part already loaded renders on mount, with no placeholder and no second fetch', async () => {
    const { load, resolve } = deferredGreeting();
    const Part = deferredPart(load, { placeholder: <p>holding the place</p> });
    const first = render(<Part name="Bo" />);
    await act(async () => {
      resolve(Greeting);
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    first.unmount();

    render(<Part name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeTruthy();
    expect(screen.queryByText('holding the place')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() starts the fetch before the first mount, once; the mount then shows the part at once', async () => {
    const { load, resolve } = deferredGreeting();
    const Part = deferredPart(load, { placeholder: <p>holding the place</p> });
    const first = Part.preload();
    void Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(Part.isLoaded()).toBe(false);
    await act(async () => {
      resolve(Greeting);
      await Promise.resolve();
    });
    await expect(first).resolves.toBe(true);
    expect(Part.isLoaded()).toBe(true);
    render(<Part name="Fay" />);
    expect(screen.getByText('Hello Fay')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() resolves false when the fetch failed, its one more try included, never rejecting; the next call fetches again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gone = new Error('gone');
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(gone)
      .mockRejectedValueOnce(gone)
      .mockResolvedValueOnce(Greeting);
    const Part = deferredPart(load);
    const first = Part.preload();
    await vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS);
    await expect(first).resolves.toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    expect(Part.isLoaded()).toBe(false);
    await expect(Part.preload()).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('preload() of a fetch that fails once and then arrives on the next try: true', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('dropped')).mockResolvedValueOnce(Greeting);
    const Part = deferredPart(load);
    const preloaded = Part.preload();
    await vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS);
    await expect(preloaded).resolves.toBe(true);
    expect(Part.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('eager: the fetch starts when declared, and a failure meanwhile is no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn(() => Promise.reject(new Error('gone')));
    deferredPart<{ name: string }>(load, { eager: true });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await new Promise((done) => setImmediate(done));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
  });

  it('a fetch that fails online is tried once more after a moment, then reaches the error boundary (as a failed lazy chunk does); the next mount fetches again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gone = new Error('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(gone)
      .mockRejectedValueOnce(gone)
      .mockResolvedValueOnce(Greeting);
    const Part = deferredPart(load, { placeholder: <p>waiting</p> });
    const caught = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <TestBoundary onError={caught}>
        <Part name="Di" />
      </TestBoundary>,
    );
    // The failure waits, the placeholder in place, then tries once more.
    await act(() => vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS - 1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(caught).toHaveBeenCalledWith(gone);
    first.unmount();

    render(<Part name="Ed" />);
    expect(await screen.findByText('Hello Ed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a fetch the dropped connection failed before the browser noticed: the next try finds it offline and waits for the connection; the page stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const dropped = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(dropped)
      .mockRejectedValueOnce(dropped)
      .mockResolvedValueOnce(Greeting);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const Part = deferredPart(load, { placeholder: <p>waiting</p> });
    const caught = vi.fn();
    render(
      <TestBoundary onError={caught}>
        <Part name="Gil" />
      </TestBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    // The browser says so only now; the try after the wait fails offline, and no wait or try follows it.
    onLine.mockReturnValue(false);
    await act(() => vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('waiting')).toBeTruthy();
    vi.useRealTimers();
    backOnline(onLine);
    expect(await screen.findByText('Hello Gil')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    expect(caught).not.toHaveBeenCalled();
  });

  it('the connection back ends the wait before a try at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const Part = deferredPart(load, { placeholder: <p>waiting</p> });
    render(<Part name="Hal" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    expect(await screen.findByText('Hello Hal')).toBeTruthy();
  });

  it('offline, a failed fetch keeps the placeholder and tries again once the connection is back: the page stays', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Part = deferredPart(load, { placeholder: <p>waiting</p> });
    const caught = vi.fn();
    render(
      <TestBoundary onError={caught}>
        <Part name="Flo" />
      </TestBoundary>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Offline: no error, the placeholder stays, nothing is fetched again until the connection is back.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(caught).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    backOnline(onLine);
    expect(await screen.findByText('Hello Flo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(caught).not.toHaveBeenCalled();
  });

  it('back online, a try that fails again reaches the error boundary at once (Chrome keeps a failed import; the boundary reloads)', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(failed).mockRejectedValueOnce(failed);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Part = deferredPart(load, { placeholder: <p>waiting</p> });
    const caught = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <TestBoundary onError={caught}>
        <Part name="Ivo" />
      </TestBoundary>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.getByText('waiting')).toBeTruthy();
    backOnline(onLine);
    // No second wait: the failure after the connection is the page's to recover from.
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(caught).toHaveBeenCalledWith(failed);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('afterPageLoad: fetches the code only after the document has loaded, and at once when it already has', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { load, resolve } = deferredGreeting();
    const Part = deferredPart(load, { placeholder: <p>holding the place</p>, afterPageLoad: true });
    render(<Part name="Ann" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    // The fetch waits for the next idle moment (a zero-delay timer in jsdom) queued after the load's own work: wait
    // for it rather than for one timer of the test's, which a busy machine may run first.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      resolve(Greeting);
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Ann')).toBeTruthy();

    // A part first mounted after the load (a later page) fetches at the next idle moment: not inside the task that
    // mounted it (jsdom has no idle callbacks: a zero-delay timer stands for one).
    const later = deferredGreeting();
    const LaterPart = deferredPart(later.load, { afterPageLoad: true });
    render(<LaterPart name="Bo" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(later.load).not.toHaveBeenCalled();
    await waitFor(() => expect(later.load).toHaveBeenCalledTimes(1));
  });
});

/** A part with state, to tell a hydrated button (its click counts) from server markup left alone. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

describe('deferredPart with onServer (docs/adr/0019-server-rendering.md)', () => {
  it('the server renders the part itself once its code is loaded (serverPartsLoaded)', async () => {
    const Part = deferredPart(() => Promise.resolve(Counter), { placeholder: <p>holding the place</p>, onServer: true });
    await serverPartsLoaded();
    const html = renderToString(<Part label="Clicks" />);
    expect(html).toContain('Clicks 0');
    expect(html).not.toContain('holding the place');
  });

  it('hydration keeps the server markup while the code is on its way, then hydrates that same node', async () => {
    const OnServer = deferredPart(() => Promise.resolve(Counter), { placeholder: <p>holding the place</p>, onServer: true });
    await serverPartsLoaded();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer label="Clicks" />);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton?.textContent).toBe('Clicks 0');

    // The browser's copy of the part, whose code has not arrived yet.
    let resolve: (component: typeof Counter) => void = () => undefined;
    const InBrowser = deferredPart(() => new Promise<typeof Counter>((done) => (resolve = done)), {
      placeholder: <p>holding the place</p>,
      onServer: true,
    });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <InBrowser label="Clicks" />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).not.toContain('holding the place');

    await act(async () => {
      resolve(Counter);
      await Promise.resolve();
    });
    // Hydrated in place: the server's node, now with its handler.
    await act(async () => {
      serverButton?.click();
    });
    await waitFor(() => expect(serverButton?.textContent).toBe('Clicks 1'));
    expect(container.querySelector('button')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('a click on the server markup before the code is there is held, and acts once the part has hydrated', async () => {
    const OnServer = deferredPart(() => Promise.resolve(Counter), { onServer: true });
    await serverPartsLoaded();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer label="Clicks" />);
    document.body.append(container);
    const serverButton = container.querySelector('button');

    let resolve: (component: typeof Counter) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Counter>((done) => (resolve = done)));
    // Below the fold: without the click, the code would wait for the document's load event and an idle moment.
    const InBrowser = deferredPart(load, { onServer: true, afterPageLoad: true });
    // As app/ssr/adopt-server-state.ts does on a page the server rendered.
    provideClickHolder(holdClicks);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    await act(async () => {
      hydrateRoot(container, <InBrowser label="Clicks" />);
    });
    expect(load).not.toHaveBeenCalled();

    // React alone would drop this click: the part cannot hydrate without its code.
    await act(async () => {
      serverButton?.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(serverButton?.textContent).toBe('Clicks 0');

    await act(async () => {
      resolve(Counter);
      await Promise.resolve();
    });
    await waitFor(() => expect(serverButton?.textContent).toBe('Clicks 1'));
    // Hydrated: later clicks go straight to the part, once each.
    await act(async () => {
      serverButton?.click();
    });
    expect(serverButton?.textContent).toBe('Clicks 2');
    container.remove();
  });

  it('a link clicked in server markup whose code then fails for good is loaded as a page, and the part stays as it was', async () => {
    function Links() {
      return (
        <nav>
          <a href="/merchant/7">The shop</a>
          <button type="button">Follow</button>
        </nav>
      );
    }
    const OnServer = deferredPart(() => Promise.resolve(Links), { onServer: true });
    await serverPartsLoaded();
    const onError = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <TestBoundary onError={onError}>
        <OnServer />
      </TestBoundary>,
    );
    document.body.append(container);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const InBrowser = deferredPart(load, { onServer: true });
    const visit = vi.fn<(to: () => string) => void>();
    const recoverable = vi.fn();
    provideClickHolder((part, wanted) => holdClicks(part, wanted, { visit }));
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(
        container,
        <TestBoundary onError={onError}>
          <InBrowser />
        </TestBoundary>,
        { onRecoverableError: recoverable },
      );
    });
    await act(async () => {
      container.querySelector('a')?.click();
    });
    // Both tries fail.
    await act(() => vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS));
    expect(load).toHaveBeenCalledTimes(2);

    expect(visit).toHaveBeenCalledTimes(1);
    expect(visit.mock.calls[0]?.[0]()).toBe(new URL('/merchant/7', window.location.href).href);
    // No error page in its place: the shopper's page stays until the link's page replaces it. (A click held on
    // anything else is not followed, held-clicks.test.ts: the failure reaches the boundary as any part's does.)
    expect(onError).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('a')?.textContent).toBe('The shop');
    act(() => root?.unmount());
    container.remove();
  });

  it('a client render (no server markup) shows the placeholder until the code is there, as any deferred part', async () => {
    const { load, resolve } = deferredGreeting();
    const Part = deferredPart(load, { placeholder: <p>holding the place</p>, onServer: true });
    render(<Part name="Gil" />);
    expect(screen.getByText('holding the place')).toBeTruthy();
    await act(async () => {
      resolve(Greeting);
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Gil')).toBeTruthy();
  });
});
