import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/api-client';
import { toast } from '../../../lib/app-events';

/**
 * A send-code action: `check` validates the target field first (docs/product-rules.md: email or phone before the code);
 * success and failure are toasted (docs/storefront.md, Errors) and a failure also stays in the form.
 */
export function useCodeSender(check: () => Promise<boolean>, request: () => Promise<void>) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    send: async (): Promise<boolean> => {
      if (!(await check())) return false;
      try {
        setError(null);
        await request();
        toast('success', t('codeSent'));
        return true;
      } catch (failure) {
        const message = errorMessage(failure);
        setError(message);
        toast('error', message);
        return false;
      }
    },
  };
}
