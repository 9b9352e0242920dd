// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton, SkeletonBlock, SkeletonList } from './skeleton';

afterEach(cleanup);

describe('skeletons', () => {
  it('sizes a shape by its classes and hides it, unless it stands alone for a busy region', () => {
    const { container, rerender } = render(<Skeleton className="h-48 w-full" />);
    const shape = container.firstElementChild;
    expect(shape?.className).toBe('skeleton h-48 w-full');
    expect(shape?.getAttribute('aria-hidden')).toBe('true');
    expect(shape?.hasAttribute('aria-busy')).toBe(false);
    rerender(<Skeleton as="span" className="inline-block h-8" busy />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.firstElementChild?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('announces a busy region once, politely, with its shapes hidden', () => {
    const { container } = render(<SkeletonList label="Loading favourites" count={3} className="space-y-3" itemClassName="h-20" />);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading favourites');
    expect(container.querySelectorAll('li.skeleton.h-20')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('leaves the status out of a region without a label', () => {
    render(
      <SkeletonBlock className="space-y-4">
        <Skeleton className="h-12" />
      </SkeletonBlock>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
