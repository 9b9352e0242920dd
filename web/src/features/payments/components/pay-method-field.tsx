import type { PayType } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentsMethodQueryOptions } from '../api/payments-method';
import { enabledMethods } from '../lib/payment-flow';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';

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
  const { data, isPending, error: loadError, refetch } = useQuery(paymentsMethodQueryOptions());
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

  return (
    <RadioCardGroup
      legend={t('methods.legend')}
      name={name}
      options={methods.map((method) => ({
        value: method,
        label: (
          <>
            <span className="block font-medium">{labels[method].title}</span>
            <span className="block text-xs text-base-content/70">{labels[method].hint}</span>
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      loading={isPending && t('methods.loading')}
      failed={loadError ? { title: t('methods.loadFailed'), retryLabel: t('methods.retry'), onRetry: () => void refetch() } : null}
      emptyText={t('methods.none')}
      error={error}
      inputRef={inputRef}
    />
  );
}
