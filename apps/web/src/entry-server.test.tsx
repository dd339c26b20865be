// The server render of the public pages (issue 17): their words are in the markup the server
// sends, from the data the server passes — what a crawler and a browser without JavaScript get.
// Hydration without mismatch is checked in Chromium (e2e/public-site.spec.ts).
import { formatSoles, type BillingConfig, type PublicConfig } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import { renderPage } from './entry-server';

const config: PublicConfig = {
  appName: 'CVListo',
  supportEmail: 'soporte@cvlisto.pe',
  socialLinks: { facebook: '', instagram: '', tiktok: '', linkedin: '' },
  auth: { google: true },
  provider: {
    name: 'Servicios Listos S.A.C.',
    ruc: '20123456789',
    address: 'Av. Arequipa 123',
    isExample: false,
  },
  tools: { translation: true },
  tutorialVideoUrl: '',
};

const billing: BillingConfig = {
  mode: 'stripe',
  walletMode: 'mercadopago',
  creditPacks: [{ id: 'pack_3', credits: 3, priceCents: 1290 }],
};

/** The visible text of the markup, tags and comments removed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('renderPage', () => {
  test('/pricing: the plans, their prices and the credit packs on sale', async () => {
    const { html, state } = await renderPage('/pricing', { config, billing });
    const text = textOf(html);

    expect(text).toContain('Planes');
    expect(text).toContain('Tu primera optimización es gratis');
    for (const plan of ['Básico', 'Pro', 'Redi']) expect(text).toContain(plan);
    expect(text).toContain('Compra créditos con Yape');
    expect(text).toContain(formatSoles(1290).replace(/\s+/g, ' '));
    // The browser hydrates from the same billing configuration.
    expect(state).toContain('"billing-config"');
  });

  test('/planes signed out is the public plans page; without that word it waits for the session', async () => {
    const signedOut = await renderPage('/planes', { config, billing, signedOut: true });

    expect(textOf(signedOut.html)).toContain('Tu primera optimización es gratis');
    expect(textOf(signedOut.html)).toContain('Compra créditos con Yape');
    // The session is known (none), so the browser renders the same page when it hydrates.
    expect(signedOut.state).toContain('"queryKey":["me"]');

    const unknown = await renderPage('/planes', { config, billing });
    expect(textOf(unknown.html)).not.toContain('Tu primera optimización es gratis');
  });

  test('/libro-de-reclamaciones: the form and the provider it is addressed to', async () => {
    const text = textOf((await renderPage('/libro-de-reclamaciones', { config })).html);

    expect(text).toContain('Libro de Reclamaciones');
    expect(text).toContain('Servicios Listos S.A.C.');
    expect(text).toContain('20123456789');
  });

  test.each([
    ['/login', 'Bienvenido de nuevo'],
    ['/signup', 'Crea tu cuenta gratis'],
  ])('%s signed out: the sign-in options', async (path, heading) => {
    const text = textOf((await renderPage(path, { config, signedOut: true })).html);

    expect(text).toContain(heading);
    expect(text).toContain('Google');
    // Its buttons need the page's code: disabled until it has run, so no click is lost.
    const { html } = await renderPage(path, { config, signedOut: true });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Continuar con email/s);
  });
});
