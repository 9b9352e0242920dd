import { useId } from 'react';
import { assetUrl } from '../../lib/asset-url';
import { FieldError, useValidationText } from '../ui/field';
import { useImageUpload, type ImageUploadOptions } from './use-image-upload';
import { BTN, BTN_CIRCLE, BTN_XS } from '../ui/classes';

export interface ImagePickerTexts {
  legend: string;
  hint: string;
  /** A live count beside the hint ("1 of 5 photos"). */
  status?: string;
  /** The add tile's label, which names the file input. */
  add: string;
  uploading: string;
  list: string;
  thumbAlt: (n: number) => string;
  remove: (n: number) => string;
}

interface ImagePickerProps extends ImageUploadOptions {
  texts: ImagePickerTexts;
  /** The form's own message for the field (a validation key or a sentence). */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Several pictures of one form field (settle-in qualifications, refund vouchers, review photos): thumbnails with a
 * remove button each and an add tile while there is room; the checks and uploads are useImageUpload's.
 */
export function ImagePicker({ texts, error, disabled = false, ...options }: ImagePickerProps) {
  const id = useId();
  const { choose, remove, problems, busy, full } = useImageUpload(options);
  const fieldText = useValidationText()(error);
  const off = disabled || busy;
  const alert = problems.length > 0 || fieldText;
  return (
    <fieldset aria-describedby={`${id}-hint${alert ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 block text-sm font-medium">{texts.legend}</legend>
      <ul className="flex flex-wrap gap-3" aria-label={texts.list}>
        {options.value.map((url, index) => (
          <li key={`${url}-${index}`} className="relative">
            <img
              src={assetUrl(url)}
              alt={texts.thumbAlt(index + 1)}
              loading="lazy"
              className="h-24 w-24 rounded border border-base-300 object-cover"
            />
            <button
              type="button"
              className={`${BTN} absolute -top-2 -right-2 ${BTN_CIRCLE} ${BTN_XS}`}
              aria-label={texts.remove(index + 1)}
              disabled={off}
              onClick={() => remove(index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <label
              htmlFor={`${id}-input`}
              className={`flex h-24 w-24 cursor-pointer items-center justify-center rounded border border-dashed border-base-content/40 text-center text-xs focus-within:outline focus-within:outline-2 ${off ? 'opacity-60' : ''}`}
            >
              {busy ? texts.uploading : texts.add}
            </label>
            <input
              id={`${id}-input`}
              type="file"
              multiple={options.rule.maxCount > 1}
              accept={options.rule.accept}
              className="sr-only"
              disabled={off}
              onChange={(event) => void choose(event)}
            />
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="mt-2 text-xs text-base-content/70">
        {texts.status ? (
          <span className="mr-2 font-medium" aria-live="polite">
            {texts.status}
          </span>
        ) : null}
        {texts.hint}
      </p>
      {problems.length > 0 ? (
        <div id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
          {problems.map((problem, index) => (
            <p key={index}>{problem}</p>
          ))}
        </div>
      ) : (
        <FieldError id={`${id}-error`} text={fieldText} />
      )}
    </fieldset>
  );
}
