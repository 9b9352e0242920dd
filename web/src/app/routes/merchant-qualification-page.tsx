import { ShopQualification } from '../../features/merchants/components/shop-qualification';
import { useShopTitle } from '../../features/merchants/shop-context';
import { fetching, type PageFirstView } from '../first-view/run';
import { shopQualificationCalls } from '../first-view/shops';
import { merchantsDetailQueryOptions } from '../../features/merchants/api/merchants-detail';

/** The shop's licences and details (app/first-view/). */
export const firstView: PageFirstView = {
  calls: shopQualificationCalls,
  queries: {
    'merchants.detail': ({ params }) => fetching(() => merchantsDetailQueryOptions(params.id)),
  },
};

/** /merchant/merchant/qualification?id= — intro, contact, join time, followers and licence pictures. */
export default function MerchantQualificationPage() {
  const { merId } = useShopTitle('qualification');
  return <ShopQualification merId={merId} />;
}
