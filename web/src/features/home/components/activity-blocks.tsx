import type { ActivityBlock, ActivityProduct } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { ListPrice, Price } from '../../../components/catalog/price';
import { useLocale } from '../../../lib/routing/use-locale';
import { homeActivityBlocksQueryOptions } from '../api/home-activity-blocks';
import { paths } from '../../../lib/routing/paths';
import { BTN, BTN_GHOST, BTN_SM, LINK } from '../../../components/ui/classes';

function ActivityTile({ product, big = false }: { product: ActivityProduct; big?: boolean }) {
  const { to } = useLocale();
  return (
    <Link
      to={to(paths.goodsDetail(product.proId))}
      className="group flex h-full flex-col rounded-box border border-base-200 bg-base-100 p-2 hover:shadow-md"
    >
      <LazyImage
        src={product.image || product.proImage}
        alt=""
        ratio="1 / 1"
        className="rounded"
        imgClassName="transition-transform group-hover:scale-105"
      />
      <span className={`mt-2 line-clamp-2 ${big ? 'text-base font-medium' : 'text-sm'}`}>{product.storeName}</span>
      <span className="mt-auto flex flex-wrap items-baseline gap-x-2">
        <Price value={product.price} className={big ? 'text-xl' : ''} />
        {product.otPrice > product.price ? <ListPrice value={product.otPrice} /> : null}
      </span>
    </Link>
  );
}

/** A block's list is unpaged: the strip shows at most this many; "View all" opens the paged activity page. */
const CAROUSEL_LIMIT = 20;

/** Type 1: a horizontal strip scrolled by buttons (keyboard users reach every tile by Tab; the strip scrolls to it). */
function CarouselBlock({ products, name }: { products: readonly ActivityProduct[]; name: string }) {
  const { t } = useTranslation('products');
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className="relative">
      {/* relative: the tiles' visually hidden price labels are absolutely placed; the strip must be their containing block or they escape its scroll box and widen the page. */}
      <ul ref={strip} className="relative flex snap-x gap-4 overflow-x-auto scroll-smooth pb-2">
        {products.slice(0, CAROUSEL_LIMIT).map((product) => (
          <li key={product.proId} className="w-[calc((100%-4rem)/5)] shrink-0 snap-start">
            <ActivityTile product={product} />
          </li>
        ))}
      </ul>
      {products.length > 5 ? (
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" className={`${BTN} ${BTN_SM}`} onClick={() => scroll(-1)} aria-label={t('home.scrollPrevious', { name })}>
            ‹
          </button>
          <button type="button" className={`${BTN} ${BTN_SM}`} onClick={() => scroll(1)} aria-label={t('home.scrollNext', { name })}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Type 2: one big product and a grid of small ones. */
function GridBlock({ products }: { products: readonly ActivityProduct[] }) {
  const [first, ...rest] = products;
  if (!first) return null;
  return (
    <ul className="grid grid-cols-5 grid-rows-2 gap-4">
      <li className="col-span-2 row-span-2">
        <ActivityTile product={first} big />
      </li>
      {rest.slice(0, 6).map((product) => (
        <li key={product.proId}>
          <ActivityTile product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Type 3: one big image with the product's name and price. */
function BigImageBlock({ products }: { products: readonly ActivityProduct[] }) {
  const { to } = useLocale();
  const [first, ...rest] = products;
  if (!first) return null;
  return (
    <div className="grid grid-cols-5 gap-4">
      <Link to={to(paths.goodsDetail(first.proId))} className="relative col-span-3 overflow-hidden rounded-box">
        <LazyImage src={first.image || first.proImage} alt="" ratio="16 / 9" />
        <span className="absolute inset-x-0 bottom-0 flex items-baseline justify-between gap-2 bg-base-100/90 p-3">
          <span className="line-clamp-1 text-lg font-medium">{first.storeName}</span>
          <Price value={first.price} className="text-xl" />
        </span>
      </Link>
      <ul className="col-span-2 grid grid-cols-2 gap-4">
        {rest.slice(0, 4).map((product) => (
          <li key={product.proId}>
            <ActivityTile product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Block({ block }: { block: ActivityBlock }) {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const products = block.productList ?? [];
  if (products.length === 0) return null;
  const headingId = `activity-block-${block.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {block.name}
        </h2>
        <Link
          className={`${LINK} shrink-0 text-sm`}
          to={to(paths.activityList({ id: block.id }))}
          aria-label={t('home.viewActivity', { name: block.name })}
        >
          {t('home.viewAll')}
        </Link>
      </div>
      {block.type === 1 ? (
        <CarouselBlock products={products} name={block.name} />
      ) : block.type === 2 ? (
        <GridBlock products={products} />
      ) : (
        <BigImageBlock products={products} />
      )}
    </section>
  );
}

/** The activity blocks of the home page; empty or null lists render nothing. */
export function ActivityBlocks() {
  const { data } = useQuery(homeActivityBlocksQueryOptions());
  if (!data || data.length === 0) return null;
  return (
    <div className="space-y-10">
      {data.map((block) => (
        <Block key={block.id} block={block} />
      ))}
    </div>
  );
}

/** Links to each activity page (for the quick-links row). */
export function ActivityLinks() {
  const { to } = useLocale();
  const { data } = useQuery(homeActivityBlocksQueryOptions());
  return (
    <>
      {(data ?? []).map((block) => (
        <li key={block.id}>
          {/* A name of any length keeps to one line of the row: cut with an ellipsis, whole in its tooltip. */}
          <Link className={`${BTN} ${BTN_GHOST} ${BTN_SM} max-w-xs`} to={to(paths.activityList({ id: block.id }))} title={block.name}>
            <span className="truncate">{block.name}</span>
          </Link>
        </li>
      ))}
    </>
  );
}
