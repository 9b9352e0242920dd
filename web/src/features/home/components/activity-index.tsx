import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { useLocale } from '../../../lib/routing/use-locale';
import { homeActivityBlocksQueryOptions } from '../api/home-activity-blocks';
import { paths } from '../../../lib/routing/paths';

/** /goods/activity_list without an id: every running promotion, each with a few of its products, linking to its page. */
export function ActivityIndex() {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const blocks = useQuery(homeActivityBlocksQueryOptions());
  const list = blocks.data ?? [];
  return (
    <section aria-labelledby="activity-index-title" className="space-y-4">
      <h1 id="activity-index-title" className="text-2xl font-semibold">
        {t('activity.allTitle')}
      </h1>
      <p className="text-base-content/80">{t('activity.allIntro')}</p>
      {blocks.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {blocks.isSuccess && list.length === 0 ? <p>{t('activity.none')}</p> : null}
      <ul className="grid grid-cols-2 gap-4">
        {list.map((block) => {
          const products = block.productList ?? [];
          return (
            <li key={block.id}>
              <Link
                to={to(paths.activityList({ id: block.id }))}
                className="block rounded-box border border-base-300 bg-base-100 p-4 hover:shadow-md"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="text-lg font-semibold">{block.name}</span>
                  <span className="text-sm text-base-content/70">{t('activity.productCount', { count: products.length })}</span>
                </span>
                <span className="mt-3 grid grid-cols-4 gap-2">
                  {products.slice(0, 4).map((product) => (
                    <LazyImage key={product.proId} src={product.image || product.proImage} alt="" ratio="1 / 1" className="rounded" />
                  ))}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
