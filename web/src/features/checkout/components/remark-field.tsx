import { ORDER_REMARK_MAX } from '@contract';
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { remarkLeft } from '../lib/checkout-rules';
import { TEXTAREA, TEXTAREA_ERROR } from '../../../components/ui/classes';

type RemarkFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  value: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement> | undefined;
};

/** The order remark (docs/product-rules.md: under 150 characters) with a live count of what is used. */
export function RemarkField({ value, error, ref, ...rest }: RemarkFieldProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const counterId = useId();
  const errorId = useId();
  const left = remarkLeft(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-base font-semibold">
        {t('remark.label')}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        maxLength={ORDER_REMARK_MAX}
        placeholder={t('remark.placeholder')}
        className={`${TEXTAREA} w-full ${error ? TEXTAREA_ERROR : ''}`}
        aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        value={value}
        {...rest}
      />
      <p
        id={counterId}
        className={`mt-1 text-right text-sm ${left <= 10 ? 'text-error' : 'text-base-content/70'}`}
        data-testid="remark-counter"
      >
        {t('remark.counter', { count: value.length, max: ORDER_REMARK_MAX })}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
