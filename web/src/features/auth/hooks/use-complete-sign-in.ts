import type { LoginResponse } from '@contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/app-events';
import { startSession, type AuthStrategy } from '../../../lib/api/session';
import { saveVisitorIdentity } from '../lib/visitor-identity';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * What every successful sign-in or registration does (docs/storefront.md, States): store the token and strategy, keep a guest's
 * identity, refetch everything under queryKey('user') (header avatar, dropdown, cart badge, menus), and say so.
 * Where to go next is the caller's business (modal: stay or the remembered page; /login: ?redirect).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  return useCallback(
    (result: LoginResponse, strategy: AuthStrategy, kind: 'login' | 'register' = 'login') => {
      startSession(result.token, strategy);
      if (result.identity) saveVisitorIdentity(result.identity);
      // queryKey('user') holds the header's user, menus and cart count; the rest of the page's data may depend on who
      // is signed in (collected flags, coupons), so every active query refetches while the page keeps its state.
      void queryClient.invalidateQueries({ queryKey: queryKey('user') });
      void queryClient.invalidateQueries({ refetchType: 'active' });
      toast('success', kind === 'register' ? t('registerSU') : t('loginSuccess'));
    },
    [queryClient, t],
  );
}
