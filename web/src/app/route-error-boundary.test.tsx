// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('page broke');
  return <p>page ok</p>;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback for a failing page and recovers when the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = (error: unknown) => <p>failed: {error instanceof Error ? error.message : ''}</p>;
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a" fallback={fallback}>
        <Boom fail />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('failed: page broke')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/a" fallback={fallback}>
        <Boom fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('failed: page broke')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/b" fallback={fallback}>
        <Boom fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('page ok')).toBeTruthy();
  });
});
