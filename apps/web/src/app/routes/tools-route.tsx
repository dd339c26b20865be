import { DashboardGreeting } from '../../features/tools/components/dashboard-greeting';
import { useSignedInMe } from '../../lib/me';

export function ToolsRoute() {
  const me = useSignedInMe();
  return <DashboardGreeting me={me} />;
}
