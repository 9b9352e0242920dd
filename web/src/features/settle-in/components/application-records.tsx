import type { SettledRecord } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { merchantsCategoriesQueryOptions } from '../../../shell/merchants-categories';
import { merchantsTypesQueryOptions } from '../../../shell/merchants-types';
import { settleInSettledRecordQueryOptions } from '../api/settle-in-settled-record';
import { StatusBadge } from './status-badge';
import { paths } from '../../../lib/routing/paths';
import { BTN, BTN_PRIMARY, BTN_SM } from '../../../components/ui/classes';

function RecordCard({ record, categoryName, typeName }: { record: SettledRecord; categoryName: string; typeName: string }) {
  const { t } = useTranslation('settleIn');
  const { locale, to } = useLocale();
  const headingId = `settle-record-${record.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-box border border-base-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {record.name}
          </h2>
          <StatusBadge status={record.auditStatus} />
        </div>
        <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
          <dt className="text-base-content/70">{t('records.category')}</dt>
          <dd>{categoryName}</dd>
          <dt className="text-base-content/70">{t('records.type')}</dt>
          <dd>{typeName}</dd>
          <dt className="text-base-content/70">{t('records.date')}</dt>
          <dd>{formatDate(record.createTime, locale, true)}</dd>
        </dl>
        {record.auditStatus === 1 ? <p className="mt-2 text-sm text-base-content/70">{t('records.pendingHint')}</p> : null}
        {record.auditStatus === 3 ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded bg-error/10 px-3 py-2 text-sm text-error">
            <p>
              {t('records.reason')} {record.denialReason || t('records.noReason')}
            </p>
            <Link
              className={`${BTN} ${BTN_PRIMARY} ${BTN_SM}`}
              to={to(paths.merchantSettled({ resubmit: record.id }))}
              aria-label={t('records.resubmitNamed', { name: record.name })}
            >
              {t('records.resubmit')}
            </Link>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** /users/application_record: my settle-in applications with their audit state (docs/backend-wire.md, "Settle-in and profile"), paged in the URL. */
export function ApplicationRecords() {
  const { t } = useTranslation('settleIn');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const records = useQuery(settleInSettledRecordQueryOptions(page));
  const categories = useQuery(merchantsCategoriesQueryOptions());
  const types = useQuery(merchantsTypesQueryOptions());
  const nameOf = (list: readonly { id: number; name: string }[] | undefined, id: number) =>
    list?.find((item) => item.id === id)?.name ?? t('records.unknown');

  if (records.isPending) return <Skeleton className="h-40 w-full" label={t('records.loading')} />;
  if (records.error) {
    return <ErrorBlock error={records.error} retryLabel={t('records.retry')} onRetry={() => void records.refetch()} layout="page" />;
  }
  if (records.data.total === 0) {
    return (
      <div className="space-y-3 py-8 text-center">
        <p>{t('records.empty')}</p>
        <Link className={`${BTN} ${BTN_PRIMARY}`} to={to(paths.merchantSettled())}>
          {t('records.apply')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t('records.listLabel')}>
        {records.data.list.map((record) => (
          <RecordCard
            key={record.id}
            record={record}
            categoryName={nameOf(categories.data, record.categoryId)}
            typeName={nameOf(types.data, record.typeId)}
          />
        ))}
      </ul>
      <Pagination page={page} pages={records.data.pages} hrefFor={(n) => `?page=${n}`} label={t('records.pages')} />
    </div>
  );
}
