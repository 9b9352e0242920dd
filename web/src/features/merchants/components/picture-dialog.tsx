import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../lib/asset-url';

interface PictureDialogProps {
  pictures: readonly string[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A qualification picture, large, in a modal <dialog>: the browser traps focus, Escape closes it. */
export function PictureDialog({ pictures, index, onIndexChange, onClose }: PictureDialogProps) {
  const { t } = useTranslation('merchants');
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const url = index !== null ? pictures[index] : undefined;
  return (
    <dialog ref={ref} className="modal" aria-label={t('qualification.dialog')} onClose={onClose}>
      <div className="modal-box max-w-4xl">
        {url && index !== null ? (
          <>
            <img src={assetUrl(url)} alt={t('qualification.picture', { index: index + 1, count: pictures.length })} className="mx-auto max-h-[70vh] w-auto" />
            {pictures.length > 1 ? (
              <div className="mt-4 flex items-center justify-between gap-2">
                <button type="button" className="btn btn-sm" disabled={index <= 0} onClick={() => onIndexChange(index - 1)}>
                  {t('qualification.previous')}
                </button>
                <span aria-live="polite" className="text-sm">
                  {index + 1} / {pictures.length}
                </span>
                <button type="button" className="btn btn-sm" disabled={index >= pictures.length - 1} onClick={() => onIndexChange(index + 1)}>
                  {t('qualification.next')}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {t('qualification.close')}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {t('qualification.close')}
        </button>
      </form>
    </dialog>
  );
}
