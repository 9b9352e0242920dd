import type { OrderCoupon } from '@contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';
import { isPositive } from '../../../lib/format/money';
import { SELECT, SELECT_ERROR } from '../../../components/ui/classes';

export interface CouponSelectProps {
  coupons: readonly OrderCoupon[] | undefined;
  loading: boolean;
  /** The user-coupon id; 0 is "no coupon". */
  value: number;
  onChange: (id: number) => void;
  error?: string | undefined;
}

/** The coupons that fit this order (one per order), or none. */
export function CouponSelect({ coupons, loading, value, onChange, error }: CouponSelectProps) {
  const { t } = useTranslation('checkout');
  const format = usePriceFormat();
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  const count = coupons?.length ?? 0;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-base font-semibold">
        {t('coupon.label')}
      </label>
      <select
        id={id}
        className={`${SELECT} w-full max-w-md ${error ? SELECT_ERROR : ''}`}
        value={value}
        disabled={loading || count === 0}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{t('coupon.none')}</option>
        {coupons?.map((coupon) => (
          <option key={coupon.id} value={coupon.id}>
            {isPositive(coupon.minPrice)
              ? t('coupon.optionMin', { name: coupon.name, money: format(coupon.money), min: format(coupon.minPrice) })
              : t('coupon.option', { name: coupon.name, money: format(coupon.money) })}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-sm text-base-content/70">
        {loading ? t('coupon.loading') : t('coupon.available', { count })}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
