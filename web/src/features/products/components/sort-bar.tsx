import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type SortKey } from '../search-href';
import { BTN, BTN_GHOST, BTN_PRIMARY, BTN_SM, JOIN, JOIN_ITEM } from '../../../components/ui/classes';

const LABELS = { default: 'sort.default', sales: 'sort.sales', 'price-asc': 'sort.priceAsc', 'price-desc': 'sort.priceDesc' } as const;

/** Sort options as a group of toggle buttons (exactly one pressed). */
export function SortBar({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const { t } = useTranslation('products');
  return (
    <div role="group" aria-label={t('sort.label')} className={JOIN}>
      {SORT_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className={`${BTN} ${JOIN_ITEM} ${BTN_SM} ${value === key ? BTN_PRIMARY : BTN_GHOST}`}
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {t(LABELS[key])}
        </button>
      ))}
    </div>
  );
}
