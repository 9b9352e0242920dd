import type { PayType } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { payMethodQueryOptions } from '../api/payments-method';
import { enabledMethods } from '../lib/payment-flow';
import { ErrorBlock } from '../../../components/ui/query-state';
import { choiceCardClass } from '../../../components/ui/choice-card';

export interface PayMethodFieldProps {
  value: PayType | undefined;
  onChange: (value: PayType) => void;
  /** The message under the choices (e.g. "Please select a payment method"), already translated. */
  error?: string | undefined;
  /** Radio group name, unique on the page. */
  name: string;
  /** Gets the radio to focus when the form reports the error. */
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Tells the owner which methods are on (a choice that was switched off meanwhile must be dropped). */
  onMethods?: (methods: PayType[]) => void;
}

/** docs/product-rules.md "select payment method": one radio per method the backend has switched on; none chosen at first. */
export function PayMethodField({ value, onChange, error, name, inputRef, onMethods }: PayMethodFieldProps) {
  const { t } = useTranslation('payments');
  const errorId = useId();
  const { data, isPending, error: loadError, refetch } = useQuery(payMethodQueryOptions());
  const methods = enabledMethods(data);
  const key = methods.join(',');
  useEffect(() => {
    if (data) onMethods?.(key ? (key.split(',') as PayType[]) : []);
  }, [data, key, onMethods]);

  const labels: Record<PayType, { title: string; hint: string }> = {
    paypal: { title: t('methods.paypal'), hint: t('methods.paypalHint') },
    stripe: { title: t('methods.stripe'), hint: t('methods.stripeHint') },
    wechat: { title: t('methods.wechat'), hint: t('methods.wechatHint') },
  };

  let body;
  if (isPending) {
    body = (
      <p role="status" className="text-sm text-base-content/70">
        {t('methods.loading')}
      </p>
    );
  } else if (loadError) {
    body = <ErrorBlock title={t('methods.loadFailed')} retryLabel={t('methods.retry')} onRetry={() => void refetch()} layout="field" />;
  } else if (methods.length === 0) {
    body = <p className="text-sm text-base-content/70">{t('methods.none')}</p>;
  } else {
    body = (
      <div className="grid grid-cols-3 gap-3">
        {methods.map((method, index) => (
          <label
            key={method}
            className={`grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-box border p-3 ${choiceCardClass(value === method)}`}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              className="radio mt-0.5 radio-sm radio-primary"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={error ? errorId : undefined}
            />
            <span className="font-medium">{labels[method].title}</span>
            <span className="col-start-2 text-xs text-base-content/70">{labels[method].hint}</span>
          </label>
        ))}
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold">{t('methods.legend')}</legend>
      {body}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
