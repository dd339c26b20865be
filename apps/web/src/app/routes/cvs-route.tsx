import { CvsPage } from '../../features/cvs/components/cvs-page';

export function CvsRoute() {
  return <CvsPage />;
}
