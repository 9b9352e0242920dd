import type { UserCoupon } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { usePriceFormat } from '../../../components/catalog/price';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';
import { useLocale } from '../../../lib/routing/use-locale';
import { couponsUserListQueryOptions } from '../api/coupons-user-list';
import { COUPON_PAGE_SIZE, couponSearch, type CouponPageState } from '../coupon-params';
import { CouponTicket } from './coupon-ticket';
import { useScopeLabel } from './use-scope-label';
import { isPositive } from '../../../lib/format/money';
import { paths } from '../../../lib/routing/paths';
import { formatDate } from '../../../lib/format/format';
import { BTN, BTN_PRIMARY, BTN_SM, BTN_XS } from '../../../components/ui/classes';

/** The coupons the shopper holds: usable ones (with "use now"), or used and expired ones, greyed. */
export function MyCoupons({ state }: { state: CouponPageState }) {
  const { t } = useTranslation('coupons');
  const { to, locale } = useLocale();
  const format = usePriceFormat();
  const scopeLabel = useScopeLabel();
  const { data, error, isPending, refetch } = useQuery(couponsUserListQueryOptions(state.held, state.page, COUPON_PAGE_SIZE));

  const badge = (coupon: UserCoupon): string | undefined => {
    if (coupon.validStr === 'notStart') return t('badge.notStart');
    if (coupon.validStr === 'overdue' || coupon.status === 2) return t('badge.expired');
    if (coupon.status === 1) return t('badge.used');
    return undefined;
  };

  if (isPending) return <Skeleton className="h-40 w-full" label={t('loading')} />;
  if (error) {
    return <ErrorBlock error={error} retryLabel={t('retry')} onRetry={() => void refetch()} layout="page" />;
  }
  if (data.list.length === 0) {
    return (
      <div className="rounded-box border border-base-200 px-6 py-12 text-center">
        <p>{state.held === 'usable' ? t('mine.emptyUsable') : t('mine.emptyUnusable')}</p>
        {state.held === 'usable' ? (
          <Link
            className={`${BTN} mt-4 ${BTN_PRIMARY} ${BTN_SM}`}
            to={to(paths.couponList(couponSearch({ ...state, view: 'center', page: 1 })))}
          >
            {t('mine.getCoupons')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-4" aria-label={state.held === 'usable' ? t('mine.usable') : t('mine.unusable')}>
        {data.list.map((coupon) => (
          <CouponTicket
            key={coupon.id}
            amount={t('off', { amount: format(coupon.money) })}
            condition={isPositive(coupon.minPrice) ? t('minSpend', { amount: format(coupon.minPrice) }) : t('noThreshold')}
            name={coupon.name}
            scope={scopeLabel(coupon.useType)}
            validity={
              coupon.status === 1 && coupon.useTime
                ? t('usedOn', { date: formatDate(coupon.useTime, locale) })
                : t('validBetween', { from: formatDate(coupon.startTime, locale), to: formatDate(coupon.endTime, locale) })
            }
            badge={badge(coupon)}
            muted={state.held === 'unusable'}
            action={
              coupon.validStr === 'usable' ? (
                <Link className={`${BTN} ${BTN_PRIMARY} ${BTN_XS}`} to={to('/')} aria-label={t('useNamed', { name: coupon.name })}>
                  {t('useNow')}
                </Link>
              ) : undefined
            }
          />
        ))}
      </ul>
      <Pagination
        page={state.page}
        pages={data.pages}
        hrefFor={(page) => to(paths.couponList(couponSearch({ ...state, page })))}
        label={t('pages')}
      />
    </>
  );
}
