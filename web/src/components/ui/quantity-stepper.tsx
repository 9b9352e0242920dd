import { useState } from 'react';
import { clampQuantity } from '../../lib/format/quantity';

export interface QuantityStepperProps {
  /** The input's id, for a visible <label htmlFor>; without one, `label` names the input. */
  id?: string;
  label?: string;
  value: number;
  max: number;
  disabled?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
}

/**
 * A number field between − and + buttons, kept between 1 and `max`. Typed text is committed on blur or Enter, so
 * a half-typed number never reaches `onChange`.
 */
export function QuantityStepper({ id, label, value, max, disabled = false, decreaseLabel, increaseLabel, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    const next = clampQuantity(Number(text), max);
    if (next !== value) onChange(next);
  };
  return (
    <div className="join">
      <button
        type="button"
        className="btn join-item btn-sm"
        aria-label={decreaseLabel}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        id={id}
        aria-label={id ? undefined : label}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        className="input join-item w-16 text-center input-sm"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        className="btn join-item btn-sm"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
