import { notFoundPageHeads, paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { NotFoundMessage } from '../../components/ui/not-found-message';
import { PublicLayout } from '../layouts/public-layout';

export function NotFoundRoute() {
  return (
    <PublicLayout>
      <NotFoundMessage head={notFoundPageHeads.page}>
        <Link to={paths.home} className={buttonClassName()}>
          Volver al inicio
        </Link>
      </NotFoundMessage>
    </PublicLayout>
  );
}
