import type { OrderInfo } from '@contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { usePriceFormat } from '../../../components/catalog/price';
import { useLocale } from '../../../lib/use-locale';
import { paths } from '../../../lib/paths';

/** The fields a line needs: an order line (OrderInfo) or a to-pay line (no id, no review flag). */
export type OrderLineView = Pick<OrderInfo, 'productId' | 'productName' | 'image' | 'attrValueId' | 'sku' | 'price' | 'payNum'>;

interface OrderLinesProps<L extends OrderLineView> {
  lines: readonly L[];
  /** Something to do with one line (e.g. its review link), at the end of its row. */
  lineAction?: (line: L) => ReactNode;
}

/** An order's lines: picture, name (to the product), specification, unit price × quantity. */
export function OrderLines<L extends OrderLineView>({ lines, lineAction }: OrderLinesProps<L>) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const format = usePriceFormat();
  return (
    <ul className="divide-y divide-base-200">
      {lines.map((line, index) => {
        const href = to(paths.goodsDetail(line.productId));
        return (
          <li key={`${line.attrValueId}-${index}`} className="flex items-center gap-4 py-3">
            <Link to={href} tabIndex={-1} aria-hidden="true" className="w-16 shrink-0">
              <LazyImage src={line.image} alt="" className="w-16 rounded" />
            </Link>
            <div className="min-w-0 flex-1">
              <Link to={href} className="line-clamp-2 link font-medium link-hover">
                {line.productName}
              </Link>
              {line.sku ? <p className="text-sm text-base-content/70">{t('line.sku', { sku: line.sku })}</p> : null}
            </div>
            <p className="w-32 shrink-0 text-right text-sm">{t('line.priceQty', { price: format(line.price), count: line.payNum })}</p>
            {lineAction ? <div className="w-28 shrink-0 text-right">{lineAction(line)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
