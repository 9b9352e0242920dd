import { SocialCallback } from '../../features/auth/components/social-callback';

/** /middlewares/callback_twitter: where Twitter (and, in mock mode, Google and Facebook) send the user back. */
export default function CallbackTwitterPage() {
  return <SocialCallback />;
}
