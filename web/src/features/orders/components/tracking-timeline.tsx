import type { OrderLogistics } from '@contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { parseTrackingEvents, trackingStateKey } from '../order-state';

/** Courier, tracking number, where the parcel is, and its events newest first. */
export function TrackingTimeline({ logistics }: { logistics: OrderLogistics | null }) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  // express answers data null until the shop ships (docs/backend-wire.md, orders).
  if (!logistics) return <p className="text-sm text-base-content/70">{t('logistics.notShipped')}</p>;
  const events = parseTrackingEvents(logistics.logisticsInfo);
  return (
    <div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/70">{t('logistics.courier')}</dt>
        <dd>{logistics.expName}</dd>
        <dt className="text-base-content/70">{t('logistics.trackingNo')}</dt>
        <dd className="font-mono">{logistics.expNo}</dd>
        <dt className="text-base-content/70">{t('logistics.status')}</dt>
        <dd>{t(`logistics.state.${trackingStateKey(logistics.state)}`)}</dd>
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">{t('logistics.events')}</h3>
      {events.length === 0 ? (
        <p className="text-sm text-base-content/70">{t('logistics.noEvents')}</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-base-300 pl-4" aria-label={t('logistics.events')}>
          {events.map((event, index) => (
            <li key={`${event.time}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full ${index === 0 ? 'bg-primary' : 'bg-base-300'}`}
              />
              <p className={index === 0 ? 'font-medium' : 'text-base-content/80'}>{event.station}</p>
              <p className="text-xs text-base-content/70">
                <time dateTime={event.time.replace(' ', 'T')}>{formatDate(event.time, locale, true)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
