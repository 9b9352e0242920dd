import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { RefundListView } from '../../features/refunds/components/refund-list-view';
import { PAGE_PARAM, parseRefundPage } from '../../features/refunds/refund-params';

/** /users/refund_list — the shopper's refunds (after-sales), `?page=` in the URL. */
export default function RefundListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = parseRefundPage(params.get(PAGE_PARAM));
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete(PAGE_PARAM);
    else next.set(PAGE_PARAM, String(n));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
  return (
    <AccountFrame title={t('routes.refundList')}>
      <RefundListView page={page} hrefFor={hrefFor} />
    </AccountFrame>
  );
}
