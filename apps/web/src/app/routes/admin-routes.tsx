// The back office (issue 16), its own lazily loaded chunk: the gate, the frame and its screens.
import { notFoundPageHeads, paths } from '@cvlisto/shared';
import { Link, Outlet, useParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { NotFoundMessage } from '../../components/ui/not-found-message';
import { PageSpinner } from '../../components/ui/spinner';
import {
  AdminEditBlogPostPage,
  AdminNewBlogPostPage,
} from '../../features/admin/blog/components/admin-blog-editor-page';
import { AdminBlogListPage } from '../../features/admin/blog/components/admin-blog-list-page';
import { AdminAuditPage } from '../../features/admin/components/admin-audit-page';
import { ClaimDetailPage } from '../../features/admin/claims/components/claim-detail-page';
import { ClaimsBookPage } from '../../features/admin/claims/components/claims-book-page';
import { SupportInboxPage } from '../../features/admin/support/components/support-inbox-page';
import { AdminLayout } from '../../features/admin/components/admin-layout';
import { AdminStatsPage } from '../../features/admin/components/admin-stats-page';
import { AdminUserPage } from '../../features/admin/components/admin-user-page';
import { AdminUsersPage } from '../../features/admin/components/admin-users-page';
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

/** /admin: the Resumen. */
export function AdminHomeRoute() {
  return <AdminStatsPage />;
}

export function AdminUsersRoute() {
  return <AdminUsersPage />;
}

export function AdminUserRoute() {
  const { id = '' } = useParams();
  // Keyed by the account, so the adjustment form starts empty for each one.
  return <AdminUserPage key={id} userId={id} />;
}

export function AdminAuditRoute() {
  return <AdminAuditPage />;
}

export function AdminClaimsRoute() {
  return <ClaimsBookPage />;
}

export function AdminClaimRoute() {
  const { id = '' } = useParams();
  return <ClaimDetailPage key={id} claimId={id} />;
}

export function AdminSupportRoute() {
  return <SupportInboxPage />;
}

export function AdminBlogRoute() {
  return <AdminBlogListPage />;
}

export function AdminNewBlogPostRoute() {
  return <AdminNewBlogPostPage />;
}

/** /admin/blog/:id — an id that is not a number is an article that does not exist. */
export function AdminBlogPostRoute() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <AdminNotFoundRoute />;
  return <AdminEditBlogPostPage key={id} id={id} />;
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
