import { useId, type ReactNode } from 'react';

/** A titled, bordered block of a detail page (order, refund), with optional actions beside the title. */
export function DetailSection({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-200 p-4">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * Label/value rows; rows without a value are left out. A value may be the shopper's own text (a refund note, a pasted
 * link): its column may shrink below its longest word (`minmax(0, 1fr)`) and the word breaks anywhere, so a long one
 * wraps inside the card instead of widening the page.
 */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[10rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/70">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
