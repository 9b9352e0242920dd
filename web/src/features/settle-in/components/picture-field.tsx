import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { assetUrl } from '../../../lib/asset-url';
import { useUploadPicture } from '../api/settle-in-settled-apply';
import { PICTURE_ACCEPT, PICTURE_MAX_COUNT, pictureProblem, roomFor } from '../lib/picture-file';
import { FieldError, useFieldText } from './form-fields';

/**
 * Qualification pictures (docs/product-rules.md: up to 10, JPG/PNG/JPEG): each chosen file is checked here, uploaded, and
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
  const id = useId();
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);
  const fieldText = useFieldText()(error);
  const text = problem ?? fieldText;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    const room = roomFor(value.length, files.length);
    if (room < files.length) setProblem(t('pictures.tooMany', { max: PICTURE_MAX_COUNT }));
    const accepted: File[] = [];
    for (const file of files.slice(0, room)) {
      const issue = pictureProblem(file);
      if (issue) setProblem(issue === 'type' ? t('pictures.wrongType', { name: file.name }) : t('pictures.tooLarge', { name: file.name }));
      else accepted.push(file);
    }
    let next = [...value];
    setBusy(accepted.length);
    for (const file of accepted) {
      try {
        next = [...next, await upload.mutateAsync(file)];
        onChange(next);
      } catch (failure) {
        setProblem(errorMessage(failure));
      }
      setBusy((n) => n - 1);
    }
  };

  const full = value.length >= PICTURE_MAX_COUNT;
  return (
    <fieldset aria-describedby={`${id}-hint${text ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 block text-sm font-medium">{t('pictures.label')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-base-content/70">
        {t('pictures.hint', { count: value.length, max: PICTURE_MAX_COUNT })}
      </p>
      <ul className="flex flex-wrap gap-3" aria-label={t('pictures.listLabel')}>
        {value.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={assetUrl(url)}
              alt={t('pictures.thumbAlt', { index: index + 1 })}
              className="h-24 w-24 rounded border border-base-300 object-cover"
            />
            <button
              type="button"
              className="btn absolute -top-2 -right-2 btn-circle btn-xs"
              aria-label={t('pictures.remove', { index: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <label
              htmlFor={`${id}-input`}
              className="flex h-24 w-24 cursor-pointer items-center justify-center rounded border border-dashed border-base-content/40 text-center text-xs focus-within:outline focus-within:outline-2"
            >
              {busy > 0 ? t('pictures.uploading') : t('pictures.add')}
            </label>
            <input
              id={`${id}-input`}
              type="file"
              multiple
              accept={PICTURE_ACCEPT}
              className="sr-only"
              onChange={(event) => void choose(event)}
              disabled={busy > 0}
            />
          </li>
        )}
      </ul>
      <FieldError id={`${id}-error`} text={text} />
    </fieldset>
  );
}
