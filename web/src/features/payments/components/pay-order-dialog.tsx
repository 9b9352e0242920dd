import type { PayType } from '@contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-errors';
import { UnusablePaymentAnswer, useStartPayment } from '../hooks/use-start-payment';
import { Modal } from '../../../components/ui/modal';
import { PayMethodField } from './pay-method-field';
import { WechatPayDialog } from './wechat-pay-dialog';
import { MODAL_ACTION } from '../../../components/ui/classes';

export interface PayOrderDialogProps {
  /** The master order number (PT…). */
  orderNo: string;
  payPrice: string;
  onClose: () => void;
}

/**
 * "Pay now" for an unpaid order (docs/storefront.md, Errors confirmation "pay"): the amount, a payment method, then the provider
 * (PayPal leaves the page, Stripe opens its page, WeChat shows its QR code in place of this dialog).
 */
export function PayOrderDialog({ orderNo, payPrice, onClose }: PayOrderDialogProps) {
  const { t } = useTranslation('payments');
  const { t: tv } = useTranslation('validation');
  const format = usePriceFormat();
  const { start, busy, wechat } = useStartPayment();
  const [method, setMethod] = useState<PayType | undefined>(undefined);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const firstRadio = useRef<HTMLInputElement | null>(null);
  const name = useId();
  const order = { orderNo, payPrice };

  const onMethods = useCallback(
    (methods: PayType[]) => setMethod((current) => (current && methods.includes(current) ? current : undefined)),
    [],
  );

  if (wechat) return <WechatPayDialog order={wechat.order} codeUrl={wechat.codeUrl} onClose={onClose} />;

  const pay = async () => {
    setFailure(null);
    if (!method) {
      setChoiceError(tv('selectPayment'));
      firstRadio.current?.focus();
      return;
    }
    try {
      await start(order, method);
    } catch (error) {
      if (isApiError(error) && error.isLoginRequired) return;
      setFailure(error instanceof UnusablePaymentAnswer ? t('errors.unusable') : errorMessage(error));
    }
  };

  return (
    <Modal title={t('dialog.title')} closeLabel={t('dialog.close')} onClose={onClose} wide>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-base-content/70">{t('result.orderNo')}</dt>
        <dd className="font-mono">{orderNo}</dd>
        <dt className="text-base-content/70">{t('dialog.amount')}</dt>
        <dd className="font-semibold text-error">{format(payPrice)}</dd>
      </dl>
      <PayMethodField
        name={name}
        value={method}
        onChange={(value) => {
          setMethod(value);
          setChoiceError(null);
        }}
        error={choiceError ?? undefined}
        inputRef={(element) => {
          firstRadio.current = element;
        }}
        onMethods={onMethods}
      />
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-error">
          {t('errors.failed')}: {failure}
        </p>
      ) : null}
      <div className={MODAL_ACTION}>
        <Button variant="ghost" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="primary" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
          {busy ? t('dialog.paying') : t('dialog.pay', { amount: format(payPrice) })}
        </Button>
      </div>
    </Modal>
  );
}
