import type { OrderInfo } from '@contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { usePriceFormat } from '../../../components/catalog/price';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { refundState, type RefundStateKey } from '../refund-state';
import { paths } from '../../../lib/paths';

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

/** The refunded order's lines: picture, name (to the product), specification, unit price × quantity. */
export function RefundLines({ lines }: { lines: readonly OrderInfo[] }) {
  const { t } = useTranslation('refunds');
  const { to } = useLocale();
  const format = usePriceFormat();
  return (
    <ul className="divide-y divide-base-200">
      {lines.map((line) => {
        const href = to(paths.goodsDetail(line.productId));
        return (
          <li key={line.id} className="flex items-center gap-4 py-3">
            <Link to={href} tabIndex={-1} aria-hidden="true" className="w-14 shrink-0">
              <LazyImage src={line.image} alt="" className="w-14 rounded" />
            </Link>
            <div className="min-w-0 flex-1">
              <Link to={href} className="line-clamp-2 link font-medium link-hover">
                {line.productName}
              </Link>
              {line.sku ? <p className="text-sm text-base-content/70">{t('line.sku', { sku: line.sku })}</p> : null}
            </div>
            <p className="w-32 shrink-0 text-right text-sm">{t('line.priceQty', { price: format(line.price), count: line.payNum })}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function Loading() {
  const { t } = useTranslation('refunds');
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="h-32 w-full skeleton" />
      <div className="h-32 w-full skeleton" />
    </div>
  );
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
