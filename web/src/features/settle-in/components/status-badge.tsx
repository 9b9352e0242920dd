import type { SettleAuditStatus } from '@contract';
import { useTranslation } from 'react-i18next';
import { BADGE, BADGE_ERROR, BADGE_SUCCESS, BADGE_WARNING } from '../../../components/ui/classes';

// Literals (1 pending, 2 approved, 3 rejected), not @contract's SETTLE_AUDIT: a value import would bring zod into
// the records page, which has no form.
const LOOK: Record<SettleAuditStatus, { key: 'pending' | 'approved' | 'rejected'; style: string }> = {
  1: { key: 'pending', style: BADGE_WARNING },
  2: { key: 'approved', style: BADGE_SUCCESS },
  3: { key: 'rejected', style: BADGE_ERROR },
};

/** docs/storefront.md, States: to be reviewed, approved, failed. Text, not colour alone, carries the state. */
export function StatusBadge({ status }: { status: SettleAuditStatus }) {
  const { t } = useTranslation('settleIn');
  const look = LOOK[status];
  return <span className={`${BADGE} ${look.style} font-semibold`}>{t(`status.${look.key}`)}</span>;
}
