import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../lib/asset-url';
import { authLoginPicQueryOptions } from '../api/auth-login-pic';
import { PANEL, touristFlag, type OpenReason } from '../lib/panels';
import { takeRememberedRedirect } from '../../../lib/api/session';
import { safeRedirect } from '../../../lib/routing/redirect';
import { SignInPanels } from './sign-in-panels';
import { keepTabInside } from '../../../components/ui/focus-trap';
import { useDialog } from '../../../components/ui/use-dialog';
import { BTN, BTN_CIRCLE, BTN_GHOST, BTN_SM, MODAL, MODAL_BOX } from '../../../components/ui/classes';

export interface LoginModalProps {
  reason: OpenReason;
  /** The page's query: `?tourist=1` turns the tourist flag on (lib/panels.ts). */
  search: string;
  returnTo: string;
  onClose: () => void;
  /**
   * After a sign-in: `target` is the same-site page the API client remembered for after it (docs/storefront.md,
   * Errors), '' when none. Read here, so the shell's host carries no redirect check.
   */
  onSignedIn: (target: string) => void;
}

/** Puts focus on the first field of the current panel (after a panel switch the clicked link is gone). */
function focusFirstField(root: HTMLElement | null): void {
  const field = root?.querySelector<HTMLElement>('form input:not([type="checkbox"]):not([disabled])');
  field?.focus();
}

/**
 * The sign-in dialog (docs/storefront.md, Screens): native modal <dialog> (the rest of the page is inert), labelled by the panel's
 * heading, Tab kept inside, Escape and the close button close it; the host returns focus to the opener.
 */
export default function LoginModal({ reason, search, returnTo, onClose, onSignedIn }: LoginModalProps) {
  const tourist = touristFlag(reason, search);
  const { t } = useTranslation('auth');
  const { ref, titleId: headingId } = useDialog();
  const picture = useQuery(authLoginPicQueryOptions()).data;

  const onPanelChange = useCallback(() => {
    window.requestAnimationFrame(() => focusFirstField(ref.current));
  }, [ref]);

  return (
    <dialog
      ref={ref}
      className={`${MODAL} overflow-y-auto`}
      aria-modal="true"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Browsers may close a modal dialog without a cancel event (a repeated Escape): keep the state in step. Only a
      // close that left the dialog closed counts: the event is queued, so one may arrive after it was shown again.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onKeyDown={(event) => keepTabInside(event, ref.current)}
    >
      {/* Held at one height from the top, not centred: a taller panel (register) grows downwards instead of moving the
          box and its picture up; a box taller than the window scrolls inside the dialog. */}
      <div className={`${MODAL_BOX} my-[5vh] flex max-h-none w-[880px] max-w-[880px] self-start overflow-visible p-0`}>
        {/* The picture keeps one size and place, from the top, whatever the panel's height (sign-in, register, reset):
            a cover fit to the box's height would zoom and move it at every switch. */}
        <div className="hidden w-[360px] shrink-0 overflow-hidden rounded-l-box bg-primary md:block">
          {picture ? <img src={assetUrl(picture)} alt="" className="h-[560px] w-full object-cover object-left-top" /> : null}
        </div>
        <div className="relative flex-1 p-8">
          <button
            type="button"
            className={`${BTN} absolute top-3 right-3 ${BTN_CIRCLE} ${BTN_GHOST} ${BTN_SM}`}
            aria-label={t('close')}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
          <SignInPanels
            headingId={headingId}
            touristFlag={tourist}
            startPanel={reason === 'guest-checkout' && tourist ? PANEL.tourist : PANEL.phonePassword}
            returnTo={returnTo}
            onSignedIn={() => {
              const remembered = takeRememberedRedirect();
              onSignedIn(remembered ? safeRedirect(remembered, '') : '');
            }}
            onPanelChange={onPanelChange}
          />
        </div>
      </div>
    </dialog>
  );
}
