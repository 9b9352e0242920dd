import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN, BTN_SM, INPUT, INPUT_SM } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

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
        className={`${INPUT} w-24 ${INPUT_SM}`}
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
        className={`${INPUT} w-24 ${INPUT_SM}`}
      />
      <button type="submit" className={`${BTN} ${BTN_SM}`}>
        {t('priceFilter.apply')}
      </button>
      {min !== null || max !== null ? (
        <Button variant="ghost" size="sm" onClick={() => onApply({ minPrice: null, maxPrice: null })}>
          {t('priceFilter.clear')}
        </Button>
      ) : null}
    </form>
  );
}
