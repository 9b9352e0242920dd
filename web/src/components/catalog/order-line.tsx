import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MoneyValue } from '../../lib/format/money';
import { paths } from '../../lib/routing/paths';
import { useLocale } from '../../lib/routing/use-locale';
import { LazyImage } from './lazy-image';
import { usePriceFormat } from './price';
import { LINK, LINK_HOVER } from '../ui/classes';

/** The product part of a line: enough to show and link it. */
export interface LineProductData {
  productId: number;
  productName: string;
  image: string;
  sku?: string | null | undefined;
}

/** What a bought line shows: an order's line, a refund's, a line waiting for its review. */
export interface OrderLineData extends LineProductData {
  price: MoneyValue;
  payNum: number;
}

/** The picture's width: a refund's lines are the smallest, a line standing alone (a review) the largest. */
const PICTURE = { sm: 'w-14', md: 'w-16', lg: 'w-20' } as const;
export type OrderLinePicture = keyof typeof PICTURE;

interface ProductLineProps {
  line: LineProductData;
  picture?: OrderLinePicture | undefined;
  /** The row's own classes: its alignment and spacing (a list's rows, a card's padding and border). */
  className?: string;
  /** The classes of the column with the name. */
  bodyClassName?: string;
  /** More under the name and specification (a price, a review's stars and text). */
  children?: ReactNode;
  /** Columns after the name's (a price, an action). */
  after?: ReactNode;
}

/**
 * A product as a bought line shows it: picture and name (both to the product), its specification, then what the
 * caller adds under or after them.
 */
export function ProductLine({ line, picture = 'md', className = '', bodyClassName = '', children, after }: ProductLineProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const href = to(paths.goodsDetail(line.productId));
  const width = PICTURE[picture];
  return (
    <div className={`flex gap-4 ${className}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={`${width} shrink-0`}>
        <LazyImage src={line.image} alt="" className={`${width} rounded`} />
      </Link>
      <div className={`min-w-0 flex-1 ${bodyClassName}`}>
        <Link to={href} className={`line-clamp-2 ${LINK} font-medium ${LINK_HOVER}`}>
          {line.productName}
        </Link>
        {line.sku ? <p className="text-sm text-base-content/70">{t('kit.orderLine.sku', { sku: line.sku })}</p> : null}
        {children}
      </div>
      {after}
    </div>
  );
}

interface OrderLineProps {
  line: OrderLineData;
  picture?: OrderLinePicture | undefined;
  /** Unit price × quantity under the name instead of in its own column at the right. */
  priceBelow?: boolean;
  /** Something to do with the line (its review link), at the end of the row. */
  action?: ReactNode;
  /** The row's spacing (a list's rows have vertical padding, a card's row padding all round). */
  className?: string;
  /** More under the name, after the price when it is below (the shop and order of a line being reviewed). */
  children?: ReactNode;
}

/** One bought line: the product, then unit price × quantity, and an action if any. */
export function OrderLine({ line, picture, priceBelow = false, action, className = '', children }: OrderLineProps) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const priceQty = t('kit.orderLine.priceQty', { price: format(line.price), count: line.payNum });
  return (
    <ProductLine
      line={line}
      picture={picture}
      className={`items-center ${className}`}
      after={
        <>
          {priceBelow ? null : <p className="w-32 shrink-0 text-right text-sm">{priceQty}</p>}
          {action}
        </>
      }
    >
      {priceBelow ? <p className="text-sm">{priceQty}</p> : null}
      {children}
    </ProductLine>
  );
}

interface OrderLineListProps<L extends OrderLineData> {
  lines: readonly L[];
  picture?: OrderLinePicture;
  /** Something to do with one line (e.g. its review link), in a column at the end of its row. */
  lineAction?: (line: L) => ReactNode;
}

/** An order's (or a refund's) lines, one row each, divided by rules. */
export function OrderLineList<L extends OrderLineData>({ lines, picture, lineAction }: OrderLineListProps<L>) {
  return (
    <ul className="divide-y divide-base-200">
      {lines.map((line, index) => (
        // A list of one order's lines never reorders; one product may stand twice (two specifications).
        <li key={`${line.productId}-${index}`}>
          <OrderLine
            line={line}
            picture={picture}
            className="py-3"
            action={lineAction ? <div className="w-28 shrink-0 text-right">{lineAction(line)}</div> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
