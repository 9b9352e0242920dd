import type { ProductDetail } from '@contract';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPrice, Price } from '../../../components/catalog/price';
import { emitAppEvent, toast } from '../../../lib/app-events';
import { assetUrl } from '../../../lib/asset-url';
import { useLoggedIn } from '../../../lib/react/use-session';
import { initialSelection, missingAttrs, parseAttrs, selectedSku, skuKey, type Selection } from '../sku-matrix';
import { infoLines, parseSliderImages } from '../slider-images';
import { ProductGallery } from './product-gallery';
import { QuantityInput } from './quantity-input';
import { clampQuantity } from '../../../lib/format/quantity';
import { SkuPicker } from './sku-picker';
import { BTN, BTN_LG, BTN_OUTLINE, BTN_PRIMARY } from '../../../components/ui/classes';

interface ProductOverviewProps {
  detail: ProductDetail;
  /** Placed by the route: the favourite toggle and the product coupons belong to other features. */
  favoriteSlot?: ReactNode;
  couponsSlot?: ReactNode;
  /** Checkout belongs to the orders feature: the route starts it with the chosen SKU and quantity. */
  onBuyNow: (item: { productId: number; skuId: number; quantity: number }) => void;
  buyNowBusy?: boolean;
  /** The cart is a feature of its own: the route adds the chosen SKU and quantity, then calls onAdded. */
  onAddToCart: (item: { productId: number; skuId: number; quantity: number }, onAdded: () => void) => void;
  addToCartBusy?: boolean;
}

/** Gallery, title, prices, SKU picker, quantity, add to cart and buy now. */
export function ProductOverview({
  detail,
  favoriteSlot,
  couponsSlot,
  onBuyNow,
  buyNowBusy,
  onAddToCart,
  addToCartBusy,
}: ProductOverviewProps) {
  const { t } = useTranslation('products');
  const loggedIn = useLoggedIn();
  const info = detail.productInfo;
  const attrs = useMemo(() => parseAttrs(detail.productAttr), [detail.productAttr]);
  const images = useMemo(() => parseSliderImages(info.sliderImage, info.image), [info.sliderImage, info.image]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(attrs, detail.productValue));
  const [quantity, setQuantity] = useState(1);
  const sku = selectedSku(attrs, detail.productValue, selection);
  const missing = missingAttrs(attrs, selection);
  const stock = sku ? sku.stock : info.stock;
  const price = sku ? sku.price : info.price;
  const otPrice = sku ? sku.otPrice : info.otPrice;
  const amount = clampQuantity(quantity, stock);
  const canBuy = sku !== null && sku.stock > 0;

  const ensureSku = (): number | null => {
    if (!sku) {
      toast('error', t('sku.choose', { names: missing.join(', ') }));
      return null;
    }
    if (sku.stock <= 0) {
      toast('error', t('sku.soldOut'));
      return null;
    }
    return sku.id;
  };

  const addToCart = () => {
    const skuId = ensureSku();
    if (skuId === null) return;
    if (!loggedIn) {
      emitAppEvent('openLogin', { reason: 'user' });
      return;
    }
    onAddToCart({ productId: info.id, skuId, quantity: amount }, () => toast('success', t('product.addedToCart')));
  };

  const buyNow = () => {
    const skuId = ensureSku();
    if (skuId === null) return;
    const order = { productId: info.id, skuId, quantity: amount };
    if (!loggedIn) {
      // After signing in (or "Continue as guest") the purchase goes on to checkout without a second click.
      emitAppEvent('openLogin', { reason: 'guest-checkout', then: () => onBuyNow(order) });
      return;
    }
    onBuyNow(order);
  };

  const lines = infoLines(info.storeInfo);
  const guarantees = detail.guaranteeList ?? [];

  return (
    <div className="flex gap-8">
      <ProductGallery
        images={images}
        name={info.storeName}
        skuImage={sku?.image}
        skuKey={sku ? skuKey(selection.map((v) => v ?? '')) : ''}
      />
      {/* A gap, not space-y: the coupon row kept from the server sits in a `display: contents` wrapper
          (lib/react/deferred-part.tsx), whose margin space-y's would set and no box would show. */}
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl leading-tight font-semibold">{info.storeName}</h1>
          {favoriteSlot}
        </div>
        {lines.length > 0 ? (
          <ul className="list-inside list-disc space-y-1 text-sm text-base-content/70">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
        <div className="rounded-box bg-base-200 p-4">
          <p className="flex items-baseline gap-3">
            <span className="text-sm text-base-content/70">{t('product.price')}</span>
            <Price value={price} className="text-3xl" />
            {otPrice > price ? <ListPrice value={otPrice} /> : null}
          </p>
          <p className="mt-2 flex gap-6 text-sm text-base-content/70">
            <span>{t('product.sold', { count: info.sales + info.ficti })}</span>
            <span data-testid="sku-stock">{stock > 0 ? t('product.stock', { count: stock }) : t('sku.soldOut')}</span>
          </p>
        </div>
        {couponsSlot}
        <SkuPicker attrs={attrs} table={detail.productValue} selection={selection} onChange={setSelection} />
        <QuantityInput value={amount} max={stock} disabled={!canBuy} onChange={setQuantity} />
        {missing.length > 0 ? (
          <p className="text-sm text-base-content/80" role="status">
            {t('sku.choose', { names: missing.join(', ') })}
          </p>
        ) : null}
        <div className="flex gap-3">
          <button
            type="button"
            className={`${BTN} ${BTN_LG} ${BTN_PRIMARY}`}
            disabled={!canBuy || buyNowBusy}
            aria-busy={buyNowBusy}
            onClick={buyNow}
          >
            {t('product.buyNow')}
          </button>
          <button
            type="button"
            className={`${BTN} ${BTN_OUTLINE} ${BTN_LG} ${BTN_PRIMARY}`}
            disabled={!canBuy || addToCartBusy}
            onClick={addToCart}
          >
            {t('product.addToCart')}
          </button>
        </div>
        {guarantees.length > 0 ? (
          <section aria-labelledby="product-guarantees-title">
            <h2 id="product-guarantees-title" className="sr-only">
              {t('product.guarantees')}
            </h2>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-base-content/70">
              {guarantees.map((g) => (
                <li key={g.id} className="flex items-center gap-1" title={g.content}>
                  {g.icon ? (
                    <img src={assetUrl(g.icon)} alt="" width={16} height={16} loading="lazy" className="h-4 w-4" />
                  ) : (
                    <span aria-hidden="true">✓</span>
                  )}
                  <span>{g.name}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
