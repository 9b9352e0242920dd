import { LoginPagePanel } from '../../features/auth/components/login-page-panel';

/** /login: guests sent from member pages sign in here and go back to `?redirect=`. */
export default function LoginPage() {
  return <LoginPagePanel />;
}
