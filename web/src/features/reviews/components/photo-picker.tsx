import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/upload/image-picker';
import { REVIEW_PHOTO_RULE } from '../review-write';

interface PhotoPickerProps {
  value: readonly string[];
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * Up to 5 review photos: chosen files are checked, uploaded one after another and shown as thumbnails with a
 * remove button each. Problems are listed in one alert so the shopper learns every refused file at once.
 */
export function PhotoPicker({ value, onChange, onBusyChange, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('reviews');
  const max = REVIEW_PHOTO_RULE.maxCount;
  return (
    <ImagePicker
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      disabled={disabled}
      rule={REVIEW_PHOTO_RULE}
      messages={{
        tooMany: (limit) => t('form.tooMany', { max: limit }),
        wrongType: (name) => t('form.wrongType', { name }),
        tooLarge: (name) => t('form.tooLarge', { name }),
        failed: (name, message) => `${name}: ${message}`,
      }}
      texts={{
        legend: t('form.photos'),
        status: t('form.photoCount', { count: value.length, max }),
        hint: t('form.photosHint', { max }),
        add: t('form.addPhotos'),
        uploading: t('form.uploading'),
        list: t('form.photos'),
        thumbAlt: (n) => t('form.photoAlt', { n }),
        remove: (n) => t('form.removePhoto', { n }),
      }}
    />
  );
}
