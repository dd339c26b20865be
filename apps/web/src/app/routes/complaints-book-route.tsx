import { ComplaintsBookPage } from '../../features/claims/components/complaints-book-page';
import { PublicLayout } from '../layouts/public-layout';

/** `/libro-de-reclamaciones`: public, so anyone can file a claim without an account. */
export function ComplaintsBookRoute() {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
        <ComplaintsBookPage />
      </div>
    </PublicLayout>
  );
}
