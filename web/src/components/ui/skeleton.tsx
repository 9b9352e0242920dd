import { SKELETON } from './classes';

/**
 * Loading placeholders (docs/conventions.md, "The kit"). A shape holds the size of what will replace it, so nothing
 * moves when it arrives. The loading semantics live here and only here:
 * - a shape is decoration: `aria-hidden`, no text, no `aria-busy` (it is replaced, not updated, so there is nothing
 *   for a busy state to hold back);
 * - a region that waits for data says so once: the one placeholder given `label` carries a polite status
 *   (`role="status"`) with that localised text for screen readers, visually hidden. The other shapes of the same
 *   region, and the placeholders of deferred parts (their code, not data, is on its way), take no label.
 */
interface SkeletonProps {
  /** The shape's size and place (Tailwind utilities): `h-48 w-full`, `aspect-square w-[420px]`. */
  className: string;
  /** `span` inside phrasing content (a heading); `div` otherwise. */
  as?: 'div' | 'span';
  /** The region's localised "Loading ..." line, on one placeholder per region. */
  label?: string;
}

/** The region's one announcement, visually hidden. */
function LoadingStatus({ label }: { label: string }) {
  return (
    <span role="status" className="sr-only">
      {label}
    </span>
  );
}

/** One placeholder shape. */
export function Skeleton({ className, as: Tag = 'div', label }: SkeletonProps) {
  if (label === undefined) return <Tag className={`${SKELETON} ${className}`} aria-hidden="true" />;
  return (
    <Tag className={`${SKELETON} ${className}`}>
      <LoadingStatus label={label} />
    </Tag>
  );
}

interface SkeletonListProps {
  /** How many rows or tiles. */
  count: number;
  /** The list's layout, as the loaded list has it (`space-y-3`, `grid grid-cols-5 gap-4`). */
  className: string;
  /** Each row's or tile's size (`h-28 w-full`, `aspect-[3/4]`). */
  itemClassName: string;
  /** The region's localised "Loading ..." line; left out where another placeholder of the region carries it. */
  label?: string;
}

/** `count` equal shapes laid out as the list they stand for. */
export function SkeletonList({ count, className, itemClassName, label }: SkeletonListProps) {
  return (
    <div className={className}>
      {label === undefined ? null : <LoadingStatus label={label} />}
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
