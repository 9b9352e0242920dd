import type { LoginMethodInfo, LoginResponse } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-errors';
import { getConfig } from '../../../lib/config';
import { rememberRedirect } from '../../../lib/api/session';
import { useAuthFacebook } from '../api/auth-facebook';
import { useAuthGoogle } from '../api/auth-google';
import { authMethodInfoQueryOptions } from '../api/auth-method-info';
import { useAuthTwitterRequestToken } from '../api/auth-twitter-request-token';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import {
  FACEBOOK_SCRIPT,
  GOOGLE_SCRIPT,
  isFacebookUnavailable,
  keepTwitterSecret,
  loadScript,
  mockConsentUrl,
  resolveApiUrl,
} from '../lib/social';
import { FormAlert } from '../../../components/ui/field';
import { BTN, BTN_CIRCLE, BTN_OUTLINE } from '../../../components/ui/classes';

type Provider = 'twitter' | 'google' | 'facebook';

/** The few bits of Google Identity Services and the Facebook SDK this component touches. */
interface GoogleId {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
}
interface FacebookSdk {
  init: (options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
  login: (callback: (response: { authResponse?: unknown; status?: string }) => void, options?: { scope: string }) => void;
  api: (path: string, params: Record<string, string>, callback: (profile: FacebookProfile & { error?: unknown }) => void) => void;
}
interface FacebookProfile {
  id: string;
  name: string;
  email?: string;
  picture?: { data?: { url?: string } };
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
  }
}

function shownProviders(info: LoginMethodInfo | undefined): Provider[] {
  if (!info) return [];
  return (['twitter', 'google', 'facebook'] as const).filter((p) =>
    p === 'twitter' ? info.twitterOpen : p === 'google' ? info.googleOpen : info.facebookOpen,
  );
}

const ICONS: Record<Provider, string> = {
  twitter: 'M18.9 2H22l-7.6 8.7L23 22h-6.8l-5.3-6.9L4.8 22H1.7l8.1-9.3L1 2h7l4.8 6.3L18.9 2Zm-1.2 18h1.9L6.4 3.9H4.4L17.7 20Z',
  google:
    'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3ZM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Zm-5.6-8c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.1L6.4 14Zm5.6-8c1.5 0 2.8.5 3.8 1.5l2.8-2.8A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.9 5.4L6.4 10C7.2 7.7 9.4 6 12 6Z',
  facebook:
    'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z',
};

function Icon({ provider }: { provider: Provider }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
      <path d={ICONS[provider]} />
    </svg>
  );
}

/**
 * Social sign-in icons for the providers method/info turns on (docs/storefront.md, Screens). Mock mode (runtime config) sends the
 * user to the mock's consent pages, which come back to /middlewares/callback_twitter; real mode loads the
 * Google and Facebook scripts when this mounts (the modal opened) and hides a provider whose script fails.
 * `returnTo` is the page to come back to after a redirecting flow.
 */
