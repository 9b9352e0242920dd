import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MASK, MASK_STAR_2, RATING, RATING_MD } from '../../../components/ui/classes';

interface StarPickerProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * A 1-5 score as native radio buttons drawn as stars (daisyUI rating): arrow keys, focus and the checked state
 * come from the browser, and each star is announced as "n out of 5".
 */
export function StarPicker({ label, value, onChange, disabled }: StarPickerProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <div className="flex items-center gap-4">
      <span id={`${id}-label`} className="w-36 shrink-0 font-medium">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className={`${RATING} ${RATING_MD}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <input
            key={n}
            type="radio"
            name={`${id}-score`}
            value={n}
            className={`${MASK} bg-warning ${MASK_STAR_2}`}
            aria-label={t('form.score', { count: n })}
            checked={value === n}
            disabled={disabled}
            onChange={() => onChange(n)}
          />
        ))}
      </div>
      <span className="text-sm text-base-content/70" aria-hidden="true">
        {t('form.score', { count: value })}
      </span>
    </div>
  );
}
