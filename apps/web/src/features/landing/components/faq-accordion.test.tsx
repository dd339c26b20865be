import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { faqItemsFor } from '../faq-items';
import { FaqAccordion } from './faq-accordion';

const faqItems = faqItemsFor({ translation: true });

describe('FaqAccordion', () => {
  test('links the refund policy it mentions, in the HTML a crawler reads (issue 17)', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <FaqAccordion items={faqItems} />
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /nuestra <a [^>]*href="\/politica-de-devoluciones"[^>]*>política de cancelación y devolución<\/a>\./,
    );
  });

  test('every linked phrase is part of its answer, so no link silently disappears', () => {
    for (const item of faqItems) {
      if (item.link) expect(item.answer).toContain(item.link.text);
    }
    expect(faqItems.some((item) => item.link)).toBe(true);
  });

  test('names the translation only where this server offers it (issue 17)', () => {
    const answers = (translation: boolean) =>
      faqItemsFor({ translation })
        .map((item) => item.answer)
        .join(' ');
    expect(answers(true)).toContain('traduce tu CV al inglés');
    expect(answers(false)).not.toContain('inglés');
  });
});
