import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCollectionsFollowMerchant } from '../api/collections-follow-merchant';
import { useCollectionsUnfollowMerchant } from '../api/collections-unfollow-merchant';
import { useServerToggle } from '../hooks/use-server-toggle';
import { BTN, BTN_PRIMARY, BTN_SECONDARY, BTN_SM } from '../../../components/ui/classes';

/** Follow / unfollow a shop. */
export function FollowButton({ merId, following, invalidate }: { merId: number; following: boolean; invalidate: QueryKey }) {
  const { t } = useTranslation('products');
  const { active, toggle, pending } = useServerToggle({
    active: following,
    on: useCollectionsFollowMerchant(),
    off: useCollectionsUnfollowMerchant(),
    variables: merId,
    invalidate,
    messages: { on: t('shop.followed'), off: t('shop.unfollowed') },
  });
  return (
    <button type="button" className={`${BTN} flex-1 ${BTN_SM} ${active ? BTN_SECONDARY : BTN_PRIMARY}`} disabled={pending} onClick={toggle}>
      {active ? t('shop.following') : t('shop.follow')}
    </button>
  );
}
