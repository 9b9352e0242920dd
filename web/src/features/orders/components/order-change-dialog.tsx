import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/app-events';
import { useOrdersCancel } from '../api/orders-cancel';
import { useOrdersDelete } from '../api/orders-delete';
import { useOrdersTake } from '../api/orders-take';
import type { OrderChange } from './use-order-confirm';

interface OrderChangeDialogProps {
  change: OrderChange;
  orderNo: string;
  /** The question is answered: dismissed, failed (the query client toasts the error) or done. */
  onClose: () => void;
  onDone?: ((change: OrderChange, orderNo: string) => void) | undefined;
}

/**
 * Asks before cancelling, deleting or confirming receipt of an order, and makes the change once confirmed. A module
 * of its own, loaded with the first question: the mutations' code stays off the order pages' first load.
 */
export function OrderChangeDialog({ change, orderNo, onClose, onDone }: OrderChangeDialogProps) {
  const { t } = useTranslation('orders');
  const cancel = useOrdersCancel();
  const remove = useOrdersDelete();
  const take = useOrdersTake();
  const mutation = { cancel, delete: remove, take }[change];
  const busy = mutation.isPending;

  const confirm = () => {
    if (busy) return;
    mutation.mutate(orderNo, {
      onSuccess: () => {
        toast('success', t(`done.${change}`));
        onClose();
        onDone?.(change, orderNo);
      },
      onError: onClose,
    });
  };

  return (
    <ConfirmDialog
      open
      title={t(`confirm.${change}.title`)}
      confirmLabel={t(`confirm.${change}.confirm`)}
      cancelLabel={t('confirm.back')}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => {
        if (!busy) onClose();
      }}
    >
      <p>{t(`confirm.${change}.text`, { orderNo })}</p>
    </ConfirmDialog>
  );
}
