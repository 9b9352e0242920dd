import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/upload/image-picker';
import { VOUCHER_RULE } from '../refund-state';

interface VoucherPickerProps {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  /** Reports an upload in progress, so the form waits for it before sending. */
  onBusy: (busy: boolean) => void;
}

/**
 * Up to 5 pictures (VOUCHER_RULE): each chosen file is checked (type, size), uploaded at once and shown as a
 * thumbnail with its remove button; the form sends the URLs.
 */
export function VoucherPicker({ urls, onChange, onBusy }: VoucherPickerProps) {
  const { t } = useTranslation('refunds');
  return (
    <ImagePicker
      value={urls}
      onChange={onChange}
      onBusyChange={onBusy}
      rule={VOUCHER_RULE}
      messages={{
        tooMany: (max) => t('vouchers.tooMany', { max }),
        wrongType: () => t('vouchers.wrongType'),
        tooLarge: () => t('vouchers.tooLarge'),
      }}
      texts={{
        legend: t('form.vouchers'),
        hint: t('vouchers.hint', { max: VOUCHER_RULE.maxCount, chosen: urls.length }),
        add: t('vouchers.add'),
        uploading: t('vouchers.uploading'),
        list: t('vouchers.chosen'),
        thumbAlt: (n) => t('vouchers.alt', { n }),
        remove: (n) => t('vouchers.remove', { n }),
      }}
    />
  );
}
