import type { CartLine } from '@contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartListQueryOptions } from '../../features/cart/api/cart-list';
import { useCartResetcart } from '../../features/cart/api/cart-resetcart';
import { CartView, type SkuChooser } from '../../features/cart/components/cart-view';
import { orderConfirmPath, useOrdersPreOrder } from '../../features/orders/api/orders-pre-order';
import { SkuChangeDialog } from '../../features/products/components/sku-change-dialog';
import { SkuAvailabilityOf } from '../../features/products/components/sku-availability';
import { useCollectionsAddProduct } from '../../features/collections/api/collections-add-product';
import { useCartDelete } from '../../features/cart/api/cart-delete';
import { toast } from '../../lib/app-events';
import { useLocale } from '../../lib/routing/use-locale';
import { cartCalls } from '../first-view/cart';
import { fetching, type PageFirstView } from '../first-view/run';

/**
 * The first page opened: the cart's valid and invalid lines are asked for as soon as this code is here
 * (app/first-view/), and take the answers the page's early script already has (docs/adr/0017). The shopper's own
 * data: plain fetches, which a mount asks again for when they failed (docs/adr/0016).
 */
export const firstView: PageFirstView = {
  calls: cartCalls,
  queries: {
    'cart.list': ({ query }) => fetching(() => cartListQueryOptions(query.isValid === 'true'), false),
  },
};

/** /order/shopping_cart — the cart, with the products feature's specification picker and checkout's pre-order. */
export default function ShoppingCartPage() {
  const { t } = useTranslation('cart');
  const { to } = useLocale();
  const navigate = useNavigate();
  const preOrder = useOrdersPreOrder();
  const reset = useCartResetcart();
  const cartDelete = useCartDelete();
  const addToFavourites = useCollectionsAddProduct();

  const chooseSku: SkuChooser = (line, close) => (
    <SkuChangeDialog
      productId={line.productId}
      currentSkuId={line.attrId}
      title={t('skuDialog.title')}
      confirmLabel={t('skuDialog.confirm')}
      cancelLabel={t('skuDialog.cancel')}
      unavailableText={t('skuDialog.unavailable')}
      busy={reset.isPending}
      onCancel={close}
      onConfirm={(skuId) =>
        reset.mutate(
          { id: line.id, num: line.cartNum, productId: line.productId, unique: skuId },
          {
            onSuccess: () => {
              toast('success', t('skuDialog.changed'));
              close();
            },
          },
        )
      }
    />
  );

  // A line whose product is still on sale but sold out in every specification: keep it in the favourites instead.
  const moveToFavourites = (line: CartLine) =>
    void addToFavourites
      .mutateAsync(line.productId)
      .then(() => cartDelete.mutateAsync([line.id]))
      .then(() => toast('success', t('invalid.movedToFavourites', { name: line.storeName })))
      // Either route's failure is toasted by the global handler (lib/api/query-client.ts); the line stays.
      .catch(() => undefined);

  const checkout = (ids: number[]) =>
    preOrder.mutate(
      { preOrderType: 'shoppingCart', orderDetails: ids.map((shoppingCartId) => ({ shoppingCartId })) },
      {
        onSuccess: ({ preOrderNo }) => void navigate(to(orderConfirmPath(preOrderNo))),
      },
    );

  return (
    <section className="layout-width py-6" aria-labelledby="cart-title">
      <h1 id="cart-title" className="mb-4 text-2xl font-semibold">
        {t('title')}
      </h1>
      <CartView
        chooseSku={chooseSku}
        reselectProbe={SkuAvailabilityOf}
        onMoveToFavourites={moveToFavourites}
        onCheckout={checkout}
        checkoutBusy={preOrder.isPending}
      />
    </section>
  );
}
