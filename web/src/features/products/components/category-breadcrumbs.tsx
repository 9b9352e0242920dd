import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryPath, productsCategoryTreeQueryOptions } from '../../../shell/products-category-tree';
import { useLocale } from '../../../lib/routing/use-locale';
import { searchHref } from '../search-href';
import { BREADCRUMBS } from '../../../components/ui/classes';

/** A category's crumb keeps to one line at most this wide, cut with an ellipsis (its tooltip has it whole). */
const CRUMB = 'max-w-60 truncate';

interface CategoryBreadcrumbsProps {
  cid: number | null;
  /** The last crumb (not a link): a product name or "results for …". */
  current?: ReactNode;
}

/** Home › top category › … › category, each linking to its browse page. */
export function CategoryBreadcrumbs({ cid, current }: CategoryBreadcrumbsProps) {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const { data: tree } = useQuery(productsCategoryTreeQueryOptions());
  const path = cid !== null && tree ? categoryPath(tree, cid) : [];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={`${BREADCRUMBS} text-sm`}>
      <ul>
        <li>
          <Link to={to('/')}>{t('breadcrumbs.home')}</Link>
        </li>
        {path.map((category, i) =>
          i === path.length - 1 && !current ? (
            <li key={category.id}>
              <span aria-current="page" className={CRUMB} title={category.name}>
                {category.name}
              </span>
            </li>
          ) : (
            <li key={category.id}>
              <Link to={to(searchHref({ cid: category.id }))} title={category.name}>
                <span className={CRUMB}>{category.name}</span>
              </Link>
            </li>
          ),
        )}
        {current ? (
          <li>
            <span aria-current="page" className="line-clamp-1 max-w-md">
              {current}
            </span>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
