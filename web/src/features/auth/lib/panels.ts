/** The login modal's numeric states (docs/storefront.md, Screens). */
export const PANEL = {
  phonePassword: 1,
  emailPassword: 2,
  phoneCode: 3,
  forgotPassword: 4,
  resetPassword: 5,
  register: 6,
  tourist: 7,
} as const;
export type PanelId = (typeof PANEL)[keyof typeof PANEL];

export type OpenReason = 'required' | 'user' | 'guest-checkout';

/**
 * The tourist flag (docs/storefront.md, Entities): guest sign-in is offered only when method/info says visitorOpen AND the flag
 * is on. The flag is on when the modal was opened for a purchase (reason 'guest-checkout', e.g. "Buy now" by a
 * guest) or when the page URL asks for it with `?tourist=1` (so /login?tourist=1 and links from checkout work).
 * A plain "Sign in" click or an expired session never offers it: those users have accounts.
 */
export function touristFlag(reason: OpenReason | null, search: string): boolean {
  return reason === 'guest-checkout' || new URLSearchParams(search).get('tourist') === '1';
}

/** Where the modal starts: a guest checkout goes straight to the tourist form when it is offered. */
export function initialPanel(reason: OpenReason | null, touristOffered: boolean): PanelId {
  return reason === 'guest-checkout' && touristOffered ? PANEL.tourist : PANEL.phonePassword;
}
