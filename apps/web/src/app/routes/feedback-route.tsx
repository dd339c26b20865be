import { FeedbackPage } from '../../features/feedback/components/feedback-page';

export function FeedbackRoute() {
  return <FeedbackPage />;
}
