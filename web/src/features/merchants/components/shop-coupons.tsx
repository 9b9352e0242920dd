import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';

interface ShopCouponsProps {
  /** The coupon list's state; `ready` shows the children (the tickets, `<li>` each). */
  status: 'pending' | 'error' | 'empty' | 'ready';
  error?: unknown;
  onRetry: () => void;
  /** A guest sees why "Receive now" asks them to sign in. */
  signInHint: boolean;
  children?: ReactNode;
}

/**
 * The coupon tab's frame: heading, sign-in hint, loading, error and empty states around the tickets. The tickets
 * and the receive call belong to the coupons feature; the route places them here, so neither feature imports the
 * other.
 */
export function ShopCoupons({ status, error, onRetry, signInHint, children }: ShopCouponsProps) {
  const { t } = useTranslation('merchants');
  return (
    <section aria-labelledby="shop-coupons-title" className="space-y-4">
      <h2 id="shop-coupons-title" className="text-xl font-semibold">
        {t('coupon.heading')}
      </h2>
      {signInHint ? <p className="text-sm text-base-content/70">{t('coupon.signInHint')}</p> : null}
      {status === 'pending' ? (
        <SkeletonList count={4} className="grid grid-cols-2 gap-4" itemClassName="h-28" label={t('common.loading')} />
      ) : status === 'error' ? (
        <ErrorBlock error={error} title={t('coupon.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} layout="page" />
      ) : status === 'empty' ? (
        <p className="rounded-box border border-base-200 py-12 text-center text-base-content/70">{t('coupon.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4" aria-label={t('coupon.heading')}>
          {children}
        </ul>
      )}
    </section>
  );
}
