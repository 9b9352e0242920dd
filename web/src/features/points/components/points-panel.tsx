import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/ui/table-head';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { pointsRecordsQueryOptions } from '../api/points-records';
import { pointsSummaryQueryOptions } from '../api/points-summary';
import {
  BADGE,
  BADGE_GHOST,
  BADGE_SM,
  BTN,
  BTN_SM,
  JOIN,
  JOIN_ITEM,
  TAB,
  TABLE,
  TABLE_SM,
  TABS,
  TABS_BORDER,
  TAB_ACTIVE,
} from '../../../components/ui/classes';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';

const PAGE_SIZE = 10;
type Filter = 'all' | 'earned' | 'spent';
const FILTERS: Filter[] = ['all', 'earned', 'spent'];
const TYPE: Record<Filter, 1 | 2 | undefined> = { all: undefined, earned: 1, spent: 2 };

/**
 * Points (docs/storefront.md, Screens: current, total, spent, frozen; details and earned). Rendered only when the backend offers the
 * extension; on a real overseas backend the profile keeps just the balance from user/info.
 */
export function PointsPanel({ headingId }: { headingId: string }) {
  const { t } = useTranslation('user');
  const { locale } = useLocale();
  const id = useId();
  const summary = useQuery(pointsSummaryQueryOptions());
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const records = useQuery({ ...pointsRecordsQueryOptions(TYPE[filter], page, PAGE_SIZE), enabled: Boolean(summary.data) });

  if (summary.isPending || summary.data === null) return null;
  if (summary.error)
    return <ErrorBlock error={summary.error} retryLabel={t('retry')} onRetry={() => void summary.refetch()} layout="box" />;

  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = FILTERS[(index + step + FILTERS.length) % FILTERS.length] ?? 'all';
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  const stats = [
    { key: 'current', value: summary.data.integral },
    { key: 'total', value: summary.data.sumIntegral },
    { key: 'spent', value: summary.data.deductionIntegral },
    { key: 'frozen', value: summary.data.frozenIntegral },
  ] as const;

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-200 p-5">
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {t('points.title')}
      </h2>
      <dl className="mb-4 grid grid-cols-4 gap-3 text-center">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-box bg-base-200 px-2 py-3">
            <dt className="text-xs text-base-content/70">{t(`points.${stat.key}`)}</dt>
            <dd className="text-xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div role="tablist" aria-label={t('points.records')} className={`${TABS_BORDER} mb-2 ${TABS}`}>
        {FILTERS.map((option, index) => (
          <button
            key={option}
            id={`${id}-tab-${option}`}
            type="button"
            role="tab"
            aria-selected={filter === option}
            aria-controls={`${id}-panel`}
            tabIndex={filter === option ? 0 : -1}
            className={`${TAB} ${filter === option ? TAB_ACTIVE : 'text-base-content'}`}
            onClick={() => choose(option)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {t(`points.filter.${option}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${filter}`}>
        {records.isPending ? <Skeleton className="h-24 w-full" label={t('loading')} /> : null}
        {records.error ? (
          <ErrorBlock error={records.error} retryLabel={t('retry')} onRetry={() => void records.refetch()} layout="box" />
        ) : null}
        {records.data && records.data.list.length === 0 ? (
          <p className="py-6 text-center text-sm text-base-content/70">{t('points.empty')}</p>
        ) : null}
        {records.data && records.data.list.length > 0 ? (
          <table className={`${TABLE} ${TABLE_SM}`}>
            <TableHead
              columns={[
                { label: t('points.columns.what') },
                { label: t('points.columns.when') },
                { label: t('points.columns.change'), className: 'text-right' },
                { label: t('points.columns.balance'), className: 'text-right' },
              ]}
            />
            <tbody>
              {records.data.list.map((record) => (
                <tr key={record.id}>
                  <td className="wrap-anywhere">
                    {record.title}
                    {record.status === 1 ? (
                      <span className={`ml-2 ${BADGE} ${BADGE_GHOST} ${BADGE_SM}`}>{t('points.frozenBadge')}</span>
                    ) : null}
                  </td>
                  <td>{formatDate(record.createTime, locale)}</td>
                  <td className={`text-right font-medium ${record.type === 1 ? 'text-success' : 'text-error'}`}>
                    {record.type === 1 ? `+${record.integral}` : `−${record.integral}`}
                  </td>
                  <td className="text-right">{record.balance}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {records.data && records.data.pages > 1 ? (
          <div className={`${JOIN} mt-3 flex justify-center`}>
            <button type="button" className={`${BTN} ${JOIN_ITEM} ${BTN_SM}`} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('points.previous')}
            </button>
            <span className={`${BTN} pointer-events-none ${JOIN_ITEM} ${BTN_SM}`} aria-live="polite">
              {t('points.page', { page, pages: records.data.pages })}
            </span>
            <button
              type="button"
              className={`${BTN} ${JOIN_ITEM} ${BTN_SM}`}
              disabled={page >= records.data.pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('points.next')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
