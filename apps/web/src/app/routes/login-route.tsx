import { paths } from '@cvlisto/shared';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useMe } from '../../lib/me';
import { rememberedPath, type LoginState } from './remembered-location';

/** /login and /signup. A signed-in user is sent to the remembered page or /tools. */
export function LoginRoute() {
  const me = useMe();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const redirectTo = rememberedPath(location.state);
  if (me.isPending) return <PageSpinner />;
  if (me.data) return <Navigate to={redirectTo} replace />;
  const notice = (location.state as LoginState | null)?.notice;
  const googleFailed = searchParams.has('error');
  return (
    <LoginScreen
      mode={location.pathname === paths.signup ? 'sign-up' : 'sign-in'}
      redirectTo={redirectTo}
      notice={notice}
      errorNotice={
        googleFailed ? 'No pudimos iniciar sesión con Google. Intenta de nuevo.' : undefined
      }
    />
  );
}
