import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { buttonClass } from '../../components/ui/button';
import { ordersDetailQueryOptions } from '../../features/orders/api/orders-detail';
import { isMissingOrderError } from '../../features/orders/components/missing-order';
import { linesToReview } from '../../features/orders/order-state';
import { EVALUATION_LIST_PATH, parseReviewTarget, pickReviewLine, type ReviewTarget } from '../../features/reviews/review-write';
import { errorMessage } from '../../lib/api/api-client';
import { lazyOnArrival } from '../../lib/react/lazy-on-arrival';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { BTN, BTN_SM } from '../../components/ui/classes';
import { Skeleton } from '../../components/ui/query-state';

/**
 * The form brings react-hook-form, zod and the contract's review schema (docs/adr/0012): fetched as soon as this
 * page's code is in, beside the order's detail, while the page shows its skeleton.
 */
const ReviewFormView = lazyOnArrival(() => import('./evaluation-confirm-form'));

/**
 * /users/evaluation_confirm?orderNo=SH…&productId=…&orderInfoId=… — the review form of one order line. The line
 * comes from the order's detail (there is no line endpoint), which also tells whether it is still open to review.
 */
export default function EvaluationConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = parseReviewTarget(params);
  return (
    <AccountFrame title={t('routes.evaluationConfirm')}>
      {target ? <ReviewTargetView target={target} /> : <Notice messageKey="missing" />}
    </AccountFrame>
  );
}

function ReviewTargetView({ target }: { target: ReviewTarget }) {
  const { t } = useTranslation('reviews');
  const query = useQuery({ ...ordersDetailQueryOptions(target.orderNo), retry: false });
  const skeleton = <Skeleton className="h-64" label={t('state.loading')} />;
  if (query.isPending) return skeleton;
  if (query.isError) {
    if (isMissingOrderError(query.error)) return <Notice messageKey="missing" />;
    return (
      <Notice messageKey="loadFailed" detail={errorMessage(query.error)}>
        <button type="button" className={`${BTN} ${BTN_SM}`} onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </Notice>
    );
  }
  const order = query.data;
  const line = pickReviewLine(order.orderInfoList, target);
  if (!line) return <Notice messageKey="missing" />;
  if (line.isReply) return <Notice messageKey="alreadyReviewed" productId={line.productId} />;
  if (!linesToReview(order).some((open) => open.id === line.id)) return <Notice messageKey="notReceived" />;
  return <ReviewFormView placeholder={skeleton} order={order} line={line} />;
}

type NoticeKey = 'missing' | 'alreadyReviewed' | 'notReceived' | 'loadFailed';

/** Why there is no form: an unknown line, one already reviewed, one not received yet, or a failed load. */
function Notice({
  messageKey,
  detail,
  productId,
  children,
}: {
  messageKey: NoticeKey;
  detail?: string;
  productId?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const { to } = useLocale();
  return (
    <div role={messageKey === 'loadFailed' ? 'alert' : undefined} className="rounded-box border border-base-200 px-6 py-14 text-center">
      <h2 className="text-xl font-semibold">{t(`state.${messageKey}`)}</h2>
      {detail ? <p className="mt-1 text-sm text-base-content/70">{detail}</p> : null}
      <div className="mt-6 flex justify-center gap-3">
        {children}
        {productId !== undefined ? (
          <Link to={to(paths.goodsDetail(productId))} className={buttonClass('outline', 'sm')}>
            {t('state.viewProduct')}
          </Link>
        ) : null}
        <Link to={to(EVALUATION_LIST_PATH)} className={buttonClass('primary', 'sm')}>
          {t('state.toList')}
        </Link>
      </div>
    </div>
  );
}
