import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { assetUrl } from '../../../lib/asset-url';
import { useVoucherUpload } from '../api/refunds-apply';
import { VOUCHER_MAX, VOUCHER_TYPES, voucherProblem } from '../refund-state';

interface VoucherPickerProps {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  /** Reports an upload in progress, so the form waits for it before sending. */
  onBusy: (busy: boolean) => void;
}

/**
 * Up to VOUCHER_MAX pictures: each chosen file is checked here (type, size), uploaded at once and shown as a
 * thumbnail with its remove button; the form sends the URLs.
 */
export function VoucherPicker({ urls, onChange, onBusy }: VoucherPickerProps) {
  const { t } = useTranslation('refunds');
  const id = useId();
  const upload = useVoucherUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const full = urls.length >= VOUCHER_MAX;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || full) return;
    const found = voucherProblem(file);
    if (found) {
      setProblem(found === 'type' ? t('vouchers.wrongType') : t('vouchers.tooLarge'));
      return;
    }
    setProblem(null);
    onBusy(true);
    upload.mutate(file, {
      onSuccess: (url) => onChange([...urls, url].slice(0, VOUCHER_MAX)),
      onError: (failure) => setProblem(errorMessage(failure)),
      onSettled: () => onBusy(false),
    });
  };

  return (
    <fieldset>
      <legend className="mb-1 text-sm">{t('form.vouchers')}</legend>
      <ul className="flex flex-wrap items-center gap-3" aria-label={t('vouchers.chosen')}>
        {urls.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={assetUrl(url)}
              alt={t('vouchers.alt', { n: index + 1 })}
              className="h-20 w-20 rounded border border-base-200 object-cover"
            />
            <button
              type="button"
              className="btn absolute -top-2 -right-2 btn-circle btn-xs"
              aria-label={t('vouchers.remove', { n: index + 1 })}
              onClick={() => onChange(urls.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {full ? null : (
        <>
          <label htmlFor={`${id}-file`} className={`btn mt-2 btn-outline btn-sm ${upload.isPending ? 'btn-disabled' : ''}`}>
            {upload.isPending ? t('vouchers.uploading') : t('vouchers.add')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={VOUCHER_TYPES.join(',')}
            className="sr-only"
            onChange={choose}
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
          />
        </>
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-base-content/70">
        {t('vouchers.hint', { max: VOUCHER_MAX, chosen: urls.length })}
      </p>
      {problem ? (
        <p role="alert" className="mt-1 text-sm text-error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
