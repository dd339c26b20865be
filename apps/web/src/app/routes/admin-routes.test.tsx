import type { MeResponse, PublicConfig } from '@cvlisto/shared';
import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { meQueryOptions } from '../../lib/me';
import { publicConfigQueryOptions } from '../../lib/public-config';
import { AppProvider } from '../provider';
import { AdminRoute } from './admin-routes';

const config: PublicConfig = {
  appName: 'CVListo',
  supportEmail: 'soporte@cvlisto.pe',
  socialLinks: { facebook: 'f', instagram: 'i', tiktok: 't', linkedin: 'l' },
  auth: { google: false },
  provider: { name: 'CVListo', ruc: '20000000001', address: 'Lima', isExample: true },
  tools: { translation: false },
  tutorialVideoUrl: '',
};

function me(isAdmin: boolean): MeResponse {
  return {
    user: { id: 'u1', email: 'rosa@example.pe', displayName: 'Rosa', isAdmin },
    plan: { id: 'modo_free', name: 'Básico' },
    credits: { remaining: 1, feedbackBonusAvailable: true },
  };
}

/** /admin rendered for this session, with a screen the gate would let through. */
function renderAdmin(session: MeResponse | null): string {
  const client = new QueryClient();
  client.setQueryData(meQueryOptions.queryKey, session);
  client.setQueryData(publicConfigQueryOptions.queryKey, config);
  return renderToStaticMarkup(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={['/admin/auditoria']}>
        <Routes>
          <Route element={<AdminRoute />}>
            <Route path="/admin/auditoria" element={<p>Pantalla de operador</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('the back office gate (issue 16)', () => {
  test.each([
    ['a visitor', null],
    ['a signed-in user', me(false)],
  ])('%s gets the not-found page, with no trace of the back office', (_who, session) => {
    const html = renderAdmin(session);

    expect(html).toContain('Página no encontrada');
    expect(html).not.toContain('Pantalla de operador');
    expect(html).not.toContain('Secciones del panel');
  });

  test('an operator gets the screen inside the back office frame', () => {
    const html = renderAdmin(me(true));

    expect(html).toContain('Pantalla de operador');
    expect(html).toContain('aria-label="Secciones del panel"');
    expect(html).not.toContain('Página no encontrada');
  });
});
