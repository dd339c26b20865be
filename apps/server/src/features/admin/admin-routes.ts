// The back office's API (issue 16): everything under /api/admin is for operators only. Each
// screen's sub-app lives in its own module here and is mounted with one line below.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireAdmin } from '../auth/require-admin';
import { createAdminAuditRoutes } from './admin-audit-routes';
import { createAdminClaimsRoutes } from './admin-claims-routes';
import { createAdminSupportRoutes } from './admin-support-routes';
import { createAdminBlogRoutes } from './admin-blog-routes';
import type { AdminDependencies } from './admin-dependencies';
import { createAdminStatsRoutes } from './admin-stats-routes';
import { createAdminUsersRoutes } from './admin-users-routes';

export function createAdminRoutes(dependencies: AdminDependencies) {
  return (
    new Hono<AppEnv>()
      // Before anything else, unknown paths included: a non-operator learns nothing of what exists.
      .use('*', requireAdmin(dependencies.auth, dependencies.db))
      .route('/audit', createAdminAuditRoutes(dependencies))
      .route('/users', createAdminUsersRoutes(dependencies))
      .route('/stats', createAdminStatsRoutes(dependencies))
      .route('/claims', createAdminClaimsRoutes(dependencies))
      .route('/support', createAdminSupportRoutes(dependencies))
      .route('/blog', createAdminBlogRoutes(dependencies))
  );
}
