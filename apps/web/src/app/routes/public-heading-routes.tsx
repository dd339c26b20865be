// Public pages whose content arrives with the public-site issue; each already has its route,
// title and heading.
import { PageHeader } from '../../components/ui/page-header';
import { PublicLayout } from '../layouts/public-layout';

function PublicHeadingPage({ title }: { title: string }) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <PageHeader title={title} />
      </div>
    </PublicLayout>
  );
}

export const FaqRoute = () => <PublicHeadingPage title="Preguntas Frecuentes" />;
export const AboutRoute = () => <PublicHeadingPage title="Nosotros" />;
export const PrivacyPolicyRoute = () => <PublicHeadingPage title="Política de privacidad" />;
export const TermsRoute = () => <PublicHeadingPage title="Términos y condiciones" />;
export const BlogRoute = () => <PublicHeadingPage title="Blog" />;
export const ComplaintsBookRoute = () => <PublicHeadingPage title="Libro de Reclamaciones" />;
export const RefundPolicyRoute = () => (
  <PublicHeadingPage title="Política de Cancelación y Devolución" />
);
