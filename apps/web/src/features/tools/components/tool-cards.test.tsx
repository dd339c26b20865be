import type { MeResponse, PlanId } from '@cvlisto/shared';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ToolCards } from './tool-cards';
import { UpgradeOptions, type CreditOptions } from './upgrade-dialog';

function me(plan: PlanId, remaining: number, feedbackBonusAvailable = true): MeResponse {
  return {
    user: { id: 'u1', email: 'rosa@example.pe', displayName: 'Rosa', isAdmin: false },
    plan: { id: plan, name: plan },
    credits: { remaining, feedbackBonusAvailable },
  };
}

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

/** The markup of one tool's card. */
function cardOf(html: string, type: string): string {
  const start = html.indexOf(`data-testid="tool-${type}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('</li>', start);
  return html.slice(start, end);
}

function cards(plan: PlanId, translation: boolean): string {
  return render(
    <ToolCards
      me={me(plan, 5)}
      availability={{ translation }}
      isProcessing={false}
      onStart={() => undefined}
    />,
  );
}

describe('the translation card without an AI provider (issue 17)', () => {
  test.each(['modo_free', 'modo_pro', 'modo_redi'] as const)(
    'on %s it says why, cannot be started and sells nothing',
    (plan) => {
      const card = cardOf(cards(plan, false), 'optimize_translate');

      expect(card).toContain('No disponible');
      expect(card).toContain('La traducción al inglés no está disponible en este servidor');
      const reasonId = /<p id="([^"]+)"/.exec(card)?.[1];
      expect(card).toMatch(
        new RegExp(`<button[^>]*disabled=""[^>]*aria-describedby="${reasonId}"`),
      );
      expect(card).not.toContain('Empezar');
      expect(card).not.toContain('Desbloquear con Redi');
      expect(card).not.toContain('href="/planes"');
    },
  );

  test('the other tools are untouched', () => {
    const html = cards('modo_redi', false);
    expect(cardOf(html, 'optimize_es')).toContain('aria-label="Empezar: Optimización Básica"');
    expect(cardOf(html, 'optimize_job')).not.toContain('No disponible');
  });

  test('with a provider, Redi starts it and the free plan is offered Redi for it', () => {
    const redi = cardOf(cards('modo_redi', true), 'optimize_translate');
    expect(redi).toContain('aria-label="Empezar: Traducción al inglés"');
    expect(redi).not.toContain('disabled=""');
    expect(cardOf(cards('modo_free', true), 'optimize_translate')).toContain(
      'Desbloquear con Redi',
    );
  });
});

describe('the upgrade dialog (issue 17)', () => {
  const pack = <p>Sin suscripción: 1 crédito por S/ 4.90</p>;
  const options = (overrides: Partial<CreditOptions>): CreditOptions => ({
    translationAvailable: true,
    feedbackBonusAvailable: true,
    creditPackOffer: pack,
    ...overrides,
  });

  test('out of credits it offers the free feedback credit and the packs before the plans', () => {
    const html = render(<UpgradeOptions reason={{ kind: 'credits' }} options={options({})} />);

    expect(html).toContain('te regalamos 1 crédito');
    expect(html).toContain('href="/feedback"');
    expect(html).toContain('Sin suscripción: 1 crédito por S/ 4.90');
    expect(html.indexOf('href="/feedback"')).toBeLessThan(html.indexOf('Redi'));
    expect(html).toContain('O suscríbete a un plan:');
  });

  test('the feedback credit once received, and packs where none are sold, are not offered', () => {
    const html = render(
      <UpgradeOptions
        reason={{ kind: 'credits' }}
        options={options({ feedbackBonusAvailable: false, creditPackOffer: null })}
      />,
    );

    expect(html).not.toContain('/feedback');
    expect(html).not.toContain('Sin suscripción');
    expect(html).not.toContain('O suscríbete');
    expect(html).toContain('Ver planes');
  });

  test('for a tool outside the plan only the plans help, so only they are offered', () => {
    const html = render(
      <UpgradeOptions reason={{ kind: 'plan', type: 'optimize_job' }} options={options({})} />,
    );

    expect(html).not.toContain('/feedback');
    expect(html).not.toContain('Sin suscripción');
  });

  test('Redi is sold with translation only where this server translates', () => {
    const reason = { kind: 'credits' } as const;
    expect(render(<UpgradeOptions reason={reason} options={options({})} />)).toContain(
      'Traducción al inglés',
    );
    expect(
      render(<UpgradeOptions reason={reason} options={options({ translationAvailable: false })} />),
    ).not.toContain('Traducción al inglés');
  });
});
