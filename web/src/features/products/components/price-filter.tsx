import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PriceFilterProps {
  min: number | null;
  max: number | null;
  onApply: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}

function readPrice(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Minimum and maximum price; the fields are uncontrolled and re-created when the URL changes. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation('products');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let minPrice = readPrice(data.get('minPrice'));
    let maxPrice = readPrice(data.get('maxPrice'));
    if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    onApply({ minPrice, maxPrice });
  };
  return (
    <form key={`${min ?? ''}-${max ?? ''}`} onSubmit={submit} className="flex items-center gap-2" aria-label={t('priceFilter.label')}>
      <label htmlFor={`${id}-min`} className="sr-only">
        {t('priceFilter.min')}
      </label>
      <input
        id={`${id}-min`}
        name="minPrice"
        type="number"
        min={0}
        step="0.01"
        defaultValue={min ?? ''}
        placeholder={t('priceFilter.minShort')}
        className="input w-24 input-sm"
      />
      <span aria-hidden="true">–</span>
      <label htmlFor={`${id}-max`} className="sr-only">
        {t('priceFilter.max')}
      </label>
      <input
        id={`${id}-max`}
        name="maxPrice"
        type="number"
        min={0}
        step="0.01"
        defaultValue={max ?? ''}
        placeholder={t('priceFilter.maxShort')}
        className="input w-24 input-sm"
      />
      <button type="submit" className="btn btn-sm">
        {t('priceFilter.apply')}
      </button>
      {min !== null || max !== null ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onApply({ minPrice: null, maxPrice: null })}>
          {t('priceFilter.clear')}
        </button>
      ) : null}
    </form>
  );
}
