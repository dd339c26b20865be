import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useMe } from '../../lib/me';
import { usePublicConfig } from '../../lib/public-config';
import { PublicLayout } from '../layouts/public-layout';

export function LandingRoute() {
  const { appName } = usePublicConfig();
  const me = useMe();
  // Hero buttons go to the tools when signed in, otherwise to sign-in (spec/core.md §2).
  const startPath = me.data ? paths.tools : paths.login;
  return (
    <PublicLayout>
      <PageTitle title={`${appName} | Optimiza tu CV con IA`} />
      <section className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800">
          Tu primera optimización es gratis
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Tu CV listo para pasar los filtros ATS
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted text-balance">
          Sube tu CV y recibe en minutos una versión más clara y profesional, adaptada a la oferta
          que te interesa o traducida al inglés.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={startPath} className={buttonClassName({ size: 'lg' })}>
            Optimiza tu CV gratis
          </Link>
          <Link
            to={paths.pricing}
            className={buttonClassName({ size: 'lg', variant: 'secondary' })}
          >
            Ver planes
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
