import type { Category } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { productsMerchantCategoriesQueryOptions } from '../api/products-merchant-categories';

interface ShopCategoryNavProps {
  merId: number;
  /** The chosen shop category; null = all products. */
  current: number | null;
  hrefFor: (cid: number | null) => To;
}

/**
 * The shop's own category tree. A category with sub-categories is a group label: products carry the ids they
 * were filed under (matched exactly in cateId, docs/backend-wire.md, "Product and shop lists"), which in practice are the lowest levels.
 */
export function ShopCategoryNav({ merId, current, hrefFor }: ShopCategoryNavProps) {
  const { t } = useTranslation('merchants');
  const tree = useQuery(productsMerchantCategoriesQueryOptions(merId));
  const link = (cid: number | null, label: string) => (
    <Link
      to={hrefFor(cid)}
      aria-current={cid === current ? 'page' : undefined}
      className={`block rounded px-3 py-1.5 text-sm ${cid === current ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
    >
      {label}
    </Link>
  );
  const renderNodes = (nodes: readonly Category[], depth: number) => (
    <ul className={depth > 0 ? 'ml-3 space-y-1' : 'space-y-1'}>
      {nodes.map((node) => (
        <li key={node.id}>
          {node.childList && node.childList.length > 0 ? (
            <>
              <span className="block px-3 py-1.5 text-sm font-semibold text-base-content/80">{node.name}</span>
              {renderNodes(node.childList, depth + 1)}
            </>
          ) : (
            link(node.id, node.name)
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <nav aria-label={t('category.label')} className="w-56 shrink-0 rounded-box border border-base-200 p-2">
      <ul className="space-y-1">
        <li>{link(null, t('category.all'))}</li>
      </ul>
      {tree.isPending ? (
        <SkeletonList count={4} className="mt-2 space-y-2 px-3" itemClassName="h-5 w-full" label={t('common.loading')} />
      ) : tree.isError ? (
        <ErrorBlock
          error={tree.error}
          retryLabel={t('common.retry')}
          onRetry={() => void tree.refetch()}
          layout="box"
          className="px-3 py-2"
        />
      ) : tree.data.length === 0 ? (
        <p className="px-3 py-2 text-sm text-base-content/70">{t('category.empty')}</p>
      ) : (
        <div className="mt-1">{renderNodes(tree.data, 0)}</div>
      )}
    </nav>
  );
}
