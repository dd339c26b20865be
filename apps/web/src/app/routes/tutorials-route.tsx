import { TutorialsPage } from '../../features/tutorials/components/tutorials-page';

export function TutorialsRoute() {
  return <TutorialsPage />;
}
