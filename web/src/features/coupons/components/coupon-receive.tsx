import type { StoreCoupon } from '@contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { emitAppEvent, toast } from '../../../lib/app-events';
import { useCouponsReceive } from '../api/coupons-receive';
import { BADGE, BADGE_GHOST, BADGE_OUTLINE, BADGE_SM, BADGE_SUCCESS } from '../../../components/ui/classes';

/** A limited coupon with none left can no longer be claimed. */
export const isSoldOut = (coupon: StoreCoupon): boolean => coupon.isLimited && coupon.lastTotal <= 0;

/**
 * The "receive now" flow of every coupon list (product page, shop page, coupon centre): a guest gets the sign-in
 * modal; a claim shows as received at once, before the list's isUse catches up (the list is refetched after it).
 */
export function useCouponReceiving({ loggedIn, receivedToast }: { loggedIn: boolean; receivedToast: string }) {
  const receive = useCouponsReceive();
  const [received, setReceived] = useState<ReadonlySet<number>>(new Set());
  return {
    held: (coupon: StoreCoupon) => (loggedIn && coupon.isUse) || received.has(coupon.id),
    busy: (coupon: StoreCoupon) => receive.isPending && receive.variables === coupon.id,
    receive: (coupon: StoreCoupon) => {
      if (!loggedIn) {
        emitAppEvent('openLogin', { reason: 'user' });
        return;
      }
      receive.mutate(coupon.id, {
        onSuccess: () => {
          setReceived((prev) => new Set(prev).add(coupon.id));
          toast('success', receivedToast);
        },
      });
    },
  };
}

export type CouponReceiving = ReturnType<typeof useCouponReceiving>;

const LOOKS = {
  /** A small outlined button in a row of coupons (product page). */
  inline: { variant: 'outline', held: `${BADGE} ${BADGE_GHOST} ${BADGE_SM}` },
  /** The ticket's action (shop page, coupon centre). */
  ticket: { variant: 'primary', held: `${BADGE} ${BADGE_OUTLINE} ${BADGE_SUCCESS}` },
} as const satisfies Record<string, { variant: ButtonVariant; held: string }>;

/** "Receive now", "All claimed" (off) or the received badge, for one coupon, in the coupons' own words. */
export function CouponReceiveButton({
  coupon,
  receiving,
  look = 'ticket',
  size = 'xs',
}: {
  coupon: StoreCoupon;
  receiving: CouponReceiving;
  look?: keyof typeof LOOKS;
  size?: ButtonSize;
}) {
  const { t } = useTranslation('coupons');
  if (receiving.held(coupon)) return <span className={LOOKS[look].held}>{t('alreadyReceived')}</span>;
  const soldOut = isSoldOut(coupon);
  return (
    <Button
      variant={LOOKS[look].variant}
      size={size}
      disabled={soldOut || receiving.busy(coupon)}
      aria-label={soldOut ? undefined : t('receiveNamed', { name: coupon.name })}
      onClick={() => receiving.receive(coupon)}
    >
      {soldOut ? t('soldOut') : t('receive')}
    </Button>
  );
}
