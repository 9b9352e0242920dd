// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-errors';
import { ErrorBlock, QueryState, type QueryLike } from './query-state';
import { Skeleton } from './skeleton';

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
      skeleton={<Skeleton className="h-40 w-full" label="Loading the list" />}
      title="Could not load the list"
      layout="page"
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
    expect(screen.getByRole('status').textContent).toBe('Loading the list');
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
  it("lays out a page or list area centred, the retry 1 rem under the message, with the place's own additions", () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ErrorBlock error={new Error('x')} title="Failed" retryLabel="Try again" onRetry={onRetry} layout="page" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('py-10 text-center');
    expect([...alert.children].map((child) => [child.tagName, child.className])).toEqual([
      ['P', ''],
      ['P', 'mt-1 text-sm text-base-content/70'],
      ['BUTTON', 'btn btn-sm mt-4'],
    ]);
    rerender(<ErrorBlock error={new Error('x')} retryLabel="Try again" onRetry={onRetry} layout="page" className="layout-width" />);
    expect(screen.getByRole('alert').className).toBe('py-10 text-center layout-width');
    // Without a title the message is the block's only line, in the block's own type.
    expect(screen.getByRole('alert').querySelector('p')?.className).toBe('');
  });

  it('lays out a box in small text sized by its container, and shows the title alone when there is no error to tell', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ErrorBlock error={new Error('x')} title="Failed" retryLabel="Try again" onRetry={onRetry} layout="box" className="px-3 py-2" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('text-sm px-3 py-2');
    expect(alert.querySelectorAll('p')[1]?.className).toBe('mt-1 text-base-content/70');
    expect(screen.getByRole('button').className).toBe('btn btn-sm mt-3');
    rerender(<ErrorBlock title="Could not load the methods" retryLabel="Try again" onRetry={onRetry} layout="box" />);
    expect(screen.getByRole('alert').textContent).toBe('Could not load the methodsTry again');
    expect(screen.getByRole('alert').className).toBe('text-sm');
  });

  it('puts the inline layout in one paragraph with the retry after the text', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ErrorBlock title="Reviews failed" retryLabel="Try again" onRetry={onRetry} layout="inline" className="py-6" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert.className).toBe('py-6');
    expect(alert.textContent).toBe('Reviews failed Try again');
    expect(screen.getByRole('button').className).toBe('btn btn-sm');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(
      <ErrorBlock
        error={new ApiError('app', 500, 'This shop is closed for the holidays')}
        retryLabel="Try again"
        onRetry={onRetry}
        layout="inline"
      />,
    );
    expect(screen.getByRole('alert').hasAttribute('class')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('This shop is closed for the holidays Try again');
  });
});
