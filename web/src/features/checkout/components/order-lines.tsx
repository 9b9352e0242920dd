import type { OrderShop } from '@contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { assetUrl } from '../../../lib/asset-url';
import { useLocale } from '../../../lib/use-locale';
import { lineSubtotal } from '../lib/checkout-rules';
import { paths } from '../../../lib/paths';

/** The pre-order's lines by shop: image, name, specification, price, quantity and subtotal. */
export function OrderLines({ shops }: { shops: OrderShop[] }) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const format = usePriceFormat();
  return (
    <table className="table w-full">
      <caption className="sr-only">{t('lines.caption')}</caption>
      <thead>
        <tr className="bg-base-200">
          <th scope="col">{t('lines.product')}</th>
          <th scope="col" className="w-28 text-right">
            {t('lines.price')}
          </th>
          <th scope="col" className="w-24 text-center">
            {t('lines.quantity')}
          </th>
          <th scope="col" className="w-28 text-right">
            {t('lines.subtotal')}
          </th>
        </tr>
      </thead>
      {shops.map((shop) => (
        <tbody key={shop.merId}>
          <tr className="border-t-2 border-base-200">
            <th scope="rowgroup" colSpan={4} className="text-left font-semibold">
              {t('lines.shop', { shop: shop.merName })}
            </th>
          </tr>
          {shop.orderInfoList.map((line) => (
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
                    <Link to={to(paths.goodsDetail(line.productId))} className="link font-medium link-hover">
                      {line.productName}
                    </Link>
                    <p className="text-sm text-base-content/70">{t('lines.sku', { sku: line.sku })}</p>
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
          ))}
        </tbody>
      ))}
    </table>
  );
}
