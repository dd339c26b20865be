// The landing's before → after is the engine's own output (made by the build through
// landing-sample-plugin.ts, here too), shown as text.
import sample from 'virtual:landing-sample';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BeforeAfterSection } from './before-after-section';

describe('the landing sample', () => {
  test('is a real optimisation: changes with reasons, and the score it reached', () => {
    expect(sample.changes.length).toBeGreaterThanOrEqual(3);
    for (const change of sample.changes) {
      expect(change.after).not.toBe(change.before);
      expect(change.message.length).toBeGreaterThan(0);
    }
    expect(sample.changeCount).toBeGreaterThanOrEqual(sample.changes.length);
    expect(sample.scoreAfter).toBeGreaterThanOrEqual(sample.scoreBefore);
    // The messy CV's first heading, renamed to one an ATS recognises.
    expect(sample.changes[0]).toMatchObject({ before: 'OBJETIVO:', after: 'Perfil profesional' });
  });
});

describe('BeforeAfterSection', () => {
  test('shows each line before and after, why, and the score before → after', () => {
    const html = renderToStaticMarkup(
      <BeforeAfterSection
        data={{
          name: 'Ana',
          scoreBefore: 61,
          scoreAfter: 84,
          changeCount: 9,
          changes: [
            {
              before: 'Encargado de <caja>',
              after: 'Cuadré la caja',
              message: 'Empezamos con un verbo de acción.',
            },
          ],
        }}
      />,
    );

    expect(html).toContain('<del class="');
    expect(html).toContain('Encargado de &lt;caja&gt;</del>');
    expect(html).toContain('Cuadré la caja</ins>');
    expect(html).toContain('Empezamos con un verbo de acción.');
    expect(html).toMatch(/algunos de sus (<!-- -->)?9(<!-- -->)? cambios/);
    expect(html).toMatch(/antes <\/span>61<\/span>.*después <\/span>84<\/span>/s);
  });
});
