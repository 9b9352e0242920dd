import { useTranslation } from 'react-i18next';

/** Read-only stars (1-5) with a text alternative. */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const rounded = Math.max(0, Math.min(5, Math.round(value)));
  const sizes = { xs: 'text-xs', sm: 'text-sm', md: 'text-lg' } as const;
  return (
    <span role="img" aria-label={t('kit.stars', { count: rounded })} className={`inline-flex leading-none ${sizes[size]}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rounded ? 'text-warning' : 'text-base-content/20'}>
          ★
        </span>
      ))}
    </span>
  );
}
