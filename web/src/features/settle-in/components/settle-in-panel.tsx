import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { lazyOnArrival } from '../../../lib/react/lazy-on-arrival';
import { useLocale } from '../../../lib/routing/use-locale';
import { settleInSettledRecordQueryOptions } from '../api/settle-in-settled-record';
import { prefillFrom } from '../lib/settle-prefill';
import { paths } from '../../../lib/routing/paths';
import { LINK } from '../../../components/ui/classes';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';

// The form brings react-hook-form, zod and the contract's schemas (docs/adr/0012): fetched as soon as the page's
// code is in, beside a resubmission's records, not with the shell nor after them.
const SettleInForm = lazyOnArrival(() => import('./settle-in-form'));
/** There is no detail endpoint: a resubmission finds its record among the newest 100 (the records' page limit). */
const LOOKUP_LIMIT = 100;
/** The form's place while its code arrives. */
const formPlaceholder = <Skeleton className="h-96 w-full" />;

/** A rejected record to start from (?resubmit=<id>), else an empty form. */
function Resubmission({ recordId }: { recordId: number }) {
  const { t } = useTranslation('settleIn');
  const { to } = useLocale();
  const records = useQuery(settleInSettledRecordQueryOptions(1, LOOKUP_LIMIT));
  if (records.isPending) return <Skeleton className="h-96 w-full" label={t('records.loading')} />;
  if (records.error)
    return <ErrorBlock error={records.error} retryLabel={t('records.retry')} onRetry={() => void records.refetch()} layout="box" />;
  const record = records.data.list.find((r) => r.id === recordId && r.auditStatus === 3);
  return (
    <div className="space-y-4">
      {record ? (
        <p role="note" className="rounded bg-base-200 px-3 py-2 text-sm">
          {t('form.resubmitting', { reason: record.denialReason || t('records.noReason') })}
        </p>
      ) : (
        <p role="note" className="rounded bg-base-200 px-3 py-2 text-sm">
          {t('form.resubmitMissing')}{' '}
          <Link className={LINK} to={to(paths.applicationRecord())}>
            {t('success.records')}
          </Link>
        </p>
      )}
      <SettleInForm key={record?.id ?? 'new'} placeholder={formPlaceholder} initial={record ? prefillFrom(record) : undefined} />
    </div>
  );
}

export function SettleInPanel() {
  const [params] = useSearchParams();
  const resubmit = Number(params.get('resubmit'));
  if (Number.isInteger(resubmit) && resubmit > 0) return <Resubmission key={resubmit} recordId={resubmit} />;
  return <SettleInForm placeholder={formPlaceholder} />;
}
