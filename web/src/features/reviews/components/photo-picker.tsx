import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { photoRoom, REVIEW_PHOTO_LIMIT } from '../review-write';

export type PhotoProblem = 'type' | 'size' | null;

interface PhotoPickerProps {
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** The client's own check of a file (type, size) before it is sent; the route passes the shared one. */
  check: (file: File) => PhotoProblem;
  /** Uploads one file and answers its URL; the route passes the upload feature's call. */
  upload: (file: File) => Promise<string>;
  /** Turns a failed upload into a message. */
  describeError: (error: unknown) => string;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * Up to 5 review photos: chosen files are checked, uploaded one after another and shown as thumbnails with a
 * remove button each. Problems are listed in one alert so the shopper learns every refused file at once.
 */
export function PhotoPicker({ value, onChange, check, upload, describeError, onBusyChange, disabled }: PhotoPickerProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const full = value.length >= REVIEW_PHOTO_LIMIT;

  const setWorking = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared at once so choosing the same file again fires change again.
    event.target.value = '';
    if (files.length === 0) return;
    const found: string[] = [];
    const { take, refused } = photoRoom(value.length, files.length);
    if (refused) found.push(t('form.tooMany', { max: REVIEW_PHOTO_LIMIT }));
    const accepted: File[] = [];
    for (const file of files.slice(0, take)) {
      const problem = check(file);
      if (problem === 'type') found.push(t('form.wrongType', { name: file.name }));
      else if (problem === 'size') found.push(t('form.tooLarge', { name: file.name }));
      else accepted.push(file);
    }
    setProblems(found);
    if (accepted.length === 0) return;
    setWorking(true);
    const urls = [...value];
    for (const file of accepted) {
      try {
        urls.push(await upload(file));
        onChange([...urls]);
      } catch (error) {
        found.push(`${file.name}: ${describeError(error)}`);
        setProblems([...found]);
      }
    }
    setWorking(false);
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setProblems([]);
  };

  return (
    <div>
      <div className="mb-2 flex items-baseline gap-3">
        <span id={`${id}-label`} className="font-medium">
          {t('form.photos')}
        </span>
        <span className="text-sm text-base-content/70" aria-live="polite">
          {busy ? t('form.uploading') : t('form.photoCount', { count: value.length, max: REVIEW_PHOTO_LIMIT })}
        </span>
      </div>
      <ul className="flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
        {value.map((url, index) => (
          <li key={`${url}-${index}`} className="relative h-24 w-24">
            <LazyImage
              src={url}
              alt={t('form.photoAlt', { n: index + 1 })}
              className="h-24 w-24 overflow-hidden rounded border border-base-200"
            />
            <button
              type="button"
              className="btn absolute -top-2 -right-2 btn-circle btn-xs"
              aria-label={t('form.removePhoto', { n: index + 1 })}
              disabled={disabled || busy}
              onClick={() => remove(index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <label
              htmlFor={`${id}-files`}
              className={`btn h-24 w-24 flex-col btn-outline text-xs ${disabled || busy ? 'btn-disabled' : ''}`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t('form.addPhotos')}
            </label>
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="sr-only"
              disabled={disabled || busy}
              aria-describedby={`${id}-hint`}
              onChange={(event) => void choose(event)}
            />
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="mt-2 text-xs text-base-content/60">
        {t('form.photosHint', { max: REVIEW_PHOTO_LIMIT })}
      </p>
      {problems.length > 0 ? (
        <div role="alert" className="mt-2 text-sm text-error">
          {problems.map((problem, index) => (
            <p key={index}>{problem}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
