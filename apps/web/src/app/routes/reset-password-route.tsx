import { authMessages, paths } from '@cvlisto/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Logo } from '../../components/ui/logo';
import { PageTitle } from '../../components/ui/page-title';
import { mainContentId, SkipLink } from '../../components/ui/skip-link';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePublicConfig } from '../../lib/public-config';
import type { LoginState } from './remembered-location';

/** Where the e-mailed reset link lands: `?token=…`, or `?error=INVALID_TOKEN` when it expired. */
export function ResetPasswordRoute() {
  const { appName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const onDone = () => {
    const state: LoginState = {
      notice: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    };
    void navigate(paths.login, { replace: true, state });
  };
  return (
    <div className="flex min-h-dvh flex-col items-center bg-surface-muted px-4 py-10">
      <PageTitle title="Restablecer contraseña" />
      <SkipLink />
      <Link to={paths.home} className="rounded-lg" aria-label={`${appName}, inicio`}>
        <Logo appName={appName} />
      </Link>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mt-8 w-full max-w-sm rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <h1 className="text-xl font-bold">Elige una nueva contraseña</h1>
        <div className="mt-5">
          {token && !searchParams.has('error') ? (
            <ResetPasswordForm token={token} onDone={onDone} />
          ) : (
            <div className="flex flex-col gap-4">
              <Alert tone="error">{authMessages.resetLinkInvalid}</Alert>
              <Link to={paths.login} className="text-sm font-medium text-brand-700 underline">
                Volver a iniciar sesión y pedir un enlace nuevo
              </Link>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
