import type { SettleAuditStatus } from '@contract';
import { useTranslation } from 'react-i18next';

// Literals (1 pending, 2 approved, 3 rejected), not @contract's SETTLE_AUDIT: a value import would bring zod into
// the records page, which has no form.
const LOOK: Record<SettleAuditStatus, { key: 'pending' | 'approved' | 'rejected'; style: string }> = {
  1: { key: 'pending', style: 'badge-warning' },
  2: { key: 'approved', style: 'badge-success' },
  3: { key: 'rejected', style: 'badge-error' },
};

/** docs/storefront.md, States: to be reviewed, approved, failed. Text, not colour alone, carries the state. */
export function StatusBadge({ status }: { status: SettleAuditStatus }) {
  const { t } = useTranslation('settleIn');
  const look = LOOK[status];
  return <span className={`badge ${look.style} font-semibold`}>{t(`status.${look.key}`)}</span>;
}
