import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { ListPrice, Price } from '../../../components/catalog/price';
import { QueryState, Skeleton } from '../../../components/ui/query-state';
import { useLocale } from '../../../lib/routing/use-locale';
import { homeLeaderboardQueryOptions } from '../api/home-leaderboard';
import { paths } from '../../../lib/routing/paths';

/** The ranking is one unpaged answer: at most this many rows are shown. */
const RANKING_LIMIT = 50;

/** The sales ranking as an ordered list: rank, image, name, sold and price. */
export function LeaderboardList() {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const query = useQuery(homeLeaderboardQueryOptions());
  return (
    <QueryState
      query={query}
      skeleton={<Skeleton className="h-96 w-full" label={t('common.loading')} />}
      layout="page"
      retryLabel={t('common.retry')}
      empty={(data) => data.length === 0}
      emptyContent={<p className="py-10 text-center text-base-content/70">{t('ranking.empty')}</p>}
    >
      {(data) => (
        <ol className="divide-y divide-base-200 rounded-box border border-base-200" aria-label={t('ranking.title')}>
          {data.slice(0, RANKING_LIMIT).map((product, i) => (
            <li key={product.id} className="flex items-center gap-4 p-3">
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-bold ${i < 3 ? 'bg-secondary text-secondary-content' : 'bg-base-200'}`}
              >
                <span aria-hidden="true">{i + 1}</span>
                <span className="sr-only">{t('ranking.rank', { rank: i + 1 })}</span>
              </span>
              <Link to={to(paths.goodsDetail(product.id))} className="flex min-w-0 flex-1 items-center gap-4 hover:text-primary">
                <LazyImage src={product.image} alt="" ratio="1 / 1" className="w-20 shrink-0 rounded" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium">{product.storeName}</span>
                  <span className="text-sm text-base-content/70">{t('product.sold', { count: product.sales + (product.ficti ?? 0) })}</span>
                </span>
              </Link>
              <span className="flex w-40 shrink-0 flex-col items-end">
                <Price value={product.price} className="text-lg" />
                {product.otPrice > product.price ? <ListPrice value={product.otPrice} /> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
