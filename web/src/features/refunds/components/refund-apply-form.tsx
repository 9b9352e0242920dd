import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../components/catalog/price';
import { toast } from '../../../lib/app-events';
import { useRefundsApply } from '../api/refunds-apply';
import { refundsApplyInfoQueryOptions } from '../api/refunds-apply-info';
import { refundsReasonsQueryOptions } from '../api/refunds-reasons';
import { NOTE_MAX, refundRefusal } from '../refund-state';
import { ORDER_LIST_PATH } from '../refund-params';
import { DetailSection as Section, Facts } from '../../../components/ui/detail-section';
import { OrderLineList } from '../../../components/catalog/order-line';
import { Loading, Problem } from './refund-parts';
import { VoucherPicker } from './voucher-picker';
import { SELECT, SELECT_ERROR, TEXTAREA } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

interface RefundApplyFormProps {
  orderNo: string;
  /** The order's state (from its detail, which the route reads): a refusal shows instead of the form. */
  orderFacts?: { paid: boolean; status: number; refundStatus: number } | undefined;
  /** The order's state is still loading: wait before showing a form that may be refused. */
  checking?: boolean;
  /** After the request went through: the new refund order's number (null if it could not be read back). */
  onApplied: (refundOrderNo: string | null) => void;
}

/**
 * The refund request (docs/storefront.md, Screens; docs/backend-wire.md, "Orders in steps"): the whole order (lines, amount), a reason
 * from the platform's list, a note of at most 100 characters and up to 5 voucher pictures. An order that cannot be
 * refunded shows why instead of the form: the web checks the order's state itself, since the real backend answers
 * the form's data for any order and refuses only the request (docs/backend-wire.md, refunds).
 */
export function RefundApplyForm({ orderNo, orderFacts, checking = false, onApplied }: RefundApplyFormProps) {
  const { t } = useTranslation('refunds');
  const format = usePriceFormat();
  const id = useId();
  const info = useQuery(refundsApplyInfoQueryOptions(orderNo));
  const reasons = useQuery(refundsReasonsQueryOptions());
  const apply = useRefundsApply();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [vouchers, setVouchers] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [reasonError, setReasonError] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);

  const refusal = orderFacts ? refundRefusal(orderFacts) : null;
  if (refusal)
    return (
      <Problem title={t('apply.refused')} text={t(`apply.refusal.${refusal}`)} back={{ to: ORDER_LIST_PATH, label: t('backToOrders') }} />
    );
  if (info.isPending || checking) return <Loading />;
  if (info.isError)
    return <Problem title={t('apply.refused')} error={info.error} back={{ to: ORDER_LIST_PATH, label: t('backToOrders') }} />;
  const order = info.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      reasonRef.current?.focus();
      return;
    }
    if (apply.isPending || uploading) return;
    apply.mutate(
      {
        orderNo: order.orderNo,
        text: reason,
        ...(vouchers.length ? { refund_reason_wap_img: vouchers.join(',') } : {}),
        ...(note.trim() ? { refund_reason_wap_explain: note.trim() } : {}),
      },
      {
        onSuccess: (refundOrderNo) => {
          toast('success', t('apply.done'));
          onApplied(refundOrderNo);
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <Section title={t('apply.order')}>
        <Facts rows={[[t('detail.orderNo'), <span className="font-mono">{order.orderNo}</span>]]} />
        <OrderLineList picture="sm" lines={order.orderInfoList} />
        <p className="mt-2 text-right" data-testid="refund-amount">
          {t('apply.amount', { count: order.totalNum, amount: format(order.payPrice) })}
        </p>
        <p className="mt-1 text-right text-sm text-base-content/70">{t('apply.wholeOrder')}</p>
      </Section>
      <Section title={t('apply.request')}>
        <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1 block text-sm">
              {t('form.reason')}
            </label>
            <select
              ref={reasonRef}
              id={`${id}-reason`}
              className={`${SELECT} w-full ${reasonError ? SELECT_ERROR : ''}`}
              value={reason}
              required
              aria-invalid={reasonError || undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value) setReasonError(false);
              }}
            >
              <option value="">{reasons.isPending ? t('form.reasonsLoading') : t('form.reasonPlaceholder')}</option>
              {(reasons.data ?? []).map((text) => (
                <option key={text} value={text}>
                  {text}
                </option>
              ))}
            </select>
            {reasonError ? (
              <p id={`${id}-reason-error`} className="mt-1 text-sm text-error">
                {t('form.reasonRequired')}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="mb-1 block text-sm">
              {t('form.note')}
            </label>
            <textarea
              id={`${id}-note`}
              className={`${TEXTAREA} w-full`}
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              placeholder={t('form.notePlaceholder')}
              aria-describedby={`${id}-note-count`}
              onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
            />
            <p id={`${id}-note-count`} className="text-right text-xs text-base-content/70">
              {t('form.noteCount', { length: note.length, max: NOTE_MAX })}
            </p>
          </div>
          <VoucherPicker urls={vouchers} onChange={setVouchers} onBusy={setUploading} />
          <Button type="submit" disabled={apply.isPending || uploading} aria-busy={apply.isPending || undefined}>
            {t('form.submit')}
          </Button>
        </form>
      </Section>
    </div>
  );
}
