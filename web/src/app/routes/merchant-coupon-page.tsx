import type { StoreCoupon } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../components/catalog/price';
import { couponsListQueryOptions } from '../../features/coupons/api/coupons-list';
import { CouponReceiveButton, isSoldOut, useCouponReceiving } from '../../features/coupons/components/coupon-receive';
import { CouponTicket } from '../../features/coupons/components/coupon-ticket';
import { ShopCoupons } from '../../features/merchants/components/shop-coupons';
import { useShopTitle } from '../../features/merchants/shop-context';
import { SHOP_COUPONS_LIMIT } from '../../features/merchants/shop-params';
import { formatDate } from '../../lib/format/format';
import { useLocale } from '../../lib/routing/use-locale';
import { useLoggedIn } from '../../lib/react/use-session';
import { isPositive } from '../../lib/format/money';
import { fetching, type PageFirstView } from '../first-view/run';
import { shopCouponCalls } from '../first-view/shops';

/** The shop's coupons, one page of them (app/first-view/). */
export const firstView: PageFirstView = {
  calls: shopCouponCalls,
  queries: {
    'coupons.list': ({ query }, viewer) => fetching(() => couponsListQueryOptions(query, viewer)),
  },
};

/**
 * /merchant/merchant/coupon?id= — the shop's coupons (coupons?useType=1&merId=) as the coupons feature's tickets,
 * with its receive call; a guest pressing "Receive now" gets the sign-in modal.
 */
export default function MerchantCouponPage() {
  const { t } = useTranslation('merchants');
  const { locale } = useLocale();
  const format = usePriceFormat();
  const { merId, info } = useShopTitle('coupon');
  const loggedIn = useLoggedIn();
  const list = useQuery(couponsListQueryOptions({ useType: 1, merId, page: 1, limit: SHOP_COUPONS_LIMIT }, loggedIn ? 'user' : 'guest'));
  const receiving = useCouponReceiving({ loggedIn, receivedToast: t('coupon.receivedToast') });
  const validity = (coupon: StoreCoupon) =>
    coupon.isFixedTime && coupon.useStartTimeStr && coupon.useEndTimeStr
      ? t('coupon.validRange', { from: formatDate(coupon.useStartTimeStr, locale), to: formatDate(coupon.useEndTimeStr, locale) })
      : t('coupon.validDays', { count: coupon.day });

  const coupons = list.data?.list ?? [];
  const status = list.isPending ? 'pending' : list.isError ? 'error' : coupons.length === 0 ? 'empty' : 'ready';
  return (
    <ShopCoupons status={status} error={list.error} onRetry={() => void list.refetch()} signInHint={!loggedIn}>
      {coupons.map((coupon) => {
        const soldOut = isSoldOut(coupon);
        return (
          <CouponTicket
            key={coupon.id}
            amount={t('coupon.off', { amount: format(coupon.money) })}
            condition={isPositive(coupon.minPrice) ? t('coupon.minSpend', { amount: format(coupon.minPrice) }) : t('coupon.noThreshold')}
            name={coupon.name}
            scope={t('coupon.scope', { shop: info.name })}
            validity={validity(coupon)}
            badge={coupon.isLimited && !soldOut && !receiving.held(coupon) ? t('coupon.left', { count: coupon.lastTotal }) : undefined}
            action={<CouponReceiveButton coupon={coupon} receiving={receiving} size="sm" />}
          />
        );
      })}
    </ShopCoupons>
  );
}
