// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton, SkeletonList } from './skeleton';

afterEach(cleanup);

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
