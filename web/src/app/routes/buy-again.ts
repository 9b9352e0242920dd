import type { CartSaveItem } from '@contract';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { cartSaveMutationOptions } from '../../features/cart/api/cart-save';

/**
 * Buy again's cart/save, run from the button's handler rather than a hook, through the query client's mutation cache
 * (its error toast applies as to useCartSave). A module of its own that order-slots.tsx imports when Buy again is
 * pressed, so the orders' first load carries no mutation code. Rejects with the error.
 */
export async function saveToCart(queryClient: QueryClient, items: CartSaveItem[]): Promise<void> {
  const observer = new MutationObserver(queryClient, cartSaveMutationOptions(queryClient));
  try {
    await observer.mutate(items);
  } finally {
    // Detached, the finished mutation is garbage-collected as a hook's is once its component unmounts.
    observer.reset();
  }
}
