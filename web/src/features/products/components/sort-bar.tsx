import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type SortKey } from '../search-href';
import { buttonClass } from '../../../components/ui/button';
import { Join } from '../../../components/ui/input';

const LABELS = { default: 'sort.default', sales: 'sort.sales', 'price-asc': 'sort.priceAsc', 'price-desc': 'sort.priceDesc' } as const;

/** Sort options as a group of toggle buttons (exactly one pressed). */
export function SortBar({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const { t } = useTranslation('products');
  return (
    <Join role="group" aria-label={t('sort.label')}>
      {SORT_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className={buttonClass(value === key ? 'primary' : 'ghost', 'sm', '', { joined: true })}
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {t(LABELS[key])}
        </button>
      ))}
    </Join>
  );
}
