import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { buttonClass } from '../../../components/ui/button';
import { useLocale } from '../../../lib/routing/use-locale';
import { orderDetailPath, type PaidOrder } from '../lib/payment-flow';

type HeadingLevel = 1 | 2;

function Heading({ level, id, children }: { level: HeadingLevel; id: string; children: ReactNode }) {
  const className = level === 1 ? 'text-2xl font-semibold' : 'text-xl font-semibold';
  return level === 1 ? (
    <h1 id={id} className={className}>
      {children}
    </h1>
  ) : (
    <h2 id={id} className={className}>
      {children}
    </h2>
  );
}

/** Where the order stands: paid, still to pay, or cancelled (nothing to pay any more). */
type OrderState = 'paid' | 'due' | 'cancelled';

const AMOUNT_LABEL = { paid: 'result.amount', due: 'dialog.amount', cancelled: 'result.cancelledAmount' } as const;

/** Amount and order number of a payment, when known; the amount is "paid" only when the payment went through. */
function OrderFacts({ order, state }: { order: Partial<PaidOrder>; state: OrderState }) {
  const { t } = useTranslation('payments');
  const format = usePriceFormat();
  if (order.orderNo === undefined && order.payPrice === undefined) return null;
  return (
    <dl className="mx-auto mt-4 grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1 text-left">
      {state === 'cancelled' ? (
        <>
          <dt className="text-base-content/70">{t('result.orderStatus')}</dt>
          <dd className="font-semibold">{t('result.statusCancelled')}</dd>
        </>
      ) : null}
      {order.payPrice !== undefined ? (
        <>
          <dt className="text-base-content/70">{t(AMOUNT_LABEL[state])}</dt>
          <dd className={state === 'cancelled' ? 'text-base-content/70' : 'font-semibold text-error'} data-testid="paid-amount">
            {format(order.payPrice)}
          </dd>
        </>
      ) : null}
      {order.orderNo !== undefined ? (
        <>
          <dt className="text-base-content/70">{t('result.orderNo')}</dt>
          <dd className="font-mono">{order.orderNo}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Payment done: amount, order number, the order's page and back to the shop. */
export function PaymentSuccess({ order, level = 1 }: { order: Partial<PaidOrder>; level?: HeadingLevel }) {
  const { t } = useTranslation('payments');
  const { to } = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={id} className="py-6 text-center">
      <p aria-hidden="true" className="text-5xl text-success">
        ✓
      </p>
      <Heading level={level} id={id}>
        {t('result.successTitle')}
      </Heading>
      <p className="mt-2 text-base-content/80">{t('result.successText')}</p>
      <OrderFacts order={order} state="paid" />
      <div className="mt-6 flex justify-center gap-3">
        {order.orderNo ? (
          <Link to={to(orderDetailPath(order.orderNo))} className={buttonClass('primary')}>
            {t('result.viewOrder')}
          </Link>
        ) : null}
        <Link to={to('/')} className={buttonClass('outline')}>
          {t('result.continue')}
        </Link>
      </div>
    </section>
  );
}

/** A payment that did not go through (or was cancelled), with what the reader can do next. */
export function PaymentProblem({
  title,
  text,
  detail,
  order,
  actions,
  cancelled = false,
  level = 1,
}: {
  title: string;
  text: string;
  detail?: string | null | undefined;
  order?: Partial<PaidOrder> | null | undefined;
  actions: ReactNode;
  /** The order was cancelled with the payment: its facts say so instead of an amount to pay. */
  cancelled?: boolean;
  level?: HeadingLevel;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="py-6 text-center">
      <p aria-hidden="true" className="text-5xl text-error">
        !
      </p>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      <p role="alert" className="mt-2 text-base-content/80">
        {text}
        {detail ? <span className="mt-1 block text-sm text-base-content/70">{detail}</span> : null}
      </p>
      {order ? <OrderFacts order={order} state={cancelled ? 'cancelled' : 'due'} /> : null}
      <div className="mt-6 flex justify-center gap-3">{actions}</div>
    </section>
  );
}
