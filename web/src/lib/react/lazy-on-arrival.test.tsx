// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Greeting, TestBoundary } from '../../testing/parts';
import { PART_RETRY_AFTER_MS } from './deferred-part';
import { lazyOnArrival } from './lazy-on-arrival';

afterEach(cleanup);

describe('lazyOnArrival', () => {
  it('starts loading when declared, once, shows the placeholder without suspending, then the module', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((done) => (resolve = done)));
    const Lazy = lazyOnArrival(load);
    expect(load).toHaveBeenCalledTimes(1);

    render(<Lazy name="Ann" placeholder={<p>waiting</p>} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      resolve({ default: Greeting });
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module already loaded renders without a second fetch', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyOnArrival(load);
    await new Promise((done) => setTimeout(done, 0));
    render(<Lazy name="Bo" placeholder={<p>waiting</p>} />);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is no unhandled rejection; after its tries it surfaces when the component renders', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const caught = vi.fn();
    try {
      const Lazy = lazyOnArrival<{ name: string }>(() => Promise.reject(new Error('gone')));
      await vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS);
      await new Promise((done) => setImmediate(done));
      expect(unhandled).not.toHaveBeenCalled();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <TestBoundary onError={caught}>
          <Lazy name="Cy" />
        </TestBoundary>,
      );
      // The mount's fetch tries again, as the declaration's did.
      await act(() => vi.advanceTimersByTimeAsync(PART_RETRY_AFTER_MS));
    } finally {
      process.off('unhandledRejection', unhandled);
      vi.useRealTimers();
    }
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(caught).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }));
  });
});
