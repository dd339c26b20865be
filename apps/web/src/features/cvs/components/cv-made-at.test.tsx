import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CvMadeAt } from './cv-result';

describe('CvMadeAt', () => {
  test("the result page names the CV and says when it was made, in Lima's time", () => {
    const html = renderToStaticMarkup(
      <CvMadeAt name="CV de Lucía Quispe – optimizado" createdAt="2026-03-05T15:04:00Z" />,
    );
    expect(html).toContain('CV de Lucía Quispe – optimizado');
    expect(html).toMatch(/Creado el <time dateTime="2026-03-05T15:04:00Z">5 mar\.? 2026, 10:04/);
  });

  test('under a title that already names it, only the date and time', () => {
    const html = renderToStaticMarkup(<CvMadeAt name={null} createdAt="2026-03-05T15:04:00Z" />);
    expect(html).not.toContain('font-semibold');
    expect(html).toContain('Creado el');
  });
});
