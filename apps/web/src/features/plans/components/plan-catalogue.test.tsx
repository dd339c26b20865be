import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PlanCatalogue } from './plan-catalogue';

describe('PlanCatalogue', () => {
  test('the desktop cards and the phone tabs name their plans with ids unique on the page', () => {
    const html = renderToStaticMarkup(
      <PlanCatalogue renderAction={(plan) => <button type="button">Elegir {plan.name}</button>} />,
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
