import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { useLocale } from '../../../lib/routing/use-locale';
import { usePaymentsPaypalCancel } from '../api/payments-paypal-cancel';
import { usePaymentsPaypalSuccess } from '../api/payments-paypal-success';
import { paymentsWechatResultQueryOptions } from '../api/payments-wechat-result';
import { readPending, stripePaymentPath, type OrderCheck, type PaidOrder, type PaymentReturn } from '../lib/payment-flow';
import { PaymentProblem, PaymentSuccess } from './payment-outcome';
import { paths } from '../../../lib/routing/paths';
import { LOADING, LOADING_MD, LOADING_SPINNER } from '../../../components/ui/classes';

// Opened only to pay again after a failed or cancelled payment: its code stays off the page's first load.
const PayOrderDialog = lazy(async () => ({ default: (await import('./pay-order-dialog')).PayOrderDialog }));

const ORDER_LIST_PATH = paths.orderList();

/**
 * /order/payment_result: where PayPal (status=1 with token + PayerID, or status=0 with local_order_no) and Stripe
 * (redirect_status) come back. A cancel at PayPal cancels the order on the backend (docs/backend-wire.md,
 * payments), so the page says so and offers to buy the same items again (`renderBuyAgain`, from the route).
 * PayPal's payment is captured here (pay/paypal/success). After Stripe and WeChat the page shows what the backend says
 * of the order (`check`, its master detail): paid or not and the amount. The return's query only names the order.
 */
