import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type SortKey } from '../search-href';

const LABELS = { default: 'sort.default', sales: 'sort.sales', 'price-asc': 'sort.priceAsc', 'price-desc': 'sort.priceDesc' } as const;

/** Sort options as a group of toggle buttons (exactly one pressed). */
export function SortBar({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const { t } = useTranslation('products');
  return (
    <div role="group" aria-label={t('sort.label')} className="join">
      {SORT_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className={`btn join-item btn-sm ${value === key ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {t(LABELS[key])}
        </button>
      ))}
    </div>
  );
}
