// The static public pages: FAQ, about and the legal pages (spec/core.md §2, spec/secondary.md
// §2.4). One module, loaded on first visit to any of them.
import { AboutPage } from '../../features/landing/components/about-page';
import { FaqPage } from '../../features/landing/components/faq-page';
import { PrivacyPolicyPage } from '../../features/legal/components/privacy-policy-page';
import { RefundPolicyPage } from '../../features/legal/components/refund-policy-page';
import { TermsPage } from '../../features/legal/components/terms-page';
import { usePublicConfig } from '../../lib/public-config';
import { PublicLayout } from '../layouts/public-layout';

export function FaqRoute() {
  const { supportEmail } = usePublicConfig();
  return (
    <PublicLayout>
      <FaqPage supportEmail={supportEmail} />
    </PublicLayout>
  );
}

export function AboutRoute() {
  const { appName, supportEmail } = usePublicConfig();
  return (
    <PublicLayout>
      <AboutPage appName={appName} supportEmail={supportEmail} />
    </PublicLayout>
  );
}

export function PrivacyPolicyRoute() {
  const config = usePublicConfig();
  return (
    <PublicLayout>
      <PrivacyPolicyPage
        appName={config.appName}
        supportEmail={config.supportEmail}
        provider={config.provider}
      />
    </PublicLayout>
  );
}

export function TermsRoute() {
  const config = usePublicConfig();
  return (
    <PublicLayout>
      <TermsPage
        appName={config.appName}
        supportEmail={config.supportEmail}
        provider={config.provider}
      />
    </PublicLayout>
  );
}

export function RefundPolicyRoute() {
  const { appName, supportEmail } = usePublicConfig();
  return (
    <PublicLayout>
      <RefundPolicyPage appName={appName} supportEmail={supportEmail} />
    </PublicLayout>
  );
}
