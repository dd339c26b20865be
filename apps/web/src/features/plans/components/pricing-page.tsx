import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CreditPacksSection } from './credit-packs-section';
import { PlanCatalogue } from './plan-catalogue';
import { PlanLinkAction } from './plan-link-action';
import { SandboxPaymentsNotice } from './sandbox-payments-notice';

/**
 * The public plans (/pricing, and /planes signed out): the three cards whose buttons lead to
 * /planes when signed in, otherwise to /login (spec/core.md §2).
 */
export function PricingPage({ title, isSignedIn }: { title: string; isSignedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="text-center [&>header]:items-center">
        <PageHeader
          title={title}
          lead="Tu primera optimización es gratis. Mejora tu plan cuando lo necesites y cancela cuando quieras, sin costo adicional."
        />
      </div>
      <SandboxPaymentsNotice of="plans" />
      <PlanCatalogue
        renderAction={(plan) => <PlanLinkAction plan={plan} isSignedIn={isSignedIn} />}
      />
      <CreditPacksSection isSignedIn={isSignedIn} />
      <p className="text-center text-sm text-ink-muted">
        Precios en soles. Conoce nuestra{' '}
        <Link to={paths.refundPolicy} className="font-medium text-brand-700 hover:underline">
          política de cancelación y devolución
        </Link>
        .
      </p>
    </div>
  );
}
