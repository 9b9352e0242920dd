import type { PayType } from '@contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rememberLocale } from '../../../lib/i18n/remember-locale';
import { useLocale } from '../../../lib/routing/use-locale';
import { usePaymentsPayment } from '../api/payments-payment';
import { rememberPending, resolveProviderUrl, stripePaymentPath, type PaidOrder } from '../lib/payment-flow';

export interface WechatPending {
  order: PaidOrder;
  codeUrl: string;
}

/** The backend answered something this page cannot follow (no redirect for PayPal/WeChat, no Stripe secret). */
export class UnusablePaymentAnswer extends Error {
  constructor() {
    super('The payment answer has nothing to follow');
    this.name = 'UnusablePaymentAnswer';
  }
}

/**
 * pay/payment, then follows the answer (docs/backend-wire.md, "Orders in steps"): PayPal leaves for its approval page, Stripe opens
 * /order/stripe_payment, WeChat hands back the code URL for the QR dialog. Rejects with the refusal.
 */
export function useStartPayment() {
  const { mutateAsync, isPending } = usePaymentsPayment();
  const navigate = useNavigate();
  const { locale, to } = useLocale();
  const [wechat, setWechat] = useState<WechatPending | null>(null);
  // PayPal: the page stays busy until the browser has left.
  const [leaving, setLeaving] = useState(false);

  const start = useCallback(
    async (order: PaidOrder, payType: PayType): Promise<void> => {
      const answer = await mutateAsync({ orderNo: order.orderNo, payType });
      if (payType === 'paypal' && answer.redirect) {
        rememberPending(order);
        // PayPal returns to the backend's unprefixed result page: the language comes back through the cookie.
        rememberLocale(locale);
        setLeaving(true);
        window.location.assign(resolveProviderUrl(answer.redirect));
        return;
      }
      if (payType === 'stripe' && answer.stripeClientSecret) {
        navigate(to(stripePaymentPath(answer.stripeClientSecret, order)));
        return;
      }
      if (payType === 'wechat' && answer.redirect) {
        setWechat({ order, codeUrl: answer.redirect });
        return;
      }
      throw new UnusablePaymentAnswer();
    },
    [locale, mutateAsync, navigate, to],
  );

  return { start, busy: isPending || leaving, wechat, closeWechat: useCallback(() => setWechat(null), []) };
}
