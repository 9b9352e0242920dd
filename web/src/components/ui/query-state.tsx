import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-client';

/**
 * How an error block is laid out. The layouts are the ones the pages already had (their e2e specs and the visual
 * baselines rely on the DOM and classes):
 * - `centered`: a page or list area, optional title, the server message below it, the retry button 1 rem under;
 * - `stacked`: a compact block in an account panel, the message and the button spaced by the container;
 * - `panel`: a bordered box (cart, checkout, dialogs), title first, the button 0.75 rem under;
 * - `compact`: a narrow side column (a shop's category tree), small text and an extra-small button;
 * - `field`: inside a form section (checkout address, pay method), small text and an extra-small outline button;
 * - `section`: an account list (addresses), an outline button 1 rem under;
 * - `inline`: one line of text with the button after it (a section below a product or the home page).
 */
export type ErrorLayout = 'centered' | 'stacked' | 'panel' | 'compact' | 'field' | 'section' | 'inline';

const CONTAINER: Record<ErrorLayout, string | undefined> = {
  centered: 'py-10 text-center',
  stacked: 'space-y-2',
  panel: 'rounded-box border border-base-200 p-6',
  compact: 'px-3 py-2 text-sm',
  field: 'text-sm',
  section: 'py-6',
  inline: undefined,
};
const MESSAGE_WITH_TITLE: Record<ErrorLayout, string> = {
  centered: 'mt-1 text-sm text-base-content/70',
  stacked: 'text-sm text-base-content/70',
  panel: 'text-sm text-base-content/70',
  compact: 'text-base-content/70',
  field: 'text-base-content/70',
  section: 'mt-1 text-sm text-base-content/70',
  inline: '',
};
const BUTTON: Record<ErrorLayout, string> = {
  centered: 'btn btn-sm mt-4',
  stacked: 'btn btn-sm',
  panel: 'btn btn-sm mt-3',
  compact: 'btn btn-xs mt-2',
  field: 'btn btn-outline btn-xs mt-2',
  section: 'btn btn-outline btn-sm mt-4',
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
  layout?: ErrorLayout;
  /** Replaces the layout's container classes (a page adds `layout-width`, a list its border). */
  className?: string;
}

/** A failed load: role=alert, the title and/or the server's message, and a retry button. */
export function ErrorBlock({ error, retryLabel, onRetry, title, layout = 'centered', className }: ErrorBlockProps) {
  const hasMessage = error !== undefined;
  const retry = (
    <button type="button" className={BUTTON[layout]} onClick={onRetry}>
      {retryLabel}
    </button>
  );
  if (layout === 'inline') {
    return (
      <p role="alert" className={className}>
        {title ?? errorMessage(error)} {retry}
      </p>
    );
  }
  return (
    <div role="alert" className={className ?? CONTAINER[layout]}>
      {title ? <p>{title}</p> : null}
      {hasMessage ? <p className={title ? MESSAGE_WITH_TITLE[layout] : undefined}>{errorMessage(error)}</p> : null}
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
 * A loading placeholder: `count` skeleton rows, hidden from assistive technology, announced once as `label`
 * (a polite status) while the region is busy.
 */
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
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={itemClassName} />
        ))}
      </ul>
    </div>
  );
}
