import type { ComputedPrice } from '@contract';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';

/** Goods, freight, coupon and the amount to pay, as computed/price answered for the current choices. */
export function OrderTotals({ price, updating, count }: { price: ComputedPrice; updating: boolean; count: number }) {
  const { t } = useTranslation('checkout');
  const format = usePriceFormat();
  return (
    <section aria-labelledby="checkout-totals" aria-busy={updating} className="rounded-box bg-base-200 p-4">
      <h2 id="checkout-totals" className="sr-only">
        {t('totals.title')}
      </h2>
      <dl className="ml-auto grid w-80 grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>{t('totals.goods', { count })}</dt>
        <dd className="text-right" data-testid="total-goods">
          {format(price.proTotalFee)}
        </dd>
        <dt>{t('totals.freight')}</dt>
        <dd className="text-right" data-testid="total-freight">
          {format(price.freightFee)}
        </dd>
        <dt>{t('totals.coupon')}</dt>
        <dd className="text-right" data-testid="total-coupon">
          −{format(price.couponFee)}
        </dd>
        <dt className="pt-2 text-lg font-semibold">{t('totals.pay')}</dt>
        <dd className="pt-2 text-right text-2xl font-semibold text-error" data-testid="total-pay">
          {format(price.payFee)}
        </dd>
      </dl>
    </section>
  );
}
