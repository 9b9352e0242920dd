// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineChunkBoundary } from './offline-chunk-boundary';

function Throws({ error }: { error: Error }): ReactNode {
  throw error;
}

class Outer extends Component<{ children: ReactNode }, { caught: unknown }> {
  override state = { caught: null as unknown };
  static getDerivedStateFromError(caught: unknown) {
    return { caught };
  }
  override render() {
    return this.state.caught ? <p>outer caught</p> : this.props.children;
  }
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/login-modal.js');

describe('OfflineChunkBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps a part whose code cannot load offline to itself and says so once', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOffline = vi.fn();
    render(
      <Outer>
        <p>page</p>
        <OfflineChunkBoundary onOffline={onOffline}>
          <Throws error={chunkError()} />
        </OfflineChunkBoundary>
      </Outer>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('outer caught')).toBeNull();
    expect(onOffline).toHaveBeenCalledTimes(1);
  });

  it('passes a chunk failure while online, and any other error, to the boundary above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOffline = vi.fn();
    for (const error of [chunkError(), new Error('render bug')]) {
      const { unmount } = render(
        <Outer>
          <OfflineChunkBoundary onOffline={onOffline}>
            <Throws error={error} />
          </OfflineChunkBoundary>
        </Outer>,
      );
      expect(screen.getByText('outer caught')).toBeTruthy();
      unmount();
    }
    expect(onOffline).not.toHaveBeenCalled();
  });
});
