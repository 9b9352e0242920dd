import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-client';

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
