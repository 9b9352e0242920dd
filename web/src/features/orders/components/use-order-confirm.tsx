import { lazy, Suspense, useEffect, useRef, useState } from 'react';

export type OrderChange = 'cancel' | 'delete' | 'take';

/**
 * The dialog and the mutations behind it load with the first question, off the order pages' first load (their
 * 140 KB budget, docs/adr/0012-react-19-router-7-and-a-140-kb-budget.md).
 */
const OrderChangeDialog = lazy(async () => ({ default: (await import('./order-change-dialog')).OrderChangeDialog }));

/**
 * Cancel, delete and confirm receipt, each asked for first (docs/storefront.md, Errors confirmations). Returns `ask` for the
 * buttons and the dialog to render; `onDone` runs after a success (e.g. leave a deleted order's page).
 *
 * Focus: a dismissed question gives it back to the button that asked (useDialog). A done change removes or changes
 * that button (the order leaves its tab, or its state moves on), so focus then goes where `focusAfter` says (the
 * order card's heading, or the list's), else to the page's main region: never lost to the document's body.
 */
export function useOrderConfirm(
  onDone?: (change: OrderChange, orderNo: string) => void,
  focusAfter?: (orderNo: string) => HTMLElement | null | undefined,
) {
  const [pending, setPending] = useState<{ change: OrderChange; orderNo: string } | null>(null);
  // The order just changed. The mutation resolves once the order views have been fetched again, so the render that
  // closes the dialog shows the lists as they now are: its effect finds what is left on the page.
  const changed = useRef<string | null>(null);
  useEffect(() => {
    const orderNo = changed.current;
    if (orderNo === null || pending !== null) return;
    changed.current = null;
    (focusAfter?.(orderNo) ?? document.getElementById('main'))?.focus();
  });

  const dialog = pending ? (
    <Suspense fallback={null}>
      <OrderChangeDialog
        change={pending.change}
        orderNo={pending.orderNo}
        onClose={() => setPending(null)}
        onDone={(change, orderNo) => {
          changed.current = orderNo;
          onDone?.(change, orderNo);
        }}
      />
    </Suspense>
  ) : null;

  return { ask: (change: OrderChange, orderNo: string) => setPending({ change, orderNo }), dialog };
}
