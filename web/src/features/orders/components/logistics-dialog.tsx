import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { orderExpressQueryOptions } from '../api/order-express';
import { Modal } from '../../../components/ui/modal';
import { TrackingTimeline } from './tracking-timeline';

/** "View logistics" of a shipped merchant order (docs/storefront.md, Screens: courier company, tracking number). */
export function LogisticsDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const query = useQuery(orderExpressQueryOptions(orderNo));
  return (
    <Modal wide footerClose title={t('logistics.title')} closeLabel={t('logistics.close')} onClose={onClose}>
      <p className="mb-3 text-sm text-base-content/70">{t('card.orderNo', { orderNo })}</p>
      {query.isPending ? (
        <p role="status" aria-busy="true">
          {t('logistics.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert">
          <p>{t('logistics.loadFailed')}</p>
          <p className="text-sm text-base-content/70">{errorMessage(query.error)}</p>
          <button type="button" className="btn btn-sm mt-3" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : (
        <TrackingTimeline logistics={query.data} />
      )}
    </Modal>
  );
}
