import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/upload/image-picker';
import { PICTURE_RULE } from '../lib/picture-file';

/**
 * Qualification pictures (docs/product-rules.md: up to 10, JPG/PNG/JPEG): each chosen file is checked, uploaded, and
 * shown as a thumbnail with its own remove button. Files over the limit are left out with a message.
 */
export function PictureField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('settleIn');
  return (
    <ImagePicker
      value={value}
      onChange={onChange}
      error={error}
      rule={PICTURE_RULE}
      messages={{
        tooMany: (max) => t('pictures.tooMany', { max }),
        wrongType: (name) => t('pictures.wrongType', { name }),
        tooLarge: (name) => t('pictures.tooLarge', { name }),
      }}
      texts={{
        legend: t('pictures.label'),
        hint: t('pictures.hint', { count: value.length, max: PICTURE_RULE.maxCount }),
        add: t('pictures.add'),
        uploading: t('pictures.uploading'),
        list: t('pictures.listLabel'),
        thumbAlt: (index) => t('pictures.thumbAlt', { index }),
        remove: (index) => t('pictures.remove', { index }),
      }}
    />
  );
}
