import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../sku-matrix';

interface QuantityInputProps {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** A number field with − and + buttons, kept between 1 and the stock. */
export function QuantityInput({ value, max, disabled = false, onChange }: QuantityInputProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    onChange(clampQuantity(Number(text), max));
  };
  return (
    <div className="flex items-center gap-4">
      <label htmlFor={id} className="w-20 shrink-0 text-sm text-base-content/70">
        {t('product.quantity')}
      </label>
      <div className="join">
        <button
          type="button"
          className="btn join-item btn-sm"
          aria-label={t('product.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, max))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          className="input join-item input-sm w-16 text-center"
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
          aria-label={t('product.increase')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clampQuantity(value + 1, max))}
        >
          +
        </button>
      </div>
    </div>
  );
}
