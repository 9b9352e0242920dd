import type { ReactNode } from 'react';

/**
 * The loading placeholders of every page. A placeholder is sized like the content it stands for (its `className`
 * carries the height and width), so the page does not shift when the answer arrives (e2e/specs/performance.spec.ts
 * measures the layout shift). A region is announced once, politely, while it is busy; the shapes themselves are
 * hidden from assistive technology.
 */

type ShapeTag = 'div' | 'li' | 'span';

/** One grey pulsing shape; `className` sizes it. `busy` marks a shape that stands alone for a whole region. */
export function Skeleton({ className = '', as: Tag = 'div', busy }: { className?: string; as?: ShapeTag; busy?: boolean }) {
  return <Tag className={`skeleton ${className}`} aria-busy={busy ? 'true' : undefined} aria-hidden={busy ? undefined : 'true'} />;
}

/** A busy region holding skeleton shapes, announced once as `label` (a polite status). */
export function SkeletonBlock({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      {label ? (
        <p role="status" className="sr-only">
          {label}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** `count` shapes of one size in a list laid out by `className` (a grid of cards, a column of rows). */
export function SkeletonItems({ count, className, itemClassName }: { count: number; className: string; itemClassName: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} as="li" className={itemClassName} />
      ))}
    </ul>
  );
}

/** A busy region of `count` shapes (SkeletonItems) announced once as `label`. */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
}: {
  label: string;
  count: number;
  className: string;
  itemClassName: string;
}) {
  return (
    <SkeletonBlock label={label}>
      <SkeletonItems count={count} className={className} itemClassName={itemClassName} />
    </SkeletonBlock>
  );
}
