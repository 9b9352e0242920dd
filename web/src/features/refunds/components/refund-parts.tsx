import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { useLocale } from '../../../lib/routing/use-locale';
import { refundState, type RefundStateKey } from '../refund-state';
import { SkeletonList } from '../../../components/ui/query-state';

const TONE: Record<RefundStateKey, string> = {
  awaitingReview: 'text-warning',
  rejected: 'text-error',
  refunding: 'text-primary',
  refunded: 'text-base-content/70',
};

export function RefundStatusText({ refundStatus, className = '' }: { refundStatus: number; className?: string }) {
  const { t } = useTranslation('refunds');
  const state = refundState(refundStatus);
  return <span className={`font-semibold ${TONE[state]} ${className}`}>{t(`state.${state}`)}</span>;
}

export function Loading() {
  const { t } = useTranslation('refunds');
  return <SkeletonList label={t('loading')} count={2} className="space-y-4" itemClassName="h-32 w-full" />;
}

/**
 * A request that did not work out: a refusal (the backend's reason, e.g. an order awaiting receipt), a missing
 * number or a network failure. `onRetry` only for the last kind is the caller's choice.
 */
export function Problem({
  title,
  text,
  error,
  back,
  onRetry,
}: {
  title: string;
  text?: string;
  error?: unknown;
  back: { to: string; label: string };
  onRetry?: () => void;
}) {
  const { t } = useTranslation('refunds');
  const { to } = useLocale();
  return (
    <div role="alert" className="rounded-box border border-base-200 px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      {text ? <p className="mt-2 text-base-content/70">{text}</p> : null}
      {error !== undefined ? <p className="mt-2 text-base-content/70">{errorMessage(error)}</p> : null}
      <div className="mt-6 flex justify-center gap-3">
        {onRetry ? (
          <button type="button" className={buttonClass('outline', 'sm')} onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
        <Link to={to(back.to)} className={buttonClass('primary', 'sm')}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
