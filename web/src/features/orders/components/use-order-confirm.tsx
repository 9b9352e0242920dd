import { lazy, Suspense, useState } from 'react';

export type OrderChange = 'cancel' | 'delete' | 'take';

/**
 * The dialog and the mutations behind it load with the first question, off the order pages' first load (their
 * 140 KB budget, docs/adr/0012-react-19-router-7-and-a-140-kb-budget.md).
 */
const OrderChangeDialog = lazy(async () => ({ default: (await import('./order-change-dialog')).OrderChangeDialog }));

/**
 * Cancel, delete and confirm receipt, each asked for first (docs/storefront.md, Errors confirmations). Returns `ask` for the
 * buttons and the dialog to render; `onDone` runs after a success (e.g. leave a deleted order's page).
 */
export function useOrderConfirm(onDone?: (change: OrderChange, orderNo: string) => void) {
  const [pending, setPending] = useState<{ change: OrderChange; orderNo: string } | null>(null);

  const dialog = pending ? (
    <Suspense fallback={null}>
      <OrderChangeDialog change={pending.change} orderNo={pending.orderNo} onClose={() => setPending(null)} onDone={onDone} />
    </Suspense>
  ) : null;

  return { ask: (change: OrderChange, orderNo: string) => setPending({ change, orderNo }), dialog };
}
