import { paths } from '@cvlisto/shared';
import { ArrowLeft, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { Logo } from '../../../components/ui/logo';
import { PageTitle } from '../../../components/ui/page-title';
import { mainContentId, SkipLink } from '../../../components/ui/skip-link';
import { usePublicConfig } from '../../../lib/public-config';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useSignInWithGoogle } from '../api/sign-in-with-google';
import { EmailAuthForm, type AuthMode } from './email-auth-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { LoginMarquee } from './login-marquee';

type View = 'options' | 'email' | 'forgot';

const copy = {
  'sign-in': {
    title: 'Iniciar sesión',
    heading: 'Bienvenido de nuevo',
    lead: 'Inicia sesión para ver y mejorar tus CVs.',
  },
  'sign-up': {
    title: 'Crear cuenta',
    heading: 'Crea tu cuenta gratis',
    lead: 'Tu primera optimización de CV es gratis, sin tarjeta.',
  },
} as const;

/**
 * /login and /signup: one screen, two modes (PRODUCT.md §3.1). Sign-in options first, the e-mail
 * form behind a toggle with a way back (spec/core.md §2).
 */
export function LoginScreen({
  mode,
  redirectTo,
  notice,
  errorNotice,
}: {
  mode: AuthMode;
  /** Where Google sends the user back to (the remembered page, or /tools). */
  redirectTo: string;
  notice?: string | undefined;
  errorNotice?: string | undefined;
}) {
  const { appName, auth } = usePublicConfig();
  const [view, setView] = useState<View>('options');
  const google = useSignInWithGoogle();
  // Rendered on the server (issue 17): the options work once the page's code has run.
  const isHydrated = useIsHydrated();
  const text = copy[mode];
  const currentView = mode === 'sign-up' && view === 'forgot' ? 'email' : view;

  return (
    <div className="grid min-h-dvh grid-rows-[auto_1fr] bg-surface lg:grid-cols-2 lg:grid-rows-1">
      <PageTitle title={text.title} />
      <SkipLink />
      <main id={mainContentId} tabIndex={-1} className="flex flex-col px-4 py-6 sm:px-8">
        <Link to={paths.home} className="self-start rounded-lg" aria-label={`${appName}, inicio`}>
          <Logo appName={appName} />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col py-8 lg:justify-center lg:py-10">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {currentView === 'forgot' ? 'Restablece tu contraseña' : text.heading}
          </h1>
          <p className="mt-2 text-ink-muted">
            {currentView === 'forgot' ? 'Te ayudamos a recuperar el acceso.' : text.lead}
          </p>

          {currentView !== 'forgot' && (
            <nav
              aria-label="Tipo de acceso"
              className="mt-6 grid grid-cols-2 rounded-xl bg-surface-muted p-1"
            >
              {(['sign-in', 'sign-up'] as const).map((tabMode) => (
                <Link
                  key={tabMode}
                  to={tabMode === 'sign-in' ? paths.login : paths.signup}
                  state={{ from: redirectTo }}
                  replace
                  aria-current={tabMode === mode ? 'page' : undefined}
                  className={classNames(
                    'rounded-lg py-2 text-center text-sm font-semibold',
                    tabMode === mode
                      ? 'bg-surface text-ink shadow-sm'
                      : 'text-ink-muted hover:text-ink',
                  )}
                >
                  {copy[tabMode].title}
                </Link>
              ))}
            </nav>
          )}

          <div className="mt-6 flex flex-col gap-4">
            {notice && <Alert tone="success">{notice}</Alert>}
            {errorNotice && <Alert tone="error">{errorNotice}</Alert>}
            {currentView === 'options' && (
              <>
                {google.error && <Alert tone="error">{google.error.message}</Alert>}
                {auth.google && (
                  <GoogleButton
                    onClick={() => google.mutate(redirectTo)}
                    isLoading={google.isPending || google.isSuccess}
                    disabled={!isHydrated}
                  />
                )}
                <Button
                  variant={auth.google ? 'secondary' : 'primary'}
                  size="lg"
                  fullWidth
                  disabled={!isHydrated}
                  onClick={() => setView('email')}
                >
                  <Mail className="size-5" aria-hidden />
                  Continuar con email
                </Button>
              </>
            )}
            {currentView === 'email' && (
              <>
                <EmailAuthForm mode={mode} onForgotPassword={() => setView('forgot')} />
                <BackButton onClick={() => setView('options')}>Otras opciones de acceso</BackButton>
              </>
            )}
            {currentView === 'forgot' && (
              <>
                <ForgotPasswordForm />
                <BackButton onClick={() => setView('email')}>Volver a iniciar sesión</BackButton>
              </>
            )}
          </div>

          <p className="mt-8 text-xs text-ink-muted">
            Al continuar, aceptas nuestros{' '}
            <Link to={paths.terms} className="font-medium text-brand-700 underline">
              Términos y condiciones
            </Link>{' '}
            y nuestra{' '}
            <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
              Política de privacidad
            </Link>
            .
          </p>
        </div>
      </main>
      <aside className="order-first flex flex-col justify-center overflow-hidden bg-brand-800 text-white lg:order-none">
        <div className="hidden px-12 lg:block">
          <p className="text-3xl leading-tight font-bold">
            Tu próximo trabajo empieza con un CV que pasa los filtros.
          </p>
          <p className="mt-4 text-brand-100">
            Sube tu CV y recibe en minutos una versión optimizada para ATS, adaptada a la oferta que
            te interesa.
          </p>
        </div>
        <div className="lg:mt-10">
          <LoginMarquee />
        </div>
      </aside>
    </div>
  );
}

function BackButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 self-center rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </button>
  );
}
