import {
  defaultCreditPacks,
  type PayForMeLinkState,
  type PayForMePage as PayForMePageData,
  type PublicConfig,
} from '@cvlisto/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { ownPayLinkQueryOptions } from '../api/get-own-pay-link';
import { payForMePageQueryOptions } from '../api/get-pay-for-me-page';
import { PayForMeLinkPanel } from './pay-for-me-link-panel';
import { PayForMePage } from './pay-for-me-page';

const token = 'AbCdEfGhIjKlMnOpQrStUv-_';

/** Renders with the queries already answered, as text (tags dropped, links kept). */
function render(
  element: ReactNode,
  answers: { page?: PayForMePageData; own?: PayForMeLinkState },
  location = `/pagar/${token}`,
): string {
  const client = new QueryClient();
  // The page reads only the product name from the configuration.
  client.setQueryData(publicConfigQueryOptions.queryKey, { appName: 'CVListo' } as PublicConfig);
  if (answers.page) client.setQueryData(payForMePageQueryOptions(token).queryKey, answers.page);
  if (answers.own) client.setQueryData(ownPayLinkQueryOptions.queryKey, answers.own);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[location]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, (tag) => (tag.startsWith('<a ') || tag.startsWith('<input') ? tag : ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const sandboxPage: PayForMePageData = {
  firstName: 'Rosa',
  walletMode: 'sandbox',
  creditPacks: [...defaultCreditPacks],
};

describe('PayForMePage', () => {
  test('names the owner by first name, says what credits are and offers each pack', () => {
    const text = render(<PayForMePage token={token} />, { page: sandboxPage });

    expect(text).toContain('Compra créditos para Rosa');
    expect(text).toContain('Rosa usa CVListo para mejorar su CV');
    expect(text).toContain('¿Qué son los créditos?');
    expect(text).toContain('Servidor de prueba.');
    expect(text).toContain('Las compras de créditos son simuladas: no se cobra nada.');
    expect(text).toContain('1 crédito');
    expect(text).toContain('S/ 4.90');
    expect(text).toContain('3 créditos');
    expect(text).toContain('S/ 12.90');
    expect(text.match(/Pagar/g)?.length).toBeGreaterThanOrEqual(2);
  });

  test('without a name it never invents one; where packs are not sold it says so', () => {
    const text = render(<PayForMePage token={token} />, {
      page: { firstName: null, walletMode: 'unavailable', creditPacks: [] },
    });

    expect(text).toContain('Compra créditos para quien te envió este enlace');
    expect(text).toContain('Los pagos no están disponibles en este momento.');
    expect(text).not.toContain('Servidor de prueba');
    expect(text).not.toContain('Elige un paquete');
  });

  test('back from the payment: thanks, or nothing was charged', () => {
    const paid = render(
      <PayForMePage token={token} />,
      { page: sandboxPage },
      `/pagar/${token}?pago=listo`,
    );
    const canceled = render(
      <PayForMePage token={token} />,
      { page: sandboxPage },
      `/pagar/${token}?pago=cancelado`,
    );

    expect(paid).toContain('¡Gracias! Recibimos tu pago. Los créditos llegan a la cuenta de Rosa');
    expect(canceled).toContain('Cancelaste el pago: no se realizó ningún cobro.');
  });
});

describe('PayForMeLinkPanel', () => {
  test('is not offered where credit packs are not sold', () => {
    expect(
      render(<PayForMeLinkPanel />, { own: { available: false, link: null, firstName: 'Rosa' } }),
    ).toBe('');
  });

  test('before the first copy: what the link does and which name it shows', () => {
    const text = render(<PayForMeLinkPanel />, {
      own: { available: true, link: null, firstName: 'Rosa' },
    });

    expect(text).toContain('¿Alguien más te ayuda a pagar?');
    expect(text).toContain('Solo verá tu nombre, «Rosa».');
    expect(text).toContain('Copiar enlace');
    expect(text).not.toContain('Desactivar enlace');
  });

  test('with a link: the link itself, and the ways to change or switch it off', () => {
    const url = `http://localhost:3000/pagar/${token}`;
    const text = render(<PayForMeLinkPanel />, {
      own: { available: true, link: { url, createdAt: '2026-11-27T12:00:00Z' }, firstName: null },
    });

    expect(text).toContain(`value="${url}"`);
    expect(text).toContain('No verá tus datos.');
    expect(text).toContain('Cambiar enlace');
    expect(text).toContain('Desactivar enlace');
    expect(text).toContain('el enlace anterior deja de funcionar');
  });
});
