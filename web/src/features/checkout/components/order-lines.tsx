import type { OrderShop } from '@contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { ShopLinesTable } from '../../../components/catalog/shop-lines-table';
import { assetUrl } from '../../../lib/asset-url';
import { useLocale } from '../../../lib/routing/use-locale';
import { lineSubtotal } from '../lib/checkout-rules';
import { paths } from '../../../lib/routing/paths';
import { LINK, LINK_HOVER } from '../../../components/ui/classes';

/** The pre-order's lines by shop: image, name, specification, price, quantity and subtotal. */
export function OrderLines({ shops }: { shops: OrderShop[] }) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const format = usePriceFormat();
  return (
    <ShopLinesTable
      caption={t('lines.caption')}
      columns={[
        { label: t('lines.product') },
        { label: t('lines.price'), className: 'w-28 text-right' },
        { label: t('lines.quantity'), className: 'w-24 text-center' },
        { label: t('lines.subtotal'), className: 'w-28 text-right' },
      ]}
      groups={shops.map((shop) => ({
        key: shop.merId,
        title: t('lines.shop', { shop: shop.merName }),
        rows: shop.orderInfoList.map((line) => (
          <tr key={`${line.productId}-${line.attrValueId}`} data-testid="order-line">
            <td>
              <div className="flex items-center gap-3">
                <img
                  src={assetUrl(line.image)}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded-box border border-base-200 object-cover"
                />
                <div className="min-w-0">
                  <Link to={to(paths.goodsDetail(line.productId))} className={`${LINK} font-medium wrap-anywhere ${LINK_HOVER}`}>
                    {line.productName}
                  </Link>
                  <p className="text-sm wrap-anywhere text-base-content/70">{t('lines.sku', { sku: line.sku })}</p>
                </div>
              </div>
            </td>
            <td className="text-right">{format(line.price)}</td>
            <td className="text-center">
              <span className="sr-only">{t('lines.quantity')}: </span>
              {line.payNum}
            </td>
            <td className="text-right font-semibold">{format(lineSubtotal(line))}</td>
          </tr>
        )),
      }))}
    />
  );
}
