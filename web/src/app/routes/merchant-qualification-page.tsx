import { ShopQualification } from '../../features/merchants/components/shop-qualification';
import { useShopTitle } from '../../features/merchants/shop-context';

/** /merchant/merchant/qualification?id= — intro, contact, join time, followers and licence pictures. */
export default function MerchantQualificationPage() {
  const { merId } = useShopTitle('qualification');
  return <ShopQualification merId={merId} />;
}
