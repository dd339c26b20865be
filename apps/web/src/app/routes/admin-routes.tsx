// The back office (issue 16), its own lazily loaded chunk: the gate, the frame and its screens.
import { notFoundPageHeads, paths } from '@cvlisto/shared';
import { Link, Navigate, Outlet } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { NotFoundMessage } from '../../components/ui/not-found-message';
import { PageSpinner } from '../../components/ui/spinner';
import { AdminAuditPage } from '../../features/admin/components/admin-audit-page';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { useMe } from '../../lib/me';
import { NotFoundRoute } from './not-found-route';

/**
 * Operators only: anyone else — a visitor or a signed-in user — gets the app's not-found page, so
 * the back office is not even shown to exist. The server refuses its API the same way (401/403).
 */
export function AdminRoute() {
  const me = useMe();
  if (me.isPending) return <PageSpinner label="Cargando…" />;
  if (!me.data?.user.isAdmin) return <NotFoundRoute />;
  return (
    <AdminLayout me={me.data}>
      <Outlet />
    </AdminLayout>
  );
}

export function AdminHomeRoute() {
  return <Navigate to={paths.adminAudit} replace />;
}

export function AdminAuditRoute() {
  return <AdminAuditPage />;
}

/** An address under /admin with no screen, inside the frame for an operator. */
export function AdminNotFoundRoute() {
  return (
    <NotFoundMessage head={notFoundPageHeads.page}>
      <Link to={paths.admin} className={buttonClassName()}>
        Volver al panel
      </Link>
    </NotFoundMessage>
  );
}
