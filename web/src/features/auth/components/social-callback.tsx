import type { LoginResponse } from '@contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-errors';
import { safeRedirect } from '../../../lib/routing/redirect';
import { takeRememberedRedirect } from '../../../lib/api/session';
import { useLocale } from '../../../lib/routing/use-locale';
import { useAuthFacebook } from '../api/auth-facebook';
import { useAuthGoogle } from '../api/auth-google';
import { useAuthTwitter } from '../api/auth-twitter';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { isFacebookUnavailable, takeSocialState, takeTwitterSecret } from '../lib/social';
import { paths } from '../../../lib/routing/paths';
import { BTN, BTN_PRIMARY, LOADING, LOADING_LG, LOADING_SPINNER } from '../../../components/ui/classes';

/** What to send, by provider; the component sends it through the route's mutation. */
type Sign =
  | { strategy: 'twitter'; body: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string } }
  | { strategy: 'google'; body: string }
  | { strategy: 'facebook'; body: { id: string; name: string; picture: string; email?: string } };
type Attempt = Sign | { error: 'cancelled' | 'invalid' };

/**
 * Reads what the provider sent back: Twitter's oauth_token + oauth_verifier (the token and its secret wait in a
 * cookie), or, in mock mode, the mock consent page's `mock_oauth=google&id_token=` /
 * `mock_oauth=facebook&profile=<JSON>` with the `state` this browser kept. A callback this browser did not start
 * (another token, no or another state) is refused before anything is sent: a link cannot sign a browser in to an
 * account someone else chose (login CSRF).
 * Asynchronous because a Facebook profile is checked with the contract's schema, loaded then (lib/facebook-profile.ts).
 */
export async function attemptFrom(params: URLSearchParams): Promise<Attempt> {
  const oauthToken = params.get('oauth_token');
  const oauthVerifier = params.get('oauth_verifier');
  if (oauthToken && oauthVerifier) {
    const oauthTokenSecret = takeTwitterSecret(oauthToken);
    if (oauthTokenSecret === null) return { error: 'invalid' };
    return { strategy: 'twitter', body: { oauthToken, oauthVerifier, oauthTokenSecret } };
  }
  if (params.has('denied')) {
    takeTwitterSecret(params.get('denied') ?? '');
    return { error: 'cancelled' };
  }
  const mock = params.get('mock_oauth');
  if ((mock === 'google' || mock === 'facebook') && !takeSocialState(params.get('state'))) return { error: 'invalid' };
  const idToken = params.get('id_token');
  if (mock === 'google' && idToken) return { strategy: 'google', body: idToken };
  if (mock === 'facebook') {
    let profile: unknown = null;
    try {
      profile = JSON.parse(params.get('profile') ?? '');
    } catch {
      return { error: 'invalid' };
    }
    const { FacebookLoginSchema } = await import('../lib/facebook-profile');
    const parsed = FacebookLoginSchema.safeParse(profile);
    if (parsed.success) return { strategy: 'facebook', body: parsed.data };
  }
  return { error: 'invalid' };
}

/** The routes' `mutateAsync`, one per provider (stable across renders). */
type Senders = { [S in Sign['strategy']]: (body: Extract<Sign, { strategy: S }>['body']) => Promise<LoginResponse> };

function send(sign: Sign, senders: Senders): Promise<LoginResponse> {
  switch (sign.strategy) {
    case 'twitter':
      return senders.twitter(sign.body);
    case 'google':
      return senders.google(sign.body);
    case 'facebook':
      return senders.facebook(sign.body);
  }
}

/**
 * /middlewares/callback_twitter, the return point of third-party sign-in (docs/storefront.md, Screens): finishes the sign-in, then
 * goes to the page remembered before leaving (safeRedirect), or home.
 */
export function SocialCallback() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = useLocale();
  const complete = useCompleteSignIn();
  const { mutateAsync: twitter } = useAuthTwitter();
  const { mutateAsync: google } = useAuthGoogle();
  const { mutateAsync: facebook } = useAuthFacebook();
  const [refused, setRefused] = useState<'cancelled' | 'invalid' | null>(null);
  const [failure, setError] = useState<string | null>(null);
  const started = useRef(false);
  const error = refused ? (refused === 'cancelled' ? t('socialCancelled') : t('socialFailed')) : failure;

  useEffect(() => {
    // Once only: the provider's token works once (React's development double effects would spend it twice).
    if (started.current) return;
    started.current = true;
    void attemptFrom(params).then((attempt) => {
      if ('error' in attempt) {
        takeRememberedRedirect();
        setRefused(attempt.error);
        return;
      }
      return send(attempt, { twitter, google, facebook })
        .then((result) => {
          complete(result, attempt.strategy);
          void navigate(safeRedirect(takeRememberedRedirect(), to('/')), { replace: true });
        })
        .catch((failure: unknown) => {
          takeRememberedRedirect();
          const message = isApiError(failure) ? failure.serverMessage : '';
          setError(attempt.strategy === 'facebook' && isFacebookUnavailable(message) ? t('facebookUnavailable') : errorMessage(failure));
        });
    });
  }, [params, navigate, complete, t, to, twitter, google, facebook]);

  return (
    <section className="layout-width py-16 text-center" aria-live="polite">
      <h1 className="mb-4 text-2xl font-semibold">{error ? t('socialFailedTitle') : t('socialSigningIn')}</h1>
      {error ? (
        <>
          <p role="alert" className="mb-6 text-error">
            {error}
          </p>
          <Link className={`${BTN} ${BTN_PRIMARY}`} to={to(paths.login())}>
            {t('backToSignIn')}
          </Link>
        </>
      ) : (
        <span className={`${LOADING} ${LOADING_LG} ${LOADING_SPINNER}`} aria-hidden="true" />
      )}
    </section>
  );
}
