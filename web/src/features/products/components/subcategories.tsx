import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryPath, productsCategoryTreeQueryOptions } from '../../../shell/products-category-tree';
import { useLocale } from '../../../lib/routing/use-locale';
import { searchHref } from '../search-href';
import { BTN, BTN_OUTLINE, BTN_XS } from '../../../components/ui/classes';

/**
 * The categories one level below the current one (the top level when none is chosen), to narrow a browse.
 * A parent category lists the products of every category below it (mock-server search: documented there).
 */
export function Subcategories({ cid }: { cid: number | null }) {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const { data: tree } = useQuery(productsCategoryTreeQueryOptions());
  if (!tree) return null;
  const children = cid === null ? tree : (categoryPath(tree, cid).at(-1)?.childList ?? []);
  if (children.length === 0) return null;
  return (
    <nav aria-label={t('search.subcategories')} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-base-content/70">{t('search.categories')}</span>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {/* A name of any length keeps to one line: cut with an ellipsis, whole in its tooltip. */}
        {children.map((category) => (
          <li key={category.id} className="max-w-xs">
            <Link className={`${BTN} ${BTN_OUTLINE} ${BTN_XS} max-w-full`} to={to(searchHref({ cid: category.id }))} title={category.name}>
              <span className="truncate">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
