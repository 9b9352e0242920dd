import { useTranslation } from 'react-i18next';
import { ImageViewerDialog } from '../../../components/ui/image-viewer-dialog';

interface PhotoDialogProps {
  photos: readonly string[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A review photo, large. */
export function PhotoDialog({ photos, index, onIndexChange, onClose }: PhotoDialogProps) {
  const { t } = useTranslation('products');
  return (
    <ImageViewerDialog
      images={photos}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={{
        dialog: t('reviews.photoDialog'),
        image: (n, count) => t('reviews.photo', { index: n, count }),
        previous: t('reviews.previousPhoto'),
        next: t('reviews.nextPhoto'),
        close: t('reviews.close'),
      }}
    />
  );
}
