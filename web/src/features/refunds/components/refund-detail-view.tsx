import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { isApiError } from '../../../lib/api/api-errors';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { refundsDetailQueryOptions } from '../api/refunds-detail';
import { orderDetailPath, REFUND_LIST_PATH } from '../refund-params';
import { refundState, voucherList } from '../refund-state';
import { DetailSection as Section, Facts } from '../../../components/ui/detail-section';
import { OrderLineList } from '../../../components/catalog/order-line';
import { Loading, Problem, RefundStatusText } from './refund-parts';
import { VoucherGallery } from './voucher-gallery';
import { paths } from '../../../lib/routing/paths';
import { LINK } from '../../../components/ui/classes';

/** A refund order (RE…): its state (with the shop's reason when refused), amount, what the shopper wrote, dates. */
export function RefundDetailView({ refundOrderNo }: { refundOrderNo: string }) {
  const { t } = useTranslation('refunds');
  const { to, locale } = useLocale();
  const format = usePriceFormat();
  const query = useQuery(refundsDetailQueryOptions(refundOrderNo));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    // Unknown and other users' numbers answer code 500 "does not exist": nothing to retry. Network trouble is.
    const missing = isApiError(query.error) && query.error.kind === 'app';
    return (
      <Problem
        title={t('detail.missing')}
        error={query.error}
        back={{ to: REFUND_LIST_PATH, label: t('backToList') }}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  const refund = query.data;
  const state = refundState(refund.refundStatus);
  const date = (value: string | null) => (value ? formatDate(value, locale, true) : null);
  const vouchers = voucherList(refund.refundReasonWapImg);

  return (
    <div className="space-y-4">
      <Section title={t('detail.status')}>
        <p className="text-lg" data-testid="refund-state">
          <RefundStatusText refundStatus={refund.refundStatus} />
        </p>
        <p className="mt-1 text-sm text-base-content/70">{t(`stateHint.${state}`)}</p>
        {state === 'rejected' && refund.refundReason ? (
          <p className="mt-2 rounded bg-error/10 p-3 text-sm text-error" data-testid="refund-rejection">
            {t('detail.rejection', { reason: refund.refundReason })}
          </p>
        ) : null}
      </Section>
      <Section title={t('detail.info')}>
        <Facts
          rows={[
            [t('detail.refundNo'), <span className="font-mono">{refund.refundOrderNo}</span>],
            [
              t('detail.orderNo'),
              <Link to={to(orderDetailPath(refund.merOrderNo))} className={`${LINK} font-mono`}>
                {refund.merOrderNo}
              </Link>,
            ],
            [
              t('detail.shop'),
              <Link to={to(paths.merchant({ id: refund.merId }))} className={LINK}>
                {refund.merName}
              </Link>,
            ],
            [t('detail.amount'), <span className="font-semibold">{format(refund.refundPrice)}</span>],
            [t('detail.reason'), refund.refundReasonWap],
            [t('detail.note'), refund.refundReasonWapExplain],
            [t('detail.createTime'), date(refund.createTime)],
            [t('detail.refundTime'), date(refund.refundTime)],
          ]}
        />
      </Section>
      {vouchers.length ? (
        <Section title={t('detail.vouchers')}>
          <VoucherGallery urls={vouchers} />
        </Section>
      ) : null}
      <Section title={t('detail.goods')}>
        <OrderLineList picture="sm" lines={refund.orderInfoList} />
      </Section>
    </div>
  );
}
