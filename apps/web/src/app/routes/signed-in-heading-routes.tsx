// Signed-in pages whose content arrives with later issues; each already has its route, guard,
// title and heading inside the signed-in shell.
import { PageHeader } from '../../components/ui/page-header';

export const InterviewRoute = () => <PageHeader title="Tu IA entrevistador" />;
