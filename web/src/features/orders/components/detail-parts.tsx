import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';
import { DetailSection, Facts } from '../../../components/ui/detail-section';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format/format';
import { isPositive, type MoneyValue } from '../../../lib/format/money';
import { useLocale } from '../../../lib/routing/use-locale';
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

interface AmountFields {
  proTotalPrice: MoneyValue;
  payPostage: MoneyValue;
  couponPrice: MoneyValue;
  payPrice: MoneyValue;
  paid: boolean;
}

/** Goods total, freight, coupon and what was (or is to be) paid, with the shopper's remark under them. */
export function AmountsSection({ order, remark }: { order: AmountFields; remark: string | null | undefined }) {
  const { t } = useTranslation('orders');
  const { price } = useDetailFormat();
  return (
    <DetailSection title={t('detail.amounts')}>
      <dl className="ml-auto grid w-80 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-base-content/70">{t('detail.goodsTotal')}</dt>
        <dd className="text-right">{price(order.proTotalPrice)}</dd>
        <dt className="text-base-content/70">{t('detail.freight')}</dt>
        <dd className="text-right">{price(order.payPostage)}</dd>
        {isPositive(order.couponPrice) ? (
          <>
            <dt className="text-base-content/70">{t('detail.coupon')}</dt>
            <dd className="text-right">−{price(order.couponPrice)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{order.paid ? t('detail.paidTotal') : t('detail.toPayTotal')}</dt>
        <dd className="text-right text-lg font-semibold text-error" data-testid="order-total">
          {price(order.payPrice)}
        </dd>
      </dl>
      {remark ? (
        <p className="mt-3 text-sm">
          <span className="text-base-content/70">{t('detail.remark')}: </span>
          {remark}
        </p>
      ) : null}
    </DetailSection>
  );
}

export function DetailLoading() {
  const { t } = useTranslation('orders');
  // Two blocks of the detail's height (the summary and the lines' 6 + 12 rem).
  return <SkeletonList label={t('detail.loading')} count={2} className="space-y-4" itemClassName="h-36 w-full" />;
}

export function DetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <ErrorBlock
      error={error}
      title={t('detail.loadFailed')}
      retryLabel={t('list.retry')}
      onRetry={onRetry}
      layout="page"
      className="rounded-box border border-base-200"
    />
  );
}

interface PaymentFields {
  createTime: string;
  payType: string;
  paid: boolean;
  payTime: string | null | undefined;
}

/** The time and payment rows both order details show after their own numbers. */
export function usePaymentRows(): (order: PaymentFields) => [string, ReactNode][] {
  const { t } = useTranslation('orders');
  const format = useDetailFormat();
  return (order) => [
    [t('detail.createTime'), format.date(order.createTime)],
    [t('detail.payType'), format.payType(order.payType)],
    [t('detail.payStatus'), order.paid ? t('detail.paid') : t('detail.unpaid')],
    [t('detail.payTime'), format.date(order.payTime)],
  ];
}

type Maybe = string | null | undefined;

interface ConsigneeFields {
  realName: Maybe;
  userPhone: Maybe;
  email: Maybe;
  userAddress: Maybe;
}

/** Who receives the order and where: the same block on the master and the merchant order. */
export function ConsigneeSection({ order }: { order: ConsigneeFields }) {
  const { t } = useTranslation('orders');
  return (
    <DetailSection title={t('detail.consignee')}>
      <Facts
        rows={[
          [t('detail.name'), order.realName],
          [t('detail.phone'), order.userPhone],
          [t('detail.email'), order.email],
          [t('detail.address'), order.userAddress],
        ]}
      />
    </DetailSection>
  );
}
