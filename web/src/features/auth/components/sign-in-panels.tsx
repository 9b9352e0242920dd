import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authMethodInfoQueryOptions } from '../api/auth-method-info';
import { PANEL, type PanelId } from '../lib/panels';
import { PanelLink } from './form-parts';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset-forms';
import { RegisterForm } from './register-form';
import { EmailPasswordForm, PhoneCodeForm, PhonePasswordForm } from './sign-in-forms';
import { SocialSignIn } from './social-sign-in';
import { TouristForm } from './tourist-form';
import { BTN, BTN_GHOST, BTN_PRIMARY, BTN_SM } from '../../../components/ui/classes';

export interface SignInPanelsProps {
  /** Id for the heading, which labels the dialog or the page section. */
  headingId: string;
  /** The tourist flag (lib/panels.ts); guest sign-in also needs method/info visitorOpen. */
  touristFlag: boolean;
  startPanel?: PanelId;
  /** The page to come back to after a redirecting social flow. */
  returnTo: string;
  /** Called once signed in (session started, queries refetching, toast shown). */
  onSignedIn: () => void;
  /** Reports the panel so the container can focus its first field. */
  onPanelChange?: (panel: PanelId) => void;
  /** h2 in the dialog; the /login page's own heading is its h1. */
  headingLevel?: 1 | 2;
}

const SIGN_IN_METHODS = [
  { panel: PANEL.phonePassword, key: 'methodPhone' },
  { panel: PANEL.emailPassword, key: 'methodEmail' },
  { panel: PANEL.phoneCode, key: 'methodCode' },
] as const;

/**
 * The seven states of the login modal and their transitions (docs/storefront.md, Screens and States), shared by the modal and /login:
 * 1-3 sign in (switch between phone+password, email+password, phone+SMS code), 1-3 -> 4 forgot password -> 5
 * code + new password -> 2, 1-3 <-> 6 register (Email and Phone tabs), 1-3 <-> 7 tourist (when offered).
 */
export function SignInPanels({
  headingId,
  touristFlag,
  startPanel = PANEL.phonePassword,
  returnTo,
  onSignedIn,
  onPanelChange,
  headingLevel = 2,
}: SignInPanelsProps) {
  const { t } = useTranslation('auth');
  const methodInfo = useQuery(authMethodInfoQueryOptions()).data;
  const touristOffered = touristFlag && methodInfo?.visitorOpen === true;
  const [panel, setPanel] = useState<PanelId>(startPanel);
  const [resetEmail, setResetEmail] = useState('');
  // The tourist panel needs method/info: if it says no, fall back to sign-in.
  const shown: PanelId = panel === PANEL.tourist && methodInfo && !touristOffered ? PANEL.phonePassword : panel;

  useEffect(() => {
    onPanelChange?.(shown);
  }, [shown, onPanelChange]);

  const signingIn = shown === PANEL.phonePassword || shown === PANEL.emailPassword || shown === PANEL.phoneCode;
  const title = signingIn ? t('titleSignIn') : t(TITLES[shown]);

  return (
    <div data-panel={shown}>
      {headingLevel === 1 ? (
        <h1 id={headingId} className="mb-4 text-2xl font-semibold">
          {title}
        </h1>
      ) : (
        <h2 id={headingId} className="mb-4 text-xl font-semibold">
          {title}
        </h2>
      )}
      {signingIn ? (
        <div className="mb-4 flex gap-2" role="group" aria-label={t('signInMethod')}>
          {SIGN_IN_METHODS.map((method) => (
            <button
              key={method.panel}
              type="button"
              className={`${BTN} ${BTN_SM} ${shown === method.panel ? BTN_PRIMARY : BTN_GHOST}`}
              aria-pressed={shown === method.panel}
              onClick={() => setPanel(method.panel)}
            >
              {t(method.key)}
            </button>
          ))}
        </div>
      ) : null}

      {shown === PANEL.phonePassword ? <PhonePasswordForm onDone={onSignedIn} /> : null}
      {shown === PANEL.emailPassword ? <EmailPasswordForm onDone={onSignedIn} defaultEmail={resetEmail} /> : null}
      {shown === PANEL.phoneCode ? <PhoneCodeForm onDone={onSignedIn} /> : null}
      {shown === PANEL.forgotPassword ? (
        <ForgotPasswordForm
          onSent={(email) => {
            setResetEmail(email);
            setPanel(PANEL.resetPassword);
          }}
        />
      ) : null}
      {shown === PANEL.resetPassword ? <ResetPasswordForm email={resetEmail} onReset={() => setPanel(PANEL.emailPassword)} /> : null}
      {shown === PANEL.register ? <RegisterForm onDone={onSignedIn} /> : null}
      {shown === PANEL.tourist ? <TouristForm onDone={onSignedIn} /> : null}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {signingIn ? (
          <>
            <PanelLink onClick={() => setPanel(PANEL.forgotPassword)}>{t('forgotPassword')}</PanelLink>
            <PanelLink onClick={() => setPanel(PANEL.register)}>{t('goRegister')}</PanelLink>
          </>
        ) : (
          <PanelLink onClick={() => setPanel(shown === PANEL.resetPassword ? PANEL.forgotPassword : PANEL.phonePassword)}>
            {shown === PANEL.resetPassword ? t('back') : t('backToSignIn')}
          </PanelLink>
        )}
        {touristOffered && shown !== PANEL.tourist ? (
          <PanelLink onClick={() => setPanel(PANEL.tourist)}>{t('guestSignIn')}</PanelLink>
        ) : null}
      </div>
      {signingIn || shown === PANEL.register ? <SocialSignIn returnTo={returnTo} onDone={onSignedIn} /> : null}
    </div>
  );
}

const TITLES = {
  [PANEL.phonePassword]: 'titleSignIn',
  [PANEL.emailPassword]: 'titleSignIn',
  [PANEL.phoneCode]: 'titleSignIn',
  [PANEL.forgotPassword]: 'titleForgot',
  [PANEL.resetPassword]: 'titleReset',
  [PANEL.register]: 'titleRegister',
  [PANEL.tourist]: 'titleTourist',
} as const;
