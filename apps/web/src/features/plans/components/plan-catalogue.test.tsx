import type { PublicConfig } from '@cvlisto/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { PlanCatalogue } from './plan-catalogue';

const config: PublicConfig = {
  appName: 'CVListo',
  supportEmail: 'soporte@cvlisto.pe',
  socialLinks: { facebook: 'f', instagram: 'i', tiktok: 't', linkedin: 'l' },
  auth: { google: false },
  provider: { name: 'CVListo', ruc: '20000000001', address: 'Lima, Perú', isExample: true },
  tools: { translation: true },
  tutorialVideoUrl: '',
};

describe('PlanCatalogue', () => {
  test('the desktop cards and the phone tabs name their plans with ids unique on the page', () => {
    const client = new QueryClient();
    client.setQueryData(publicConfigQueryOptions.queryKey, config);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <PlanCatalogue renderAction={(plan) => <button type="button">Elegir {plan.name}</button>} />
      </QueryClientProvider>,
    );
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);

    expect(ids.length).toBeGreaterThan(3);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // Every card's label points at a heading of that page.
    for (const [, labelledBy] of html.matchAll(/<article aria-labelledby="([^"]+)"/g)) {
      expect(ids).toContain(labelledBy);
    }
  });
});
