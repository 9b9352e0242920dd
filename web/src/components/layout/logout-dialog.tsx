import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../lib/api/session';
import { useLocale } from '../../lib/routing/use-locale';
import { useAuthLogout } from '../../shell/auth-logout';
import { ConfirmDialog } from '../ui/dialog';
import { queryKey } from '../../lib/api/query-keys';

/**
 * docs/storefront.md, States logout: tell the server (a failure changes nothing), leave for home, then drop the session, the user's
 * cached data (cart count included) and all local storage.
 */
export default function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const logoutCall = useAuthLogout();

  const logout = async () => {
    setBusy(true);
    try {
      await logoutCall.mutateAsync();
    } catch {
      // Ignored per docs/storefront.md, States: the local session ends either way.
    }
    // Leave first, committed before the session ends: rendering a member page without a session would send the
    // guard to /login instead of home.
    flushSync(() => {
      void navigate(to('/'));
    });
    endSession();
    queryClient.removeQueries({ queryKey: queryKey('user') });
    try {
      window.localStorage.clear();
    } catch {
      // Storage may be unavailable; nothing else to clear.
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t('logout.title')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('logout.cancel')}
      busy={busy}
      onConfirm={() => void logout()}
      onCancel={onClose}
    >
      <p>{t('logout.message')}</p>
    </ConfirmDialog>
  );
}