export function SocialSignIn({ returnTo, onDone }: { returnTo: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const info = useQuery(authMethodInfoQueryOptions()).data;
  const complete = useCompleteSignIn();
  const google = useAuthGoogle();
  const facebook = useAuthFacebook();
  const twitterToken = useAuthTwitterRequestToken();
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<Provider[]>([]);
  const [busy, setBusy] = useState<Provider | null>(null);
  const googleSlot = useRef<HTMLDivElement>(null);
  const { socialMode, googleClientId, facebookAppId } = getConfig();
  const real = socialMode === 'real';
  const googleOn = Boolean(info?.googleOpen);
  const facebookOn = Boolean(info?.facebookOpen);
  const googleId = googleClientId || info?.googleClientId || '';
  const facebookId = facebookAppId || info?.facebookAppId || '';
  // Real mode without a client or app id cannot work: no icon, as for a script that failed.
  const unusable = (p: Provider) =>
    failed.includes(p) || (real && p === 'google' && !googleId) || (real && p === 'facebook' && !facebookId);
  const providers = shownProviders(info).filter((p) => !unusable(p));

  const fail = (provider: Provider) => setFailed((list) => (list.includes(provider) ? list : [...list, provider]));

  const finish = (provider: Provider, result: LoginResponse) => {
    complete(result, provider);
    onDone();
  };

  const showError = (failure: unknown, provider: Provider) => {
    const message = isApiError(failure) ? failure.serverMessage : '';
    setError(provider === 'facebook' && isFacebookUnavailable(message) ? t('facebookUnavailable') : errorMessage(failure));
  };

  // Real mode: Google Identity Services renders its own icon button into the slot.
  useEffect(() => {
    if (!real || !googleOn || !googleId) return;
    let live = true;
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        const id = window.google?.accounts?.id;
        if (!live) return;
        if (!id || !googleSlot.current) throw new Error('google unavailable');
        id.initialize({
          client_id: googleId,
          callback: (response) => {
            if (!response.credential) return;
            setBusy('google');
            google
              .mutateAsync(response.credential)
              .then((result) => finish('google', result))
              .catch((failure: unknown) => showError(failure, 'google'))
              .finally(() => setBusy(null));
          },
        });
        id.renderButton(googleSlot.current, { type: 'icon', shape: 'circle', theme: 'outline', size: 'large' });
      })
      .catch(() => {
        if (live) fail('google');
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per open; callbacks read current state
  }, [real, googleOn, googleId]);

  useEffect(() => {
    if (!real || !facebookOn || !facebookId) return;
    let live = true;
    loadScript(FACEBOOK_SCRIPT)
      .then(() => {
        if (!window.FB) throw new Error('facebook unavailable');
        window.FB.init({ appId: facebookId, version: 'v19.0', cookie: false, xfbml: false });
      })
      .catch(() => {
        if (live) fail('facebook');
      });
    return () => {
      live = false;
    };
  }, [real, facebookOn, facebookId]);

  const start = async (provider: Provider) => {
    setError(null);
    if (provider === 'twitter') {
      setBusy('twitter');
      try {
        const token = await twitterToken.mutateAsync();
        keepTwitterSecret(token.oauthToken, token.oauthTokenSecret);
        rememberRedirect(returnTo);
        window.location.assign(resolveApiUrl(token.authorizationURL));
      } catch (failure) {
        showError(failure, 'twitter');
        setBusy(null);
      }
      return;
    }
    if (!real) {
      rememberRedirect(returnTo);
      window.location.assign(mockConsentUrl(provider));
      return;
    }
    if (provider === 'facebook') facebookLogin();
  };

  const facebookLogin = () => {
    const sdk = window.FB;
    if (!sdk) return;
    sdk.login(
      (response) => {
        if (!response.authResponse) return;
        sdk.api('/me', { fields: 'id,name,email,picture' }, (profile) => {
          if (profile.error || !profile.id) {
            setError(t('facebookUnavailable'));
            return;
          }
          setBusy('facebook');
          facebook
            .mutateAsync({ id: profile.id, name: profile.name, picture: profile.picture?.data?.url ?? '', email: profile.email })
            .then((result) => finish('facebook', result))
            .catch((failure: unknown) => showError(failure, 'facebook'))
            .finally(() => setBusy(null));
        });
      },
      { scope: 'public_profile,email' },
    );
  };

  if (providers.length === 0) return null;
  return (
    <div className="mt-4 border-t border-base-300 pt-3">
      <p className="mb-2 text-center text-sm text-base-content/70">{t('orSignInWith')}</p>
      <FormAlert message={error} />
      <ul className="flex items-center justify-center gap-4">
        {providers.map((provider) =>
          provider === 'google' && real ? (
            <li key={provider}>
              <div ref={googleSlot} />
            </li>
          ) : (
            <li key={provider}>
              <button
                type="button"
                className={`${BTN} ${BTN_CIRCLE} ${BTN_OUTLINE}`}
                aria-label={t('signInWith', { provider: PROVIDER_NAMES[provider] })}
                title={t('signInWith', { provider: PROVIDER_NAMES[provider] })}
                disabled={busy !== null}
                aria-busy={busy === provider || undefined}
                onClick={() => void start(provider)}
              >
                <Icon provider={provider} />
              </button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

const PROVIDER_NAMES: Record<Provider, string> = { twitter: 'Twitter', google: 'Google', facebook: 'Facebook' };
