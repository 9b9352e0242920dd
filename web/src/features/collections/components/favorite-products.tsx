import type { PageInfo, ProductCollectItem } from '@contract';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { toast } from '../../../lib/app-events';
import { useLocale } from '../../../lib/routing/use-locale';
import { useCollectionsDeleteProducts } from '../api/collections-delete-products';
import { collectionsProductListQueryOptions } from '../api/collections-product-list';
import { selectionState } from '../collection-params';
import { FavoriteProductCard } from './favorite-product-card';
import { paths } from '../../../lib/routing/paths';
import { BTN, BTN_ERROR, BTN_PRIMARY, BTN_SM, CHECKBOX, CHECKBOX_PRIMARY, CHECKBOX_SM } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

interface FavoriteProductsProps {
  page: number;
  hrefFor: (page: number) => To;
  /** Moves to another page without a history entry (a page emptied by removals). */
  replacePage: (page: number) => void;
  /** The product detail query carrying userCollect, placed by the route: refreshed for every removed product. */
  detailKey: (productId: number) => QueryKey;
}

/** The favourite products: a paged grid, per-card removal, and a manage mode that removes a selection. */
export function FavoriteProducts({ page, hrefFor, replacePage, detailKey }: FavoriteProductsProps) {
  const { t } = useTranslation('collections');
  const queryClient = useQueryClient();
  const query = useQuery(collectionsProductListQueryOptions(page));
  const [confirming, setConfirming] = useState<readonly ProductCollectItem[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const regionRef = useRef<HTMLDivElement>(null);

  // The route's hook reads the favourites list again; the products' detail queries are the route's to name.
  const removal = useCollectionsDeleteProducts();
  const remove = (items: readonly ProductCollectItem[]) =>
    removal.mutate(
      items.map((item) => item.id),
      {
        onSuccess: async () => {
          toast('success', t('products.removed', { count: items.length }));
          const gone = new Set(items.map((item) => item.id));
          setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
          setConfirming(null);
          await Promise.all(items.map((item) => queryClient.invalidateQueries({ queryKey: detailKey(item.productId) })));
          // The button that opened the confirmation went away with its card: keep the keyboard in the list.
          regionRef.current?.focus();
        },
        onError: () => setConfirming(null),
      },
    );

  // Removing the last favourites of the last page leaves it empty: show the page before it instead.
  const emptied = query.data !== undefined && !query.isPlaceholderData && query.data.list.length === 0 && page > 1;
  const lastPage = Math.max(1, query.data?.pages ?? 1);
  useEffect(() => {
    if (emptied) replacePage(lastPage);
  }, [emptied, lastPage, replacePage]);

  const single = confirming?.length === 1 ? confirming[0] : undefined;

  return (
    <div ref={regionRef} tabIndex={-1} className="focus:outline-none">
      {query.isPending ? (
        <SkeletonList label={t('common.loading')} count={8} className="grid grid-cols-4 gap-4" itemClassName="aspect-[3/4]" />
      ) : query.isError ? (
        <ErrorBlock
          error={query.error}
          title={t('products.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          layout="page"
        />
      ) : query.data.total === 0 ? (
        <EmptyFavorites />
      ) : (
        <FavoriteGrid
          data={query.data}
          fetching={query.isFetching}
          page={page}
          hrefFor={hrefFor}
          selected={selected}
          setSelected={setSelected}
          busy={removal.isPending}
          onRemove={setConfirming}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('products.confirmTitle')}
        confirmLabel={t('products.confirm')}
        cancelLabel={t('common.cancel')}
        busy={removal.isPending}
        onConfirm={() => {
          if (confirming && !removal.isPending) remove(confirming);
        }}
        onCancel={() => {
          if (!removal.isPending) setConfirming(null);
        }}
      >
        <p>
          {single ? t('products.confirmOne', { name: single.storeName }) : t('products.confirmMany', { count: confirming?.length ?? 0 })}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function EmptyFavorites() {
  const { t } = useTranslation('collections');
  const { to } = useLocale();
  return (
    <div className="py-12 text-center">
      <h2 className="text-lg font-semibold">{t('products.empty')}</h2>
      <p className="mt-2 text-base-content/70">{t('products.emptyHint')}</p>
      <Link to={to(paths.goodsSearch())} className={`${BTN} mt-4 ${BTN_PRIMARY} ${BTN_SM}`}>
        {t('products.browse')}
      </Link>
    </div>
  );
}

interface FavoriteGridProps {
  data: PageInfo<ProductCollectItem>;
  fetching: boolean;
  page: number;
  hrefFor: (page: number) => To;
  selected: ReadonlySet<number>;
  setSelected: (update: (current: ReadonlySet<number>) => ReadonlySet<number>) => void;
  busy: boolean;
  onRemove: (items: readonly ProductCollectItem[]) => void;
}

/** The toolbar (count, manage mode, select all, remove selected), the cards and the page links. */
function FavoriteGrid({ data, fetching, page, hrefFor, selected, setSelected, busy, onRemove }: FavoriteGridProps) {
  const { t } = useTranslation('collections');
  const [managing, setManaging] = useState(false);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const visibleIds = data.list.map((item) => item.id);
  const chosen = data.list.filter((item) => selected.has(item.id));
  const allState = selectionState(visibleIds, selected);

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = allState === 'some';
  }, [allState, managing]);

  const toggleManaging = () => {
    setManaging((on) => !on);
    setSelected(() => new Set());
  };
  const toggleOne = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div aria-busy={fetching}>
      <h2 className="sr-only">{t('products.heading')}</h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/70">{t('products.count', { count: data.total })}</p>
        <div className="flex items-center gap-3">
          {managing ? (
            <>
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  ref={selectAllRef}
                  type="checkbox"
                  className={`${CHECKBOX} ${CHECKBOX_SM} ${CHECKBOX_PRIMARY}`}
                  checked={allState === 'all'}
                  onChange={(event) => setSelected(() => (event.target.checked ? new Set(visibleIds) : new Set()))}
                />
                {t('products.selectAll')}
              </label>
              <button
                type="button"
                className={`${BTN} ${BTN_ERROR} ${BTN_SM}`}
                disabled={chosen.length === 0 || busy}
                onClick={() => onRemove(chosen)}
              >
                {t('products.removeSelected', { count: chosen.length })}
              </button>
            </>
          ) : null}
          <Button variant="outline" size="sm" onClick={toggleManaging}>
            {managing ? t('products.done') : t('products.manage')}
          </Button>
        </div>
      </div>
      <ul className="grid grid-cols-4 gap-4">
        {data.list.map((item) => (
          <li key={item.id}>
            <FavoriteProductCard
              item={item}
              managing={managing}
              selected={selected.has(item.id)}
              onSelectedChange={(on) => toggleOne(item.id, on)}
              onRemove={() => onRemove([item])}
              removing={busy}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={data.pages} hrefFor={hrefFor} label={t('products.pagination')} />
    </div>
  );
}
