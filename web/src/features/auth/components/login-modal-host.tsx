/**
 * Mount point of the login modal in the root layout. The sign-in feature replaces this with the real modal,
 * which opens on the `openLogin` app event (lib/app-events.ts).
 */
export function LoginModalHost() {
  return null;
}
