import type { PublicConfig } from '@cvlisto/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

const example: PublicConfig['provider'] = {
  name: 'CVListo',
  ruc: '20000000001',
  address: 'Lima, Perú',
  isExample: true,
};
const real: PublicConfig['provider'] = {
  name: 'CV Listo S.A.C.',
  ruc: '20612345679',
  address: 'Av. Arequipa 123, Lima',
  isExample: false,
};

/** The page's text, rendered as the app does (the page title reads the public config). */
function text(page: ReactNode, provider: PublicConfig['provider']): string {
  const client = new QueryClient();
  client.setQueryData(publicConfigQueryOptions.queryKey, {
    appName: 'CVListo',
    supportEmail: 'soporte@cvlisto.pe',
    socialLinks: { facebook: 'f', instagram: 'i', tiktok: 't', linkedin: 'l' },
    auth: { google: false },
    provider,
    tools: { translation: false },
    tutorialVideoUrl: '',
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<[^>]+>/g, '');
}

function terms(provider: PublicConfig['provider']): string {
  return text(
    <TermsPage appName="CVListo" supportEmail="soporte@cvlisto.pe" provider={provider} />,
    provider,
  );
}

describe('the provider on the legal pages (issue 17)', () => {
  test('the example identity is labelled, and a provider named like the app is named once', () => {
    const page = terms(example);

    expect(page).toContain(
      'Estos términos regulan el uso de CVListo, con RUC 20000000001, con domicilio en Lima, Perú (datos de ejemplo).',
    );
    expect(page).not.toContain('un servicio de CVListo');
    // This server has no AI provider: the service is not described as translating.
    expect(page).toContain('lo adapta a una oferta de trabajo según tu plan y te permite');
    expect(page).not.toContain('inglés');
  });

  test('a real provider is not labelled, and is named as the one behind the app', () => {
    const page = terms(real);

    expect(page).toContain(
      'Estos términos regulan el uso de CVListo, un servicio de CV Listo S.A.C., con RUC 20612345679, con domicilio en Av. Arequipa 123, Lima.',
    );
    expect(page).not.toContain('datos de ejemplo');
  });

  test('the privacy policy labels the example identity too', () => {
    const page = text(
      <PrivacyPolicyPage appName="CVListo" supportEmail="soporte@cvlisto.pe" provider={example} />,
      example,
    );
    expect(page).toContain('con domicilio en Lima, Perú (datos de ejemplo)');
  });
});
