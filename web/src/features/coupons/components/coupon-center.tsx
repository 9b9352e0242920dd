import type { StoreCoupon } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/catalog/pagination';
import { usePriceFormat } from '../../../components/catalog/price';
import { useLocale } from '../../../lib/routing/use-locale';
import { couponsListQueryOptions } from '../api/coupons-list';
import { CouponReceiveButton, isSoldOut, useCouponReceiving } from './coupon-receive';
import { COUPON_PAGE_SIZE, couponSearch, type CouponPageState } from '../coupon-params';
import { CouponTicket } from './coupon-ticket';
import { useScopeLabel } from './use-scope-label';
import { isPositive } from '../../../lib/format/money';
import { paths } from '../../../lib/routing/paths';
import { formatDate } from '../../../lib/format/format';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';

/** Coupons to claim by hand (docs/storefront.md, Screens: shop, product and platform coupons; "receive now"; valid for N days). */
export function CouponCenter({ state }: { state: CouponPageState }) {
  const { t } = useTranslation('coupons');
  const { to, locale } = useLocale();
  const format = usePriceFormat();
  const scopeLabel = useScopeLabel();
  const { data, error, isPending, refetch } = useQuery(
    couponsListQueryOptions({ useType: state.kind, page: state.page, limit: COUPON_PAGE_SIZE }, 'user'),
  );
  // The centre is for signed-in shoppers (the route guards it).
  const receiving = useCouponReceiving({ loggedIn: true, receivedToast: t('received') });

  const validity = (coupon: StoreCoupon): string =>
    coupon.isFixedTime && coupon.useStartTimeStr && coupon.useEndTimeStr
      ? t('validBetween', { from: formatDate(coupon.useStartTimeStr, locale), to: formatDate(coupon.useEndTimeStr, locale) })
      : t('validDays', { count: coupon.day });

  if (isPending) return <Skeleton className="h-40 w-full" label={t('loading')} />;
  if (error) {
    return <ErrorBlock error={error} retryLabel={t('retry')} onRetry={() => void refetch()} layout="page" />;
  }
  if (data.list.length === 0) return <p className="rounded-box border border-base-200 px-6 py-12 text-center">{t('center.empty')}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-4" aria-label={t(`center.kind${state.kind}`)}>
        {data.list.map((coupon) => {
          const soldOut = isSoldOut(coupon);
          return (
            <CouponTicket
              key={coupon.id}
              amount={t('off', { amount: format(coupon.money) })}
              condition={isPositive(coupon.minPrice) ? t('minSpend', { amount: format(coupon.minPrice) }) : t('noThreshold')}
              name={coupon.name}
              scope={scopeLabel(coupon.useType)}
              validity={validity(coupon)}
              badge={coupon.isLimited && !soldOut ? t('left', { count: coupon.lastTotal }) : undefined}
              action={<CouponReceiveButton coupon={coupon} receiving={receiving} />}
            />
          );
        })}
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
