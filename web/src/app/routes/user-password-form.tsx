import ChangePasswordForm from '../../features/auth/components/change-password-form';
import { useUserEmailPasswordCode } from '../../features/user/api/user-email-password-code';
import { useUserEmailUpdatePassword } from '../../features/user/api/user-email-update-password';
import { useUserPhonePasswordCode } from '../../features/user/api/user-phone-password-code';
import { useUserPhoneUpdatePassword } from '../../features/user/api/user-phone-update-password';

/**
 * The auth feature's password form sending the user resource's password calls, composed here (features never
 * import each other). A part of /users/user_info loaded with the page's data, so the mutations' code stays off the
 * page's first load (docs/adr/0018).
 */
export default function UserPasswordForm({ email, phone }: { email: string | null; phone: string | null }) {
  const emailCode = useUserEmailPasswordCode();
  const phoneCode = useUserPhonePasswordCode();
  const emailUpdate = useUserEmailUpdatePassword();
  const phoneUpdate = useUserPhoneUpdatePassword();
  return (
    <ChangePasswordForm
      email={email}
      phone={phone}
      calls={{
        sendCode: (channel) => (channel === 'email' ? emailCode : phoneCode).mutateAsync(),
        update: (channel, body) => (channel === 'email' ? emailUpdate : phoneUpdate).mutateAsync(body),
      }}
    />
  );
}
