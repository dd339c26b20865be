import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { faqItemsFor } from '../faq-items';
import { FaqAccordion } from './faq-accordion';
import { LandingSection } from './landing-section';

/** The landing's FAQ heading and accordion (spec/core.md §2). */
export function FaqSection() {
  return (
    <LandingSection id="preguntas-frecuentes" title="Preguntas frecuentes" muted>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <FaqAccordion items={faqItemsFor(usePublicConfig().tools)} />
        <p className="text-center text-sm text-ink-muted">
          ¿Tienes otra duda?{' '}
          <Link to={paths.faq} className="font-medium text-brand-700 hover:underline">
            Ver todas las preguntas
          </Link>
        </p>
      </div>
    </LandingSection>
  );
}
