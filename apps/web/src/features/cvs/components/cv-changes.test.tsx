import type { CvReport } from '@cvlisto/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CvChanges, groupCvChanges } from './cv-changes';

type CvChange = CvReport['changes'][number];

const changes: CvChange[] = [
  {
    kind: 'heading',
    before: 'EXPERIENCIA LABORAL',
    after: 'Experiencia profesional',
    message:
      'Cambiamos el título «EXPERIENCIA LABORAL» por «Experiencia profesional», que los ATS reconocen.',
  },
  {
    kind: 'bullet-rewrite',
    before: 'Me encargué de coordinar los despachos a provincias.',
    after: 'Coordiné los despachos a provincias.',
    message: 'Lo reescribimos sin primera persona y empezando con un verbo de acción.',
  },
  {
    kind: 'duplicate-removed',
    before: 'Excel',
    after: null,
    message: 'Quitamos una habilidad repetida.',
  },
  {
    kind: 'date-format',
    before: '03/2021 - a la fecha',
    after: 'mar. 2021 – actualidad',
    message: 'Unificamos el formato de las fechas en todo el CV.',
  },
  // The same change reported twice (two entries with the same dates) is shown once.
  {
    kind: 'date-format',
    before: '03/2021 - a la fecha',
    after: 'mar. 2021 – actualidad',
    message: 'Unificamos el formato de las fechas en todo el CV.',
  },
  {
    kind: 'figure-hint',
    before: 'Reduje las mermas del almacén.',
    after: null,
    message: '¿Cuánto? Si tienes la cifra, agrégala (%, S/, tiempo o cantidad).',
  },
  { kind: 'a-kind-added-later', before: 'antes', after: 'después', message: 'Otro motivo.' },
];

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('groupCvChanges', () => {
  test('groups by kind in reading order, once each, with hints and unknown kinds apart', () => {
    const { groups, hints } = groupCvChanges(changes);
    expect(groups.map((group) => [group.title, group.changes.length])).toEqual([
      ['Logros reescritos', 1],
      ['Títulos de sección', 1],
      ['Fechas', 1],
      ['Repetidos que quitamos', 1],
      ['Otros cambios', 1],
    ]);
    expect(hints.map((hint) => hint.before)).toEqual(['Reduje las mermas del almacén.']);
  });
});

describe('CvChanges', () => {
  test('shows each change with its before struck through, its after and the reason, under headings', () => {
    const html = renderToStaticMarkup(<CvChanges changes={changes} />);

    expect(html).toContain('<h3 id="que-cambiamos"');
    expect(textOf(html)).toContain('Qué cambiamos · 5 cambios');
    // One real list per group, named by its heading.
    expect(html.match(/<h4 id="cambios-\d"/g)).toHaveLength(5);
    expect(html.match(/<ul aria-labelledby="cambios-\d"/g)).toHaveLength(5);
    // Before and after are told by a word, not by colour or strike alone.
    expect(textOf(html)).toContain(
      'Antes Me encargué de coordinar los despachos a provincias. Ahora Coordiné los despachos a provincias. Lo reescribimos sin primera persona',
    );
    expect(html).toContain('<del class="text-ink-muted">EXPERIENCIA LABORAL</del>');
    expect(html).toContain('<ins class="no-underline">Experiencia profesional</ins>');
    expect(textOf(html)).toContain('Quitamos Excel Quitamos una habilidad repetida.');
    expect(html.match(/mar\. 2021 – actualidad/g)).toHaveLength(1);
    // A hint changed nothing: it is a suggestion, with no "Ahora".
    expect(textOf(html)).toContain(
      'Sugerencias para completar (1) Tu texto Reduje las mermas del almacén. ¿Cuánto?',
    );
  });

  test('an added profile says so', () => {
    const html = renderToStaticMarkup(
      <CvChanges
        changes={[
          {
            kind: 'summary-added',
            before: null,
            after: 'Asistente de logística con 4 años de experiencia.',
            message: 'Agregamos un perfil profesional armado solo con datos de tu CV.',
          },
        ]}
      />,
    );
    expect(textOf(html)).toContain(
      'Perfil profesional (1) Agregamos Asistente de logística con 4 años de experiencia.',
    );
    expect(html).not.toContain('<del');
  });

  test('a section kept as written is a change; a suggested profile is a draft to complete, not a change', () => {
    const html = renderToStaticMarkup(
      <CvChanges
        changes={[
          {
            kind: 'kept-as-written',
            before: 'TRAYECTORIA',
            after: null,
            message: 'Dejamos la sección «TRAYECTORIA» tal como la escribiste.',
          },
          {
            kind: 'summary-suggested',
            before: null,
            after: 'Analista de créditos, con experiencia en Caja Sur.',
            message: 'Tu CV no tiene un perfil profesional. Te sugerimos este borrador.',
          },
        ]}
      />,
    );
    expect(textOf(html)).toContain(
      'Qué cambiamos · 1 cambio Secciones que dejamos como las escribiste (1)',
    );
    expect(textOf(html)).toContain(
      'Sugerencias para completar (1) Borrador Analista de créditos, con experiencia en Caja Sur.',
    );
  });

  test('with nothing changed, says so instead of an empty list', () => {
    const html = renderToStaticMarkup(<CvChanges changes={[]} />);
    expect(textOf(html)).toBe(
      'Qué cambiamos No cambiamos el texto de tu CV: ya seguía las buenas prácticas que aplicamos.',
    );
    expect(html).not.toContain('<ul');
  });
});
