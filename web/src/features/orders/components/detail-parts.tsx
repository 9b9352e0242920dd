import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';
import { ErrorBlock } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { isPositive, type MoneyValue } from '../../../lib/money';
import { useLocale } from '../../../lib/use-locale';
import { payTypeKey } from '../order-state';

export function useDetailFormat() {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  const price = usePriceFormat();
  return {
    price,
    date: (value: string | null | undefined) => (value ? formatDate(value, locale, true) : null),
    payType: (value: string) => {
      const key = payTypeKey(value);
      return key ? t(`detail.payTypes.${key}`) : value;
    },
  };
}

interface AmountsProps {
  goods: MoneyValue;
  freight: MoneyValue;
  coupon: MoneyValue;
  total: MoneyValue;
  paid: boolean;
}

/** Goods total, freight, coupon and what was (or is to be) paid. */
export function Amounts({ goods, freight, coupon, total, paid }: AmountsProps) {
  const { t } = useTranslation('orders');
  const { price } = useDetailFormat();
  return (
    <dl className="ml-auto grid w-80 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      <dt className="text-base-content/70">{t('detail.goodsTotal')}</dt>
      <dd className="text-right">{price(goods)}</dd>
      <dt className="text-base-content/70">{t('detail.freight')}</dt>
      <dd className="text-right">{price(freight)}</dd>
      {isPositive(coupon) ? (
        <>
          <dt className="text-base-content/70">{t('detail.coupon')}</dt>
          <dd className="text-right">−{price(coupon)}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{paid ? t('detail.paidTotal') : t('detail.toPayTotal')}</dt>
      <dd className="text-right text-lg font-semibold text-error" data-testid="order-total">
        {price(total)}
      </dd>
    </dl>
  );
}

export function DetailLoading() {
  const { t } = useTranslation('orders');
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t('detail.loading')}
      </p>
      <div className="h-24 w-full skeleton" />
      <div className="h-48 w-full skeleton" />
    </div>
  );
}

export function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <ErrorBlock
      error={error}
      title={t('detail.loadFailed')}
      retryLabel={t('list.retry')}
      onRetry={onRetry}
      className="rounded-box border border-base-200 py-10 text-center"
    />
  );
}
