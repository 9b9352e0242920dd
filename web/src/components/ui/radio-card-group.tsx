import { useId, type ReactNode } from 'react';
import { choiceCardClass } from './choice-card';
import { ErrorBlock } from './query-state';

export interface RadioCardOption<V extends string | number> {
  value: V;
  /** What the card shows beside its radio (its accessible name is this text). */
  label: ReactNode;
}

export interface RadioCardGroupProps<V extends string | number> {
  legend: ReactNode;
  /** Radio group name, unique on the page. */
  name: string;
  options: readonly RadioCardOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** Set while the choices load: said (a polite status) instead of the cards. */
  loading?: string | false | undefined;
  /** The choices did not load: the message and a retry instead of the cards. */
  failed?: { title: string; retryLabel: string; onRetry: () => void } | null | undefined;
  /** Said when there is nothing to choose. */
  emptyText: string;
  /** The message under the cards (e.g. "Please select a payment method"), already translated. */
  error?: string | undefined;
  /** Gets the first radio, to focus when the form reports the error. */
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
  /** More classes of each card (its text size). */
  cardClassName?: string;
  /** Under the cards and the error (e.g. the buttons to add or manage the choices). */
  children?: ReactNode;
}

/**
 * A required choice of one among a few (checkout's address and payment method): a fieldset of cards three to a row,
 * each a label holding its radio, the chosen one marked (choice-card.ts), the error under them described on every
 * radio. Until there are choices it says why instead: loading, a failed load with its retry, or none to choose.
 */
export function RadioCardGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  loading,
  failed,
  emptyText,
  error,
  inputRef,
  cardClassName = '',
  children,
}: RadioCardGroupProps<V>) {
  const errorId = useId();
  let status: ReactNode = null;
  if (loading) {
    status = (
      <p role="status" className="text-sm text-base-content/70">
        {loading}
      </p>
    );
  } else if (failed) {
    status = <ErrorBlock title={failed.title} retryLabel={failed.retryLabel} onRetry={failed.onRetry} layout="box" />;
  } else if (options.length === 0) {
    status = <p className="text-sm text-base-content/70">{emptyText}</p>;
  }
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      {status ?? (
        <div className="grid grid-cols-3 gap-3">
          {options.map((option, index) => (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-box border p-3 ${choiceCardClass(value === option.value)} ${cardClassName}`}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                className="radio mt-0.5 radio-sm radio-primary"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={error ? errorId : undefined}
              />
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
