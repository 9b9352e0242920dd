import { assetUrl } from '../../lib/asset-url';
import { useDialog } from './use-dialog';

export interface ImageViewerLabels {
  dialog: string;
  /** The alt text of image n of count. */
  image: (index: number, count: number) => string;
  previous: string;
  next: string;
  close: string;
}

interface ImageViewerDialogProps {
  images: readonly string[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: ImageViewerLabels;
}

/**
 * Pictures shown large, one at a time with previous/next, in a modal <dialog>: the browser traps focus, Escape and
 * the backdrop close it, and focus returns to the thumbnail that opened it.
 */
export function ImageViewerDialog({ images, index, onIndexChange, onClose, labels }: ImageViewerDialogProps) {
  const { ref } = useDialog(index !== null);
  const url = index !== null ? images[index] : undefined;
  return (
    <dialog ref={ref} className="modal" aria-label={labels.dialog} onClose={onClose}>
      <div className="modal-box max-w-4xl">
        {url && index !== null ? (
          <>
            <img src={assetUrl(url)} alt={labels.image(index + 1, images.length)} className="mx-auto max-h-[70vh] w-auto" />
            {images.length > 1 ? (
              <div className="mt-4 flex items-center justify-between gap-2">
                <button type="button" className="btn btn-sm" disabled={index <= 0} onClick={() => onIndexChange(index - 1)}>
                  {labels.previous}
                </button>
                <span aria-live="polite" className="text-sm">
                  {index + 1} / {images.length}
                </span>
                <button type="button" className="btn btn-sm" disabled={index >= images.length - 1} onClick={() => onIndexChange(index + 1)}>
                  {labels.next}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {labels.close}
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          {labels.close}
        </button>
      </form>
    </dialog>
  );
}
