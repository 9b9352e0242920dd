import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/routing/use-locale';
import { usePriceFormat } from '../../../components/catalog/price';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { getConfig } from '../../../lib/config';
import { mockWechatScan } from '../api/mock-provider';
import { paymentsWechatResultQueryOptions } from '../api/payments-wechat-result';
import { wechatResultPath, type PaidOrder } from '../lib/payment-flow';
import { Modal } from '../../../components/ui/modal';
import { QrCode } from './qr-code';
import { isUnder, queryKey } from '../../../lib/api/query-keys';
import { LOADING, LOADING_SPINNER, LOADING_XS } from '../../../components/ui/classes';

export interface WechatPayDialogProps {
  order: PaidOrder;
  /** The native-pay code URL of pay/payment, shown as a QR code. */
  codeUrl: string;
  onClose: () => void;
}

/**
 * WeChat Pay on a desktop: the QR code to scan with the phone and how to, and a poll every 2 s (pay/query/wechat)
 * until the payment arrives, then the payment result page. The code's text (a weixin:// address) is never shown:
 * it means nothing to a reader and cannot be opened on a desktop.
 */
export function WechatPayDialog({ order, codeUrl, onClose }: WechatPayDialogProps) {
  const { t } = useTranslation('payments');
  const format = usePriceFormat();
  const queryClient = useQueryClient();
  const result = useQuery(paymentsWechatResultQueryOptions(order.orderNo));
  const paid = result.data === true;
  const [scanError, setScanError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const mockMode = getConfig().paymentMode === 'mock';

  const navigate = useNavigate();
  const { to } = useLocale();
  useEffect(() => {
    if (!paid) return;
    // Once the money is in, the shopper goes to the result page (the checkout behind the dialog has been used up
    // and would say it expired); order lists and counts change, so they are asked again.
    navigate(to(wechatResultPath(order)), { replace: true });
    void queryClient.invalidateQueries({
      queryKey: queryKey('user'),
      predicate: (query) => !isUnder(query.queryKey, queryKey('user.payments')),
    });
  }, [paid, queryClient, navigate, to, order]);

  const simulateScan = async () => {
    setScanError(null);
    setScanning(true);
    try {
      await mockWechatScan(order.orderNo);
      await result.refetch();
    } catch (error) {
      setScanError(errorMessage(error));
    } finally {
      setScanning(false);
    }
  };

  return (
    <Modal title={t('wechat.title')} closeLabel={t('dialog.close')} onClose={onClose}>
      {paid ? (
        <p role="status" className="py-6 text-center">
          {t('result.checking')}
        </p>
      ) : (
        <div className="text-center">
          <p>{t('wechat.scan', { amount: format(order.payPrice) })}</p>
          <p className="mt-1 text-sm text-base-content/70">
            {t('result.orderNo')}: <span className="font-mono">{order.orderNo}</span>
          </p>
          <QrCode value={codeUrl} label={t('wechat.qrLabel')} unreadable={t('wechat.qrFailed')} />
          <ol className="mx-auto w-fit list-decimal pl-5 text-left text-sm">
            <li>{t('wechat.step1')}</li>
            <li>{t('wechat.step2')}</li>
            <li>{t('wechat.step3')}</li>
          </ol>
          <p role="status" className="mt-3 flex items-center justify-center gap-2 text-sm">
            <span className={`${LOADING} ${LOADING_XS} ${LOADING_SPINNER}`} aria-hidden="true" />
            {t('wechat.waiting')}
          </p>
          {result.error ? (
            <p role="alert" className="mt-2 text-sm text-error">
              {errorMessage(result.error)}
            </p>
          ) : null}
          {mockMode ? (
            <div className="mt-4 rounded-box border border-dashed border-warning p-3 text-sm">
              <p className="mb-2">{t('wechat.simulateNote')}</p>
              <Button variant="outline" size="sm" onClick={() => void simulateScan()} disabled={scanning} aria-busy={scanning}>
                {t('wechat.simulate')}
              </Button>
              {scanError ? (
                <p role="alert" className="mt-2 text-error">
                  {scanError}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
