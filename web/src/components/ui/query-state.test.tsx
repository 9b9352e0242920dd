// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-errors';
import { ErrorBlock, QueryState, Skeleton, SkeletonList, type QueryLike } from './query-state';

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

describe('Skeleton', () => {
  it('is a shape of the given size hidden from assistive technology, never busy', () => {
    const { container } = render(<Skeleton className="h-48 w-full" />);
    const shape = container.firstElementChild;
    expect(shape?.tagName).toBe('DIV');
    expect(shape?.className).toBe('skeleton h-48 w-full');
    expect(shape?.getAttribute('aria-hidden')).toBe('true');
    expect(shape?.hasAttribute('aria-busy')).toBe(false);
    expect(shape?.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('with a label, announces it once as a visually hidden polite status inside the shape', () => {
    const { container } = render(<Skeleton as="span" className="inline-block h-8 w-64" label="Loading…" />);
    const shape = container.firstElementChild;
    expect(shape?.tagName).toBe('SPAN');
    expect(shape?.className).toBe('skeleton inline-block h-8 w-64');
    expect(shape?.hasAttribute('aria-hidden')).toBe(false);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.className).toBe('sr-only');
    expect(status.parentElement).toBe(shape);
  });
});

describe('SkeletonList', () => {
  it('lays out count hidden shapes as the list they stand for, with one status for the whole list', () => {
    const { container } = render(
      <SkeletonList count={3} className="grid grid-cols-3 gap-4" itemClassName="h-48 w-full" label="Loading addresses" />,
    );
    const list = container.firstElementChild;
    expect(list?.className).toBe('grid grid-cols-3 gap-4');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading addresses']);
    const shapes = list?.querySelectorAll('.skeleton') ?? [];
    expect(shapes).toHaveLength(3);
    for (const shape of shapes) {
      expect(shape.className).toBe('skeleton h-48 w-full');
      expect(shape.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('without a label is decoration only (another placeholder of the region speaks)', () => {
    const { container } = render(<SkeletonList count={2} className="space-y-3" itemClassName="h-24" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"].skeleton')).toHaveLength(2);
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
