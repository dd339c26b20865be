import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PublicLayout } from '../layouts/public-layout';

export function NotFoundRoute() {
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-xl flex-col items-start gap-6 px-4 py-20 sm:px-6">
        <p className="text-sm font-semibold text-brand-700">Error 404</p>
        <PageHeader
          title="Página no encontrada"
          lead="La página que buscas no existe o fue movida. Revisa la dirección o vuelve al inicio."
        />
        <Link to={paths.home} className={buttonClassName()}>
          Volver al inicio
        </Link>
      </div>
    </PublicLayout>
  );
}
