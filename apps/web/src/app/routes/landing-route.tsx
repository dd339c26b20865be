import { tutorialVideoEmbedUrl } from '@cvlisto/shared';
import { LatestPostsSection } from '../../features/blog/components/latest-posts-section';
import { BeforeAfterSection } from '../../features/landing/components/before-after-section';
import { ClosingCallToAction } from '../../features/landing/components/closing-call-to-action';
import { FaqSection } from '../../features/landing/components/faq-section';
import { HeroSection } from '../../features/landing/components/hero-section';
import { HowItWorksSection } from '../../features/landing/components/how-it-works-section';
import { LandingSection } from '../../features/landing/components/landing-section';
import { PlanCatalogue } from '../../features/plans/components/plan-catalogue';
import { PlanLinkAction } from '../../features/plans/components/plan-link-action';
import { PageTitle } from '../../components/ui/page-title';
import { useMe } from '../../lib/me';
import { usePublicConfig } from '../../lib/public-config';
import { PublicLayout } from '../layouts/public-layout';

/** `/`: every block of spec/core.md §2 Landing, in its order. */
export function LandingRoute() {
  const config = usePublicConfig();
  const me = useMe();
  const isSignedIn = Boolean(me.data);
  return (
    <PublicLayout>
      <PageTitle title="Optimiza tu CV con IA para los filtros ATS" />
      <HeroSection
        isSignedIn={isSignedIn}
        tutorialVideoUrl={tutorialVideoEmbedUrl(config.tutorialVideoUrl) ?? ''}
      />
      <BeforeAfterSection />
      <HowItWorksSection isSignedIn={isSignedIn} />
      <LatestPostsSection />
      <LandingSection
        id="planes"
        title="Planes para cada etapa de tu búsqueda"
        lead="Empieza gratis y mejora tu plan cuando lo necesites. Precios en soles; cancela cuando quieras."
      >
        {/* Card buttons lead to /planes when signed in, otherwise to sign-in (spec §2). */}
        <PlanCatalogue
          renderAction={(plan) => <PlanLinkAction plan={plan} isSignedIn={isSignedIn} />}
        />
      </LandingSection>
      <FaqSection />
      <ClosingCallToAction isSignedIn={isSignedIn} />
    </PublicLayout>
  );
}
