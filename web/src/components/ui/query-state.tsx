import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-client';
import { SKELETON } from './classes';

/*
 * The kit's loading and failure states, in one module: nearly every page shows both, and as one chunk they cost
 * a page's first load less than two chunks of a few hundred bytes each would (docs/performance.md).
 */

/**
 * Where an error block sits, which decides its look:
 * - `page`: a page's or a list's area, centred, the title above the server message and the retry 1 rem under;
 * - `box`: inside a panel, a form, a dialog or a side column, left-aligned small text sized by its container;
 * - `inline`: one line of text with the retry button after it (a section below a product or on the home page).
 */
export type ErrorLayout = 'page' | 'box' | 'inline';

const CONTAINER: Record<ErrorLayout, string> = {
  page: 'py-10 text-center',
  box: 'text-sm',
  inline: '',
};
const MESSAGE_WITH_TITLE: Record<Exclude<ErrorLayout, 'inline'>, string> = {
  page: 'mt-1 text-sm text-base-content/70',
  box: 'mt-1 text-base-content/70',
};
const BUTTON: Record<ErrorLayout, string> = {
  page: 'btn btn-sm mt-4',
  box: 'btn btn-sm mt-3',
  inline: 'btn btn-sm',
};

export interface ErrorBlockProps {
  /** The failure; its message (errorMessage) is shown. Left out where the title alone says what failed. */
  error?: unknown;
  /** The localised "Try again" label (each namespace keeps its own key). */
  retryLabel: string;
  onRetry: () => void;
  /** A localised line above the server message ("Could not load ..."). */
  title?: string;
  layout: ErrorLayout;
  /** Added to the layout's container classes (a page's `layout-width`, a list's border, a column's padding). */
  className?: string;
}

/** A failed load: role=alert, the title and/or the server's message, and a retry button. */
export function ErrorBlock({ error, retryLabel, onRetry, title, layout, className }: ErrorBlockProps) {
  const container = [CONTAINER[layout], className].filter(Boolean).join(' ') || undefined;
  const retry = (
    <button type="button" className={BUTTON[layout]} onClick={onRetry}>
      {retryLabel}
    </button>
  );
  if (layout === 'inline') {
    return (
      <p role="alert" className={container}>
        {title ?? errorMessage(error)} {retry}
      </p>
    );
  }
  return (
    <div role="alert" className={container}>
      {title ? <p>{title}</p> : null}
      {error !== undefined ? <p className={title ? MESSAGE_WITH_TITLE[layout] : undefined}>{errorMessage(error)}</p> : null}
      {retry}
    </div>
  );
}

/** The part of a React Query result the block reads (a `useQuery` result, or a few combined by the caller). */
export interface QueryLike<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> extends Omit<ErrorBlockProps, 'error' | 'onRetry'> {
  query: QueryLike<T>;
  /** Shown while the first answer is pending; sized like the content so the page does not shift. */
  skeleton: ReactNode;
  /** When true for the answer, `emptyContent` is shown instead of the children. */
  empty?: (data: T) => boolean;
  emptyContent?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The loading / error-with-retry / empty / content states of one query, in that order. */
export function QueryState<T>({ query, skeleton, empty, emptyContent, children, ...errorProps }: QueryStateProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.error || query.data === undefined)
    return <ErrorBlock {...errorProps} error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.(query.data)) return <>{emptyContent}</>;
  return <>{children(query.data)}</>;
}

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
