import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../lib/asset-url';

interface PhotoDialogProps {
  photos: readonly string[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A review photo, large, in a modal <dialog> (focus is trapped and Escape closes it natively). */
export function PhotoDialog({ photos, index, onIndexChange, onClose }: PhotoDialogProps) {
  const { t } = useTranslation('catalog');
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const url = index !== null ? photos[index] : undefined;
  return (
    <dialog ref={ref} className="modal" aria-label={t('reviews.photoDialog')} onClose={onClose}>
      <div className="modal-box max-w-3xl">
        {url && index !== null ? (
          <>
            <img src={assetUrl(url)} alt={t('reviews.photo', { index: index + 1, count: photos.length })} className="mx-auto max-h-[70vh] w-auto" />
            <div className="mt-4 flex items-center justify-between gap-2">
              <button type="button" className="btn btn-sm" disabled={index <= 0} onClick={() => onIndexChange(index - 1)}>
                {t('reviews.previousPhoto')}
              </button>
              <span aria-live="polite" className="text-sm">
                {index + 1} / {photos.length}
              </span>
              <button type="button" className="btn btn-sm" disabled={index >= photos.length - 1} onClick={() => onIndexChange(index + 1)}>
                {t('reviews.nextPhoto')}
              </button>
            </div>
          </>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {t('reviews.close')}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {t('reviews.close')}
        </button>
      </form>
    </dialog>
  );
}
