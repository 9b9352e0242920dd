import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { assetUrl } from '../../../lib/asset-url';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { MODAL_ACTION } from '../../../components/ui/classes';

/** Voucher thumbnails; one opens large in a modal (native <dialog>: focus trap, Escape, focus return). */
export function VoucherGallery({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('refunds');
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? undefined : urls[open];

  return (
    <>
      <ul className="flex flex-wrap gap-3">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="block rounded border border-base-200 focus-visible:outline"
              onClick={() => setOpen(index)}
              aria-label={t('vouchers.open', { n: index + 1 })}
            >
              <img src={assetUrl(url)} alt="" className="h-20 w-20 rounded object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog open={current !== undefined} onCancel={() => setOpen(null)} boxClassName="w-auto max-w-[90vw]">
        {(titleId) => (
          <>
            <h2 id={titleId} className="text-lg font-semibold">
              {t('vouchers.large', { n: (open ?? 0) + 1, total: urls.length })}
            </h2>
            {current !== undefined ? (
              <img src={assetUrl(current)} alt={t('vouchers.alt', { n: (open ?? 0) + 1 })} className="mt-3 max-h-[70vh] max-w-full" />
            ) : null}
            <div className={MODAL_ACTION}>
              <Button variant="primary" onClick={() => setOpen(null)}>
                {t('vouchers.close')}
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
    </>
  );
}