export function PaymentResult({
  result,
  check,
  renderBuyAgain,
}: {
  result: PaymentReturn;
  /** The backend's answer about the order a Stripe or WeChat return names (null when it names none). */
  check: OrderCheck | null;
  renderBuyAgain?: (orderNo: string) => ReactNode;
}) {
  const { t } = useTranslation('payments');
  const { to } = useLocale();
  const success = usePaymentsPaypalSuccess();
  const cancel = usePaymentsPaypalCancel();
  const [retrying, setRetrying] = useState<PaidOrder | null>(null);
  const asked = useRef<string | null>(null);
  const pending = readPending();

  const token = result.kind === 'paypal' || result.kind === 'paypal-cancel' ? result.token : null;
  const { mutate: capture } = success;
  const { mutate: cancelAtPaypal } = cancel;
  useEffect(() => {
    // Once per return: a re-render (or React's double effects in development) must not capture twice.
    if (!token || asked.current === token) return;
    asked.current = token;
    if (result.kind === 'paypal') capture({ token, payerId: result.payerId });
    else cancelAtPaypal(token);
  }, [token, result, capture, cancelAtPaypal]);

  const actions = (retry: PaidOrder | null, stripeSecret?: string | null) => (
    <>
      {stripeSecret && retry ? (
        <Link to={to(stripePaymentPath(stripeSecret, retry))} className={buttonClass('primary')}>
          {t('result.retry')}
        </Link>
      ) : retry ? (
        <Button variant="primary" onClick={() => setRetrying(retry)}>
          {t('result.retry')}
        </Button>
      ) : null}
      <Link to={to(ORDER_LIST_PATH)} className={buttonClass('outline')}>
        {t('result.myOrders')}
      </Link>
    </>
  );

  // While the backend's answer is awaited (PayPal's capture or cancel, WeChat's result).
  const checking = (
    <p role="status" className="py-10 text-center" aria-busy="true">
      <span className={`${LOADING} mr-2 ${LOADING_MD} ${LOADING_SPINNER} align-middle`} aria-hidden="true" />
      {t('result.checking')}
    </p>
  );
  let body;
  if (result.kind === 'paypal') {
    if (success.isSuccess) body = <PaymentSuccess order={{ orderNo: success.data.orderNo, payPrice: success.data.payPrice }} />;
    else if (success.isError)
      body = (
        <PaymentProblem
          title={t('result.failedTitle')}
          text={t('result.failedText')}
          detail={errorMessage(success.error)}
          order={pending}
          actions={actions(pending)}
        />
      );
    else body = checking;
  } else if (result.kind === 'paypal-cancel') {
    const orderNo = result.orderNo ?? pending?.orderNo ?? null;
    const order = pending && (!result.orderNo || pending.orderNo === result.orderNo) ? pending : orderNo ? { orderNo } : null;
    if (cancel.isError)
      // The backend did not cancel it: the order is still waiting for payment, and can be paid again.
      body = (
        <PaymentProblem
          title={t('result.failedTitle')}
          text={t('result.failedText')}
          detail={errorMessage(cancel.error)}
          order={order}
          actions={actions(pending)}
        />
      );
    else if (!cancel.isSuccess)
      // Until the backend has cancelled it (the call starts in the effect above), the order is not shown as cancelled.
      body = checking;
    else
      body = (
        <PaymentProblem
          title={t('result.cancelledTitle')}
          text={t('result.cancelledText')}
          order={order}
          cancelled
          actions={
            <>
              {orderNo && renderBuyAgain ? renderBuyAgain(orderNo) : null}
              <Link to={to(ORDER_LIST_PATH)} className={buttonClass('outline')}>
                {t('result.myOrders')}
              </Link>
            </>
          }
        />
      );
  } else if (result.kind === 'wechat' || result.kind === 'stripe') {
    body = <CheckedPayment result={result} check={check} checking={checking} actions={actions} />;
  } else {
    body = <PaymentProblem title={t('result.unknownTitle')} text={t('result.missingData')} actions={actions(null)} />;
  }

  return (
    <>
      {body}
      {retrying ? (
        <Suspense fallback={null}>
          <PayOrderDialog orderNo={retrying.orderNo} payPrice={retrying.payPrice} onClose={() => setRetrying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

type Actions = (retry: PaidOrder | null, stripeSecret?: string | null) => ReactNode;

/**
 * A Stripe or WeChat return, told from the backend's master order: paid shows the amount paid; unpaid shows the
 * amount due and a way to pay again, whatever redirect_status says; a cancelled order can no longer be paid.
 */
function CheckedPayment({
  result,
  check,
  checking,
  actions,
}: {
  result: Extract<PaymentReturn, { kind: 'wechat' | 'stripe' }>;
  check: OrderCheck | null;
  checking: ReactNode;
  actions: Actions;
}) {
  const { t } = useTranslation('payments');
  // WeChat: the dialog saw the payment; the page asks the backend once more so a reload or a shared link tells the truth.
  const wechat = useQuery({ ...paymentsWechatResultQueryOptions(result.orderNo ?? ''), enabled: result.kind === 'wechat' });
  if (!check) return <PaymentProblem title={t('result.unknownTitle')} text={t('result.missingData')} actions={actions(null)} />;
  if (check.state === 'checking') return checking;
  if (check.state === 'failed')
    return (
      <PaymentProblem
        title={t('result.unknownTitle')}
        text={t('result.checkFailed')}
        detail={errorMessage(check.error)}
        order={{ orderNo: result.orderNo ?? undefined }}
        actions={actions(null)}
      />
    );
  const { order } = check;
  const facts: PaidOrder = { orderNo: order.orderNo, payPrice: order.payPrice };
  if (order.paid || (result.kind === 'wechat' && wechat.data === true)) return <PaymentSuccess order={facts} />;
  if (order.cancelled)
    return (
      <PaymentProblem
        title={t('result.failedTitle')}
        text={t('result.orderCancelledText')}
        order={facts}
        cancelled
        actions={actions(null)}
      />
    );
  if (result.kind === 'wechat') {
    if (wechat.isPending) return checking;
    if (wechat.isError)
      return (
        <PaymentProblem
          title={t('result.unknownTitle')}
          text={t('result.checkFailed')}
          detail={errorMessage(wechat.error)}
          order={facts}
          actions={actions(facts)}
        />
      );
    return <PaymentProblem title={t('result.processingTitle')} text={t('result.processingText')} order={facts} actions={actions(null)} />;
  }
  if (result.status === 'processing')
    return <PaymentProblem title={t('result.processingTitle')} text={t('result.processingText')} order={facts} actions={actions(null)} />;
  if (result.status === 'succeeded')
    // The provider's side said paid, the backend has no payment: the order is still due.
    return (
      <PaymentProblem title={t('result.notReceivedTitle')} text={t('result.notReceivedText')} order={facts} actions={actions(facts)} />
    );
  return (
    <PaymentProblem
      title={t('result.failedTitle')}
      text={t('result.failedText')}
      order={facts}
      actions={actions(facts, result.clientSecret)}
    />
  );
}
