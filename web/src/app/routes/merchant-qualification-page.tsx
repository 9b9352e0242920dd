import { ShopQualification } from '../../features/merchants/components/shop-qualification';
import { useShopTitle } from '../../features/merchants/shop-context';
import type { FirstViewQueries } from '../first-view-run';
import { firstLoad } from '../../lib/query-client';
import { merchantDetailQueryOptions } from '../../features/merchants/api/merchants-detail';

/** The shop's licences and details (app/first-view.ts). */
export const firstView: FirstViewQueries = {
  'merchants.detail':
    ({ params }) =>
    (queryClient) =>
      queryClient.fetchQuery(firstLoad(queryClient, merchantDetailQueryOptions(params.id))),
};

/** /merchant/merchant/qualification?id= — intro, contact, join time, followers and licence pictures. */
export default function MerchantQualificationPage() {
  const { merId } = useShopTitle('qualification');
  return <ShopQualification merId={merId} />;
}
