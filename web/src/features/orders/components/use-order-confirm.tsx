import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/app-events';
import { useOrderCancel } from '../api/orders-cancel';
import { useOrderDelete } from '../api/orders-delete';
import { useOrderTake } from '../api/orders-take';

export type OrderChange = 'cancel' | 'delete' | 'take';

/** The dialog's code loads with the first question, off the order pages' first load (their 140 KB budget). */
const ConfirmDialog = lazy(async () => ({ default: (await import('../../../components/ui/dialog')).ConfirmDialog }));

/**
 * Cancel, delete and confirm receipt, each asked for first (docs/storefront.md, Errors confirmations). Returns `ask` for the
 * buttons and the dialog to render; `onDone` runs after a success (e.g. leave a deleted order's page).
 */
export function useOrderConfirm(onDone?: (change: OrderChange, orderNo: string) => void) {
  const { t } = useTranslation('orders');
  const [pending, setPending] = useState<{ change: OrderChange; orderNo: string } | null>(null);
  const cancel = useOrderCancel();
  const remove = useOrderDelete();
  const take = useOrderTake();
  const mutations = { cancel, delete: remove, take };
  const busy = pending ? mutations[pending.change].isPending : false;

  const confirm = () => {
    if (!pending || busy) return;
    const { change, orderNo } = pending;
    mutations[change].mutate(orderNo, {
      onSuccess: () => {
        toast('success', t(`done.${change}`));
        setPending(null);
        onDone?.(change, orderNo);
      },
      // The error itself is toasted by the query client.
      onError: () => setPending(null),
    });
  };

  const dialog = pending ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={t(`confirm.${pending.change}.title`)}
        confirmLabel={t(`confirm.${pending.change}.confirm`)}
        cancelLabel={t('confirm.back')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          if (!busy) setPending(null);
        }}
      >
        <p>{t(`confirm.${pending.change}.text`, { orderNo: pending.orderNo })}</p>
      </ConfirmDialog>
    </Suspense>
  ) : null;

  return { ask: (change: OrderChange, orderNo: string) => setPending({ change, orderNo }), dialog };
}
