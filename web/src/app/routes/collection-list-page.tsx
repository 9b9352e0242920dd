import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import {
  collectionSearch,
  PAGE_PARAM,
  parseCollectionPage,
  parseCollectionTab,
  TAB_PARAM,
  type CollectionTab,
} from '../../features/collections/collection-params';
import { CollectionTabs } from '../../features/collections/components/collection-tabs';
import { FavoriteProducts } from '../../features/collections/components/favorite-products';
import { FollowedShops } from '../../features/collections/components/followed-shops';
import { queryKey } from '../../lib/api/query-keys';

/**
 * /users/collection_list — favourite products and followed shops; the tab and page live in the URL. The product
 * detail answer carries userCollect and merchantInfo.isCollect (ADR 0007): it is refreshed after removals.
 */
export default function CollectionListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseCollectionTab(params.get(TAB_PARAM));
  const page = parseCollectionPage(params.get(PAGE_PARAM));

  // Switching tabs replaces the entry, as review tabs do: Back leaves the page instead of replaying tab clicks.
  const selectTab = (next: CollectionTab) => {
    if (next !== tab) setParams(collectionSearch(params, next, 1), { replace: true });
  };
  const hrefFor = (n: number) => ({ search: `?${collectionSearch(params, tab, n).toString()}` });
  const replacePage = useCallback(
    (n: number) => setParams((current) => collectionSearch(current, parseCollectionTab(current.get(TAB_PARAM)), n), { replace: true }),
    [setParams],
  );

  return (
    <AccountFrame title={t('routes.collectionList')}>
      <CollectionTabs current={tab} onSelect={selectTab}>
        {tab === 'shops' ? (
          <FollowedShops key="shops" page={page} hrefFor={hrefFor} replacePage={replacePage} detailKey={queryKey('products.detail')} />
        ) : (
          <FavoriteProducts
            key="products"
            page={page}
            hrefFor={hrefFor}
            replacePage={replacePage}
            detailKey={(productId: number) => queryKey('products.detail', productId)}
          />
        )}
      </CollectionTabs>
    </AccountFrame>
  );
}
