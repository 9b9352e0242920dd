import { Link } from 'react-router-dom';
import type { MoneyValue } from '../../lib/format/money';
import { paths } from '../../lib/routing/paths';
import { useLocale } from '../../lib/routing/use-locale';
import { LazyImage } from './lazy-image';
import { Price } from './price';

export interface MiniTileProduct {
  id: number;
  image: string;
  storeName: string;
  price: MoneyValue;
}

/** A shop's product in a few words (a shop card's row of products): picture, one line of name, price; one link. */
export function ProductMiniTile({ product }: { product: MiniTileProduct }) {
  const { to } = useLocale();
  return (
    <Link to={to(paths.goodsDetail(product.id))} className="block rounded hover:bg-base-200">
      <LazyImage src={product.image} alt="" ratio="1 / 1" className="rounded" />
      <span className="mt-1 line-clamp-1 text-xs">{product.storeName}</span>
      <Price value={product.price} className="text-sm" />
    </Link>
  );
}
