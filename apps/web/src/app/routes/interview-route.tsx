import { InterviewPage } from '../../features/interview/components/interview-page';

export function InterviewRoute() {
  return <InterviewPage />;
}
