import type { InterviewAllowance as Allowance } from '@cvlisto/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { InterviewAllowance } from './interview-allowance';

const rediAllowance: Allowance = {
  access: 'redi',
  mode: 'builtin',
  secondsRemaining: 2990,
  minutesPerPeriod: 60,
  maxSecondsPerInterview: 900,
  renewsAt: '2026-12-27T15:00:00Z',
};

function render(allowance: Allowance): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <InterviewAllowance allowance={allowance} />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, (tag) => (tag.startsWith('<a ') ? tag : ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

describe('InterviewAllowance', () => {
  test('Redi: the minutes left of the period, rounded down, the per-interview limit and renewal', () => {
    const text = render(rediAllowance);
    expect(text).toContain('Te quedan 49 min de 60 min este periodo.');
    expect(text).toContain('Cada entrevista dura hasta 15 min.');
    expect(text).toMatch(/Tus minutos se renuevan el 27 dic\.? 2026\./);
  });

  test('the trial invites a short free interview and links to the plans', () => {
    const text = render({
      ...rediAllowance,
      access: 'trial',
      secondsRemaining: 300,
      maxSecondsPerInterview: 300,
      renewsAt: null,
    });
    expect(text).toContain('Prueba una entrevista corta gratis');
    expect(text).toContain('3 preguntas y hasta 5 min');
    expect(text).toMatch(/<a [^>]*href="\/planes"[^>]*>Conoce el plan Redi/);
  });

  test('after the trial: the call to Redi with the server-side message and the plans link', () => {
    const text = render({
      ...rediAllowance,
      access: 'upgrade',
      secondsRemaining: 0,
      maxSecondsPerInterview: 0,
      renewsAt: null,
    });
    expect(text).toContain('Sigue practicando con Redi');
    expect(text).toContain('Ya usaste tu entrevista de prueba.');
    expect(text).toContain('Con Redi tienes 60 minutos de entrevistas al mes');
    expect(text).toMatch(/<a [^>]*href="\/planes"[^>]*>Mejorar a Redi/);
  });

  test('exhausted: the minutes are used up and when they come back', () => {
    const text = render({ ...rediAllowance, access: 'exhausted', secondsRemaining: 0 });
    expect(text).toContain('Usaste todos tus minutos de entrevista de este periodo.');
    expect(text).toMatch(/Tus 60 minutos vuelven el 27 dic\.? 2026\./);
  });
});
