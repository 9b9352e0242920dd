import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { OfflineChunkBoundary } from '../../../components/layout/offline-chunk-boundary';
import { onAppEvent, toast } from '../../../lib/app-events';
import { splitLocale } from '../../../lib/i18n/locales';
import { takeRememberedRedirect } from '../../../lib/api/session';
import type { OpenReason } from '../lib/panels';
import { paths } from '../../../lib/routing/paths';

/** The modal, its forms, zod and the contract are one lazy chunk, fetched when the modal first opens. */
const LoginModal = lazy(() => import('./login-modal'));

/** Pages that show the sign-in forms themselves or finish a sign-in: no modal there. */
const NO_MODAL = new Set([paths.login(), paths.callbackTwitter()]);

interface OpenState {
  reason: OpenReason;
  /** The location the modal belongs to: a navigation away (e.g. the guard sending to /login) dismisses it. */
  locationKey: string;
  /** What the user was doing when asked to sign in (Buy now), resumed after sign-in. */
  then?: (() => void) | undefined;
}

/**
 * Mount point of the login modal (root layout). Opens on the `openLogin` app event: the header's sign-in link
 * (reason 'user'), a login-required answer (lib/api/api-client.ts, reason 'required'), a guest purchase
 * ('guest-checkout', which turns the tourist flag on).
 * After sign-in the user stays on the page, which refetches its data, unless the API client remembered another
 * page (docs/storefront.md, Errors), which is then opened, or the opener asked to resume what it was doing (`then`: Buy now goes on to
 * checkout after "Continue as guest"). Closing without signing in forgets both.
 */
export function LoginModalHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenState | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);

  useEffect(
    () =>
      onAppEvent('openLogin', ({ reason, then }) => {
        const path = splitLocale(window.location.pathname).path;
        if (NO_MODAL.has(path)) {
          // The sign-in page already shows the forms: take the user to them instead of opening a second copy.
          if (path === paths.login()) document.querySelector<HTMLElement>('main form input:not([type=hidden]), main form button')?.focus();
          return;
        }
        // A second request while open (two login-required answers at once) keeps the first opener.
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (!active?.closest('dialog[open]')) opener.current = active;
        setOpen({ reason, locationKey: currentKey.current, then });
      }),
    [],
  );

  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    }, 0);
  };

  if (!open || open.locationKey !== location.key || NO_MODAL.has(splitLocale(location.pathname).path)) return null;

  const here = `${location.pathname}${location.search}`;
  const close = () => {
    takeRememberedRedirect();
    setOpen(null);
    restoreFocus();
  };
  return (
    // Offline, the modal's code may not be loaded yet: the page stays and a toast says why nothing opened.
    <OfflineChunkBoundary
      onOffline={() => {
        toast('error', t('errors.network'));
        close();
      }}
    >
      <Suspense fallback={null}>
        <LoginModal
          reason={open.reason}
          search={location.search}
          returnTo={here}
          onClose={close}
          onSignedIn={(target) => {
            const resume = open.then;
            setOpen(null);
            restoreFocus();
            if (target && target !== here) void navigate(target);
            else resume?.();
          }}
        />
      </Suspense>
    </OfflineChunkBoundary>
  );
}
