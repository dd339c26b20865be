import {
  defaultCreditPacks,
  plans,
  type BillingConfig,
  type MeResponse,
  type PublicConfig,
} from '@cvlisto/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { billingConfigQueryOptions } from '../api/get-billing-config';
import { checkoutSuccessMessage } from './checkout-success-notice';
import { CreditPackOffer } from './credit-pack-offer';
import { CreditPacksSection } from './credit-packs-section';
import { PlanCard } from './plan-card';
import { SandboxPaymentsNotice } from './sandbox-payments-notice';

function config(translation: boolean): PublicConfig {
  return {
    appName: 'CVListo',
    supportEmail: 'soporte@cvlisto.pe',
    socialLinks: { facebook: 'f', instagram: 'i', tiktok: 't', linkedin: 'l' },
    auth: { google: false },
    provider: { name: 'CVListo', ruc: '20000000001', address: 'Lima, Perú', isExample: true },
    tools: { translation },
    tutorialVideoUrl: '',
  };
}

function render(
  node: ReactNode,
  { translation = true, billing }: { translation?: boolean; billing?: BillingConfig } = {},
): string {
  const client = new QueryClient();
  client.setQueryData(publicConfigQueryOptions.queryKey, config(translation));
  if (billing) client.setQueryData(billingConfigQueryOptions.queryKey, billing);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('plan cards without an AI provider (issue 17)', () => {
  test('Redi shows translation as not available on this server, not as included', () => {
    const html = render(<PlanCard plan={plans.modo_redi} action={null} />, { translation: false });

    expect(html).toContain('Traducción al inglés: no disponible en este servidor');
    expect(html).not.toContain('también tu CV en inglés');
    // The check-marked list no longer has it.
    expect(html.match(/Traducción al inglés/g)).toHaveLength(1);
  });

  test('Pro no longer lists translation as a reason to upgrade', () => {
    const html = render(<PlanCard plan={plans.modo_pro} action={null} />, { translation: false });
    expect(html).not.toContain('Traducción al inglés');
  });

  test('with a provider Redi sells it as included', () => {
    const html = render(<PlanCard plan={plans.modo_redi} action={null} />);
    expect(html).toContain('también tu CV en inglés');
    expect(html).not.toContain('no disponible');
  });
});

describe('the banner after a checkout (issue 17)', () => {
  const redi: MeResponse = {
    user: { id: 'u1', email: 'rosa@example.pe', displayName: 'Rosa', isAdmin: false },
    plan: { id: 'modo_redi', name: 'Redi' },
    credits: { remaining: 14, feedbackBonusAvailable: false },
  };
  const text = (node: ReactNode) => renderToStaticMarkup(<>{node}</>).replace(/<[^>]+>/g, '');

  test('a subscriber who bought a pack is told the credits were added, not that a plan activated', () => {
    const message = text(checkoutSuccessMessage(redi, 3));
    expect(message).toBe('¡Listo! Se agregaron 3 créditos a tu cuenta. Ahora tienes 14 créditos.');
    expect(message).not.toContain('plan');
  });

  test('a plan checkout names the plan', () => {
    expect(text(checkoutSuccessMessage(redi, null))).toBe(
      '¡Listo! Tu plan se activó: ahora eres Redi y tienes 14 créditos.',
    );
  });
});

describe('the sandbox says it is a test server beside the payment buttons (issue 17)', () => {
  const sandbox: BillingConfig = {
    mode: 'sandbox',
    walletMode: 'sandbox',
    creditPacks: [...defaultCreditPacks],
  };

  test('above the plans and inside the packs, as a notice', () => {
    const plansNotice = render(<SandboxPaymentsNotice of="plans" />, { billing: sandbox });
    expect(plansNotice).toContain('role="note"');
    expect(plansNotice).toContain('Servidor de prueba.');
    expect(plansNotice).toContain('no se cobra nada');

    const packs = render(<CreditPacksSection isSignedIn />, { billing: sandbox });
    expect(packs).toContain('Servidor de prueba.');
    expect(packs).not.toContain('Modo de prueba');
    expect(packs.indexOf('Servidor de prueba.')).toBeLessThan(packs.indexOf('Comprar'));
  });

  test('a server with real payments shows no such notice', () => {
    const live: BillingConfig = { ...sandbox, mode: 'stripe', walletMode: 'mercadopago' };
    expect(render(<SandboxPaymentsNotice of="plans" />, { billing: live })).toBe('');
    expect(render(<CreditPacksSection isSignedIn />, { billing: live })).not.toContain(
      'Servidor de prueba',
    );
  });
});

test('the packs offer lists every pack and links to where they are bought', () => {
  const html = render(<CreditPackOffer packs={defaultCreditPacks} />).replace(
    /&nbsp;|\u00a0/g,
    ' ',
  );
  expect(html).toContain('1 crédito por S/ 4.90 o 3 créditos por S/ 12.90');
  expect(html).toContain('href="/planes#creditos"');
});
