import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ui/query-state';
import { ordersExpressQueryOptions } from '../api/orders-express';
import { Modal } from '../../../components/ui/modal';
import { TrackingTimeline } from './tracking-timeline';

/** "View logistics" of a shipped merchant order (docs/storefront.md, Screens: courier company, tracking number). */
export function LogisticsDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const query = useQuery(ordersExpressQueryOptions(orderNo));
  return (
    <Modal wide footerClose title={t('logistics.title')} closeLabel={t('logistics.close')} onClose={onClose}>
      <p className="mb-3 text-sm text-base-content/70">{t('card.orderNo', { orderNo })}</p>
      {query.isPending ? (
        <p role="status" aria-busy="true">
          {t('logistics.loading')}
        </p>
      ) : query.isError ? (
        <ErrorBlock
          error={query.error}
          title={t('logistics.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
          layout="box"
        />
      ) : (
        <TrackingTimeline logistics={query.data} />
      )}
    </Modal>
  );
}
