import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';
import { useLoggedIn } from '../../../lib/react/use-session';
import { couponsListQueryOptions } from '../api/coupons-list';
import { CouponReceiveButton, useCouponReceiving } from './coupon-receive';
import { isPositive } from '../../../lib/format/money';

/** Product coupons (useType 2) with "receive now"; hidden when there are none. */
export function ProductCoupons({ productId, merId }: { productId: number; merId: number }) {
  const { t } = useTranslation('products');
  const loggedIn = useLoggedIn();
  const format = usePriceFormat();
  const { data } = useQuery(couponsListQueryOptions({ useType: 2, productId, merId }, loggedIn ? 'user' : 'guest'));
  const receiving = useCouponReceiving({ loggedIn, receivedToast: t('coupon.receivedToast') });
  const coupons = data?.list ?? [];
  if (coupons.length === 0) return null;

  return (
    <section aria-labelledby="product-coupons-title" className="flex items-start gap-4">
      <h2 id="product-coupons-title" className="w-20 shrink-0 pt-1 text-sm text-base-content/70">
        {t('coupon.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {coupons.map((coupon) => {
          const condition = isPositive(coupon.minPrice)
            ? t('coupon.minSpend', { amount: format(coupon.minPrice) })
            : t('coupon.noThreshold');
          return (
            <li key={coupon.id} className="flex items-center gap-2 rounded border border-dashed border-error px-2 py-1 text-sm">
              <span className="font-semibold text-error">{t('coupon.off', { amount: format(coupon.money) })}</span>
              <span className="text-base-content/70">{condition}</span>
              <CouponReceiveButton coupon={coupon} receiving={receiving} look="inline" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
