// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-errors';
import { ErrorBlock, QueryState, type QueryLike } from './query-state';

afterEach(cleanup);

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

function renderState(q: QueryLike<string[]>) {
  return render(
    <QueryState
      query={q}
      skeleton={<div data-testid="skeleton" className="h-40 w-full skeleton" aria-busy="true" />}
      title="Could not load the list"
      retryLabel="Try again"
      empty={(data) => data.length === 0}
      emptyContent={<p>Nothing here</p>}
    >
      {(data) => (
        <ul>
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the skeleton while the first answer is pending', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByTestId('skeleton').className.split(' ').sort()).toEqual(['h-40', 'skeleton', 'w-full']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with its title, a server message meant for the shopper and a retry that refetches', () => {
    const q = query<string[]>({ error: new ApiError('app', 500, 'This shop is closed for the holidays') });
    renderState(q);
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('py-10 text-center');
    expect(alert.textContent).toContain('Could not load the list');
    expect(alert.textContent).toContain('This shop is closed for the holidays');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('never shows a technical server text (docs/storefront.md, Errors)', () => {
    renderState(query<string[]>({ error: new ApiError('app', 500, 'Injected fault: code 500') }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the list');
    expect(alert.textContent).not.toContain('Injected fault');
  });

  it('shows the empty content for an empty answer and the children otherwise', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('Nothing here')).toBeTruthy();
    cleanup();
    renderState(query({ data: ['a', 'b'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText('Nothing here')).toBeNull();
  });
});

describe('ErrorBlock', () => {
  it('keeps the classes of each layout the pages had', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorBlock error={new Error('x')} retryLabel="Try again" onRetry={onRetry} layout="stacked" />);
    expect(screen.getByRole('alert').className).toBe('space-y-2');
    expect(screen.getByRole('button').className).toBe('btn btn-sm');
    rerender(<ErrorBlock error={new Error('x')} title="Failed" retryLabel="Try again" onRetry={onRetry} layout="panel" />);
    expect(screen.getByRole('alert').className).toBe('rounded-box border border-base-200 p-6');
    expect(screen.getByRole('button').className).toBe('btn btn-sm mt-3');
    rerender(<ErrorBlock error={new Error('x')} retryLabel="Try again" onRetry={onRetry} className="layout-width py-10" />);
    expect(screen.getByRole('alert').className).toBe('layout-width py-10');
    expect(screen.getByRole('button').className).toBe('btn btn-sm mt-4');
  });

  it('shows the title alone when there is no error to tell, and the inline layout in one paragraph', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorBlock title="Could not load the methods" retryLabel="Try again" onRetry={onRetry} layout="field" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load the methodsTry again');
    expect(screen.getByRole('button').className).toBe('btn btn-outline btn-xs mt-2');
    rerender(<ErrorBlock title="Reviews failed" retryLabel="Try again" onRetry={onRetry} layout="inline" className="py-6" />);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert.className).toBe('py-6');
    expect(alert.textContent).toBe('Reviews failed Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
