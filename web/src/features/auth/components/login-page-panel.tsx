import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lazyOnArrival } from '../../../lib/react/lazy-on-arrival';
import { safeRedirect } from '../../../lib/routing/redirect';
import { isLoggedIn, takeRememberedRedirect } from '../../../lib/api/session';
import { useLocale } from '../../../lib/routing/use-locale';
import { touristFlag } from '../lib/panels';
import { Skeleton } from '../../../components/ui/query-state';

/**
 * The panels bring react-hook-form, zod and the contract's schemas, and every other panel of the modal (register,
 * reset, tourist, social): fetched as soon as this page's code is in, while the page shows the heading and a
 * placeholder of the sign-in form's size (docs/adr/0012).
 */
const SignInPanels = lazyOnArrival(async () => ({ default: (await import('./sign-in-panels')).SignInPanels }));

/** The first panel's heading, and a block the height of the phone + password form under it (no layout shift). */
function SignInPlaceholder({ headingId }: { headingId: string }) {
  const { t } = useTranslation('auth');
  return (
    <div>
      <h1 id={headingId} className="mb-4 text-2xl font-semibold">
        {t('titleSignIn')}
      </h1>
      <Skeleton className="h-[409px] w-full" />
    </div>
  );
}

/**
 * The /login page body: the modal's sign-in forms inline. After signing in it opens `?redirect=` when that is a
 * same-site path (safeRedirect refuses //evil.example, https://evil.example and friends), else home.
 * Guest-only is checked here, once, at arrival: a signed-in visitor goes home; signing in on this page must not
 * trigger that rule, or the redirect would be lost (the route is therefore 'public' in the route table).
 */
export function LoginPagePanel() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { to } = useLocale();
  const headingId = useId();
  const [signedInOnArrival] = useState(isLoggedIn);
  const target = safeRedirect(params.get('redirect'), to('/'));

  if (signedInOnArrival) return <Navigate replace to={to('/')} />;

  return (
    <section className="layout-width flex justify-center py-12" aria-labelledby={headingId}>
      <div className="w-[480px] rounded-box border border-base-300 bg-base-100 p-8 shadow-sm">
        <SignInPanels
          placeholder={<SignInPlaceholder headingId={headingId} />}
          headingId={headingId}
          headingLevel={1}
          touristFlag={touristFlag(null, location.search)}
          returnTo={target}
          onSignedIn={() => {
            // The API client may have remembered a page too; this page's parameter wins.
            takeRememberedRedirect();
            void navigate(target, { replace: true });
          }}
        />
      </div>
    </section>
  );
}
