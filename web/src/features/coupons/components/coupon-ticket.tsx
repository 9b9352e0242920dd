import type { ReactNode } from 'react';
import { BADGE, BADGE_GHOST, BADGE_SM } from '../../../components/ui/classes';

interface CouponTicketProps {
  /** "$5 off" */
  amount: string;
  /** "Spend $50 or more" / "No minimum spend" */
  condition: string;
  name: string;
  /** Where it applies: one shop, some products, the whole platform. */
  scope: string;
  validity: string;
  /** A state badge: used, expired, not started yet. */
  badge?: string;
  /** Used and expired coupons are shown greyed. */
  muted?: boolean;
  action?: ReactNode;
}

/** One coupon as a ticket: the amount and threshold on the left, what and until when on the right. */
export function CouponTicket({ amount, condition, name, scope, validity, badge, muted = false, action }: CouponTicketProps) {
  return (
    <li className={`flex overflow-hidden rounded-box border ${muted ? 'border-base-300 text-base-content/60' : 'border-error/30'}`}>
      <div
        className={`flex w-32 shrink-0 flex-col items-center justify-center gap-1 px-2 py-4 text-center ${muted ? 'bg-base-200' : 'bg-error/10 text-error'}`}
      >
        <span className="text-xl font-bold">{amount}</span>
        <span className="text-xs">{condition}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 border-l border-dashed border-base-300 px-4 py-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-medium">{name}</h3>
          {badge ? <span className={`${BADGE} shrink-0 ${BADGE_GHOST} ${BADGE_SM}`}>{badge}</span> : null}
        </div>
        <p className="text-xs">{scope}</p>
        <p className="text-xs text-base-content/70">{validity}</p>
        {action ? <div className="mt-auto flex justify-end pt-1">{action}</div> : null}
      </div>
    </li>
  );
}
