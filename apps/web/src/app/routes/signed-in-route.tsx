import { paths } from '@cvlisto/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../lib/me';
import { AppLayout } from '../layouts/app-layout';
import type { LoginState } from './remembered-location';

/**
 * The guard for routes behind sign-in: a spinner while the session loads; signed out (or a failed
 * session check) goes to /login remembering this location, replacing history (spec/core.md §2, §4).
 */
export function SignedInRoute() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <AppLayout me={undefined}>
        <PageSpinner label="Cargando tu cuenta…" />
      </AppLayout>
    );
  }
  if (!me.data) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return (
    <AppLayout me={me.data}>
      <Outlet />
    </AppLayout>
  );
}
