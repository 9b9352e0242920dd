import { useTranslation } from 'react-i18next';
import { ImageViewerDialog } from '../../../components/ui/image-viewer-dialog';

interface PictureDialogProps {
  pictures: readonly string[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A qualification picture, large. */
export function PictureDialog({ pictures, index, onIndexChange, onClose }: PictureDialogProps) {
  const { t } = useTranslation('merchants');
  return (
    <ImageViewerDialog
      images={pictures}
      index={index}
      onIndexChange={onIndexChange}
      onClose={onClose}
      labels={{
        dialog: t('qualification.dialog'),
        image: (n, count) => t('qualification.picture', { index: n, count }),
        previous: t('qualification.previous'),
        next: t('qualification.next'),
        close: t('qualification.close'),
      }}
    />
  );
}
