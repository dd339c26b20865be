import { CvList } from '../../features/cvs/components/cv-list';
import { CvResult } from '../../features/cvs/components/cv-result';
import { ToolsDashboard } from '../../features/tools/components/tools-dashboard';
import { useSignedInMe } from '../../lib/me';

/** The dashboard: the tools feature, with the CV feature's list and result view composed in. */
export function ToolsRoute() {
  const me = useSignedInMe();
  return (
    <ToolsDashboard
      me={me}
      cvList={<CvList variant="dashboard" />}
      renderResult={(cvId) => <CvResult cvId={cvId} />}
    />
  );
}
