import { PageHeader } from '../../../components/ui/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { faqItemsFor } from '../faq-items';
import { FaqAccordion } from './faq-accordion';

/** /faq: the same five questions as the landing, one open at a time (spec/secondary.md §2.1). */
export function FaqPage({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Preguntas Frecuentes"
        lead="Lo que más nos preguntan sobre la optimización de tu CV, los planes y tu cuenta."
      />
      <FaqAccordion items={faqItemsFor(usePublicConfig().tools)} headingLevel="h2" />
      <p className="text-sm text-ink-muted">
        ¿No encuentras tu respuesta? Escríbenos a{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
          {supportEmail}
        </a>
        .
      </p>
    </div>
  );
}
