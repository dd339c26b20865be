import type { CvDocument } from '@cvlisto/cv-engine/model';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { createSampleCvDocument } from '../../../testing/sample-cv-document';
import { ContactFields } from './contact-fields';
import { CvEditorContext } from './cv-editor-context';
import { SectionCard } from './section-card';

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The opening tag of the element with this id, or of the button with this accessible name. */
const tagWith = (html: string, attribute: string): string =>
  new RegExp(`<[a-z]+ [^>]*${attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`).exec(
    html,
  )?.[0] ?? `(no element with ${attribute})`;

function render(cv: CvDocument, children: ReactNode, problems: Record<string, string> = {}) {
  return renderToStaticMarkup(
    <CvEditorContext.Provider
      value={{ cv, edit: () => undefined, problemAt: (path) => problems[path] }}
    >
      {children}
    </CvEditorContext.Provider>,
  );
}

function renderSection(cv: CvDocument, sectionId: string, problems?: Record<string, string>) {
  const index = cv.sections.findIndex((section) => section.id === sectionId);
  return render(cv, <SectionCard section={cv.sections[index]!} index={index} />, problems);
}

describe('SectionCard', () => {
  test('experience: each job in order with buttons that say which job, guesses marked', () => {
    const cv = createSampleCvDocument();
    const html = renderSection(cv, 'exp');

    // Only this section's jobs, in order (the volunteering role is printed elsewhere).
    expect(html.match(/<h3[^>]*>[^<]*<\/h3>/g)).toEqual([
      expect.stringContaining('Analista de datos'),
      expect.stringContaining('Asistente comercial'),
    ]);
    // At the top the button stays focusable but says it cannot move.
    expect(tagWith(html, 'aria-label="Subir puesto: Analista de datos"')).toContain(
      'aria-disabled="true"',
    );
    expect(tagWith(html, 'aria-label="Bajar puesto: Analista de datos"')).not.toContain(
      'aria-disabled="true"',
    );
    expect(html).toContain('aria-label="Subir puesto: Asistente comercial"');
    expect(html).toContain('aria-label="Eliminar logro: Automaticé 12 reportes semanales."');
    expect(html).toContain('aria-label="Subir sección: Experiencia profesional"');
    // The title was a guess (0.3): marked by words, tied to the field; the dates (0.95) were not.
    expect(tagWith(html, 'id="campo-experience-0-title"')).toContain(
      'aria-describedby="campo-experience-0-title-hint"',
    );
    expect(textOf(html).match(/Revisa este dato/g)).toHaveLength(2);
    // The second job's boundaries were a guess: the note and «Ya lo revisé».
    expect(textOf(html)).toContain('Revisa este dato No estamos seguros de haber leído bien');
    expect(textOf(html)).toContain('Ya lo revisé');
    expect(textOf(html)).toContain('Se imprime: «mar. 2022 – actualidad»');
    expect(textOf(html)).toContain('Empieza cada logro con un verbo');
  });

  test("experience: the employer's description is a field of its own, labelled, not a duty", () => {
    const cv = createSampleCvDocument();
    const described = {
      ...cv,
      experience: cv.experience.map((entry, index) =>
        index === 0
          ? { ...entry, description: 'Empresa dedicada a la venta de abarrotes.' }
          : entry,
      ),
    };
    const html = renderSection(described, 'exp');
    expect(tagWith(html, 'id="campo-experience-0-description"')).toContain('<textarea');
    expect(html).toContain('Empresa dedicada a la venta de abarrotes.</textarea>');
    expect(textOf(html)).toContain('Sobre la empresa (opcional)');
    expect(html).not.toContain('aria-label="Eliminar logro: Empresa dedicada');
  });

  test('a section kept as written edits its paragraphs and offers the typed entries', () => {
    const html = renderSection(createSampleCvDocument(), 'idi');
    expect(textOf(html)).toContain('Esta sección se imprime tal como la escribiste.');
    expect(textOf(html)).toContain('Usar los datos ordenados');
    expect(html).toContain('Inglés avanzado</textarea>');
    expect(html.match(/<input type="checkbox"[^>]*checked=""/g)).toHaveLength(2);
    // The typed languages are not printed, so they are not shown either.
    expect(textOf(html)).not.toContain('Agregar idioma');

    const typed = createSampleCvDocument();
    const switched = {
      ...typed,
      sections: typed.sections.map((section) => ({ ...section, keepAsWritten: false })),
    };
    const typedHtml = renderSection(switched, 'idi');
    expect(textOf(typedHtml)).not.toContain('tal como la escribiste');
    expect(textOf(typedHtml)).toContain('Agregar idioma');
    expect(typedHtml).toContain('aria-label="Subir idioma: Quechua"');
  });

  test('another section shows its lines and the entries filed under it; an unsure heading is marked', () => {
    const html = renderSection(createSampleCvDocument(), 'vol');
    expect(html).toContain('aria-label="Subir puesto: Mentora"');
    expect(html).toContain('Mentora en talleres de Excel para escolares.</textarea>');
    expect(textOf(html)).toContain('Título de la sección Revisa este dato');
    expect(tagWith(html, 'id="campo-sections-2-heading"')).toContain('value="Voluntariado"');
  });

  test('a problem is shown beside its field and marks it invalid', () => {
    const html = renderSection(createSampleCvDocument(), 'exp', {
      'experience.2.dates': 'La fecha de fin no puede ser anterior a la de inicio.',
      'experience.0.title': 'Escribe el puesto (o la empresa), o elimina esta experiencia.',
    });
    expect(tagWith(html, 'id="campo-experience-0-title"')).toContain('aria-invalid="true"');
    expect(textOf(html)).toContain('La fecha de fin no puede ser anterior a la de inicio.');
  });
});

describe('ContactFields', () => {
  test('labels every field and marks the e-mail the engine was unsure of', () => {
    const text = textOf(render(createSampleCvDocument(), <ContactFields />));
    for (const label of [
      'Nombre completo',
      'Grado antes del nombre (opcional)',
      'Título profesional',
      'Correo electrónico',
      'Teléfono',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Correo electrónico Revisa este dato');
    expect(text.match(/Revisa este dato/g)).toHaveLength(1);
  });
});
