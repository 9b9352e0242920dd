import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { buttonClass } from './button';

/**
 * Where a failed load is shown, one of three:
 * - `page`: a page or a list area, centred; the server's message under the title, the retry button 1 rem under;
 * - `panel`: a bordered box inside a page (the cart, checkout, an account list, a dialog); the button 0.75 rem under;
 * - `field`: inside a form section or a narrow column (an address or pay method field, a shop's category tree,
 *   a section below a product), small text and an extra-small outline button.
 */
export type ErrorLayout = 'page' | 'panel' | 'field';

const LOOK: Record<ErrorLayout, { container: string; message: string; button: string }> = {
  page: { container: 'py-10 text-center', message: 'mt-1 text-sm text-base-content/70', button: buttonClass('plain', 'sm', 'mt-4') },
  panel: {
    container: 'rounded-box border border-base-200 p-6',
    message: 'text-sm text-base-content/70',
    button: buttonClass('plain', 'sm', 'mt-3'),
  },
  field: { container: 'text-sm', message: 'text-base-content/70', button: buttonClass('outline', 'xs', 'mt-2') },
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
export function ErrorBlock({ error, retryLabel, onRetry, title, layout = 'page', className }: ErrorBlockProps) {
  const look = LOOK[layout];
  return (
    <div role="alert" className={className ?? look.container}>
      {title ? <p>{title}</p> : null}
      {error !== undefined ? <p className={title ? look.message : undefined}>{errorMessage(error)}</p> : null}
      <button type="button" className={look.button} onClick={onRetry}>
        {retryLabel}
      </button>
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

// The files another change is rewriting still import SkeletonList from here; it lives in skeleton.tsx.
export { SkeletonList } from './skeleton';
