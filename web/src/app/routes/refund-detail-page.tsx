import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { buttonClass } from '../../components/ui/button';
import { RefundDetailView } from '../../features/refunds/components/refund-detail-view';
import { Problem } from '../../features/refunds/components/refund-parts';
import { parseRefundOrderNo, REFUND_LIST_PATH } from '../../features/refunds/refund-params';
import { useLocale } from '../../lib/routing/use-locale';

/** /order/refund_detail?orderNo=RE… — one refund order; no number or another kind: it cannot be viewed. */
export default function RefundDetailPage() {
  const { t } = useTranslation();
  const { t: tRefunds } = useTranslation('refunds');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const refundOrderNo = parseRefundOrderNo(params.get('orderNo'));
  return (
    <AccountFrame
      title={t('routes.refundDetail')}
      actions={
        <Link to={to(REFUND_LIST_PATH)} className={buttonClass('ghost', 'sm')}>
          {tRefunds('backToList')}
        </Link>
      }
    >
      {refundOrderNo ? (
        <RefundDetailView key={refundOrderNo} refundOrderNo={refundOrderNo} />
      ) : (
        <Problem title={tRefunds('detail.missing')} back={{ to: REFUND_LIST_PATH, label: tRefunds('backToList') }} />
      )}
    </AccountFrame>
  );
}
