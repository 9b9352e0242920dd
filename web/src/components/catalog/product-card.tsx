import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../lib/routing/use-locale';
import { useAdoptingServerMarkup } from '../../lib/react/render-status';
import { LazyImage } from './lazy-image';
import { compareMoney } from '../../lib/format/money';
import { ListPrice, Price } from './price';
import { paths } from '../../lib/routing/paths';
import { CARD, CARD_BODY } from '../ui/classes';
import { SkeletonList } from '../ui/query-state';

export interface ProductCardData {
  id: number;
  image: string;
  storeName: string;
  /** Money as the wire sends it (a decimal string). */
  price: string;
  otPrice?: string | null;
  /** sales + ficti (what the shop shows as "sold"). */
  sold?: number | null;
}

/** A product tile linking to its detail page. The whole card is one link; the name is its accessible name. */
interface ProductCardProps {
  product: ProductCardData;
  headingLevel?: 2 | 3 | 4;
  /** Hover or focus: the route may prefetch the product (it owns which query that is). */
  onIntent?: (id: number) => void;
  /** The card is in the page's first screen: its picture loads at once instead of after the first layout. */
  firstView?: boolean;
}

export function ProductCard({ product, headingLevel = 3, onIntent, firstView = false }: ProductCardProps) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      to={to(paths.goodsDetail(product.id))}
      onMouseEnter={onIntent ? () => onIntent(product.id) : undefined}
      onFocus={onIntent ? () => onIntent(product.id) : undefined}
      className={`group ${CARD} h-full border border-base-200 bg-base-100 transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-primary`}
    >
      <LazyImage
        src={product.image}
        alt=""
        ratio="1 / 1"
        className="rounded-t-box"
        imgClassName="transition-transform group-hover:scale-105"
        firstView={firstView}
      />
      <div className={`${CARD_BODY} gap-1 p-3`}>
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5">{product.storeName}</Heading>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Price value={product.price} className="text-lg" />
          {product.otPrice != null && compareMoney(product.otPrice, product.price) > 0 ? <ListPrice value={product.otPrice} /> : null}
        </p>
        {product.sold != null ? <p className="text-xs text-base-content/70">{t('kit.sold', { count: product.sold })}</p> : null}
      </div>
    </Link>
  );
}

/** Cards per row of the grid (`grid-cols-5`, the 1200 px layout). */
const GRID_COLUMNS = 5;

/**
 * The grid's place while its cards load or render: tiles of a card's height. `label` where the grid waits for its
 * data (the kit's SkeletonList announces it once); left out while the cards themselves render.
 */
export function ProductGridSkeleton({ count, label }: { count: number; label?: string }) {
  return <SkeletonList count={count} className="grid grid-cols-5 gap-4" itemClassName="aspect-[3/4]" label={label} />;
}

/**
 * A responsive grid of product cards (5 per row at the 1200px layout). The cards render in a background pass
 * (useDeferredValue): a list's answer arrives through React Query, whose updates React renders in one blocking task,
 * and twenty cards in one task block a phone's main thread for 200-300 ms. In the background pass React yields between
 * cards; the skeleton holds the grid's place until the first pass is done, and a new page's cards replace the old
 * ones the same way (docs/adr/0016-first-load-on-a-phone.md). A grid at the top of its page (search, a shop's products,
 * an activity) passes `firstView`: its first row's pictures load at once, since one of them is often the page's largest
 * paint.
 */
export function ProductGrid({
  products,
  headingLevel = 3,
  onIntent,
  firstView = false,
}: {
  products: readonly ProductCardData[];
  headingLevel?: 2 | 3 | 4;
  onIntent?: (id: number) => void;
  firstView?: boolean;
}) {
  // The server sends the cards themselves (a crawler reads them), so the render that adopts its markup starts from
  // them too (docs/adr/0019-server-rendering.md).
  const adopting = useAdoptingServerMarkup();
  const shown = useDeferredValue<readonly ProductCardData[] | null>(products, adopting ? products : null);
  if (shown === null) return <ProductGridSkeleton count={products.length} />;
  return (
    <ul className="grid grid-cols-5 gap-4">
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} onIntent={onIntent} firstView={firstView && index < GRID_COLUMNS} />
        </li>
      ))}
    </ul>
  );
}
