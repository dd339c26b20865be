import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import type { CvDocument, CvSection } from '../model/cv-document';
import { layOutCv } from '../render/cv-layout';
import { decideKeepAsWritten } from './keep-as-written';
import { optimiseCv } from './optimise-cv';

/** The test CV with the experience section's source text as a parser would have kept it. */
function withExperienceSource(cv: CvDocument, extra: readonly string[] = []): CvDocument {
  const sections = cv.sections.map((section): CvSection => {
    if (section.kind !== 'experience') return section;
    const source = cv.experience
      .filter((entry) => entry.sectionId === section.id)
      .flatMap((entry) => [
        { text: `${entry.title ?? ''} – ${entry.organisation ?? ''}`, bullet: false, bold: true },
        { text: entry.dates?.text ?? '', bullet: false },
        ...entry.bullets.map((bullet) => ({ text: bullet, bullet: true })),
      ]);
    return { ...section, source: [...source, ...extra.map((text) => ({ text, bullet: false }))] };
  });
  return { ...cv, sections };
}

const experienceOf = (cv: CvDocument) =>
  cv.sections.find((section) => section.kind === 'experience');

describe('keeping a section as the source wrote it', () => {
  test('a section whose typed reading kept every word is restructured as usual', () => {
    const cv = withExperienceSource(createTestCv());
    expect(decideKeepAsWritten(cv).map((decision) => decision.reason)).not.toContain('incomplete');
    expect(experienceOf(optimiseCv(cv).cv)?.keepAsWritten).toBeUndefined();
  });

  test('a section whose typed reading left words out is printed as written, and the report says so', () => {
    const cv = withExperienceSource(createTestCv(), [
      'Referencia: Sr. Eduardo Salas, jefe directo',
    ]);
    const decision = decideKeepAsWritten(cv).find((entry) => entry.section.kind === 'experience');
    expect(decision?.reason).toBe('incomplete');

    const { cv: optimised, changes } = optimiseCv(cv);
    expect(experienceOf(optimised)?.keepAsWritten).toBe(true);
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'kept-as-written', before: experienceOf(cv)?.heading }),
    );
    const texts = layOutCv(optimised).blocks.map((block) => block.text);
    expect(texts).toContain('Referencia: Sr. Eduardo Salas, jefe directo');
    // The source's own lines, not the typed entries' "title — organisation" rows.
    const entry = cv.experience[0];
    expect(texts).toContain(`${entry?.title ?? ''} – ${entry?.organisation ?? ''}`);
    expect(texts).not.toContain(`${entry?.title ?? ''} — ${entry?.organisation ?? ''}`);
  });

  test("a form's labels before values the typed entries placed are furniture, not words left out", () => {
    const cv = createTestCv();
    const sections = cv.sections.map((section): CvSection => {
      if (section.kind !== 'experience') return section;
      const source = cv.experience
        .filter((entry) => entry.sectionId === section.id)
        .flatMap((entry) => [
          { text: `Cargo : ${entry.title ?? ''}`, bullet: false },
          { text: `Empresa: ${entry.organisation ?? ''}`, bullet: false },
          { text: `Periodo: ${entry.dates?.text ?? ''}`, bullet: false },
          ...entry.bullets.map((bullet) => ({ text: bullet, bullet: true })),
        ]);
      return { ...section, source };
    });
    const decision = decideKeepAsWritten({ ...cv, sections }).find(
      (entry) => entry.section.kind === 'experience',
    );
    expect(decision?.reason).toBeNull();
    // A label before words no entry holds still leaves them out.
    const withArea = sections.map((section) =>
      section.kind === 'experience'
        ? {
            ...section,
            source: [
              ...(section.source ?? []),
              { text: 'Área: Subgerencia de Patrimonio', bullet: false },
            ],
          }
        : section,
    );
    const kept = decideKeepAsWritten({ ...cv, sections: withArea }).find(
      (entry) => entry.section.kind === 'experience',
    );
    expect(kept?.reason).toBe('incomplete');
  });

  test('a kept section reports no rewrite it does not print, and its own list items lose the first person', () => {
    const base = withExperienceSource(createTestCv(), ['Referencia: Sr. Eduardo Salas']);
    const cv = {
      ...base,
      sections: base.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              source: [
                ...(section.source ?? []),
                { text: 'Yo atendí a los clientes de la tienda', bullet: true },
              ],
            }
          : section,
      ),
      experience: base.experience.map((entry) => ({
        ...entry,
        bullets: [...entry.bullets, 'Me encargué de coordinar los despachos', 'Reduje las mermas'],
      })),
    };
    const { cv: optimised, changes } = optimiseCv(cv);
    expect(changes.map((change) => change.before)).not.toContain(
      'Me encargué de coordinar los despachos',
    );
    // Nor a hint about a bullet the file does not show.
    expect(changes.filter((change) => change.kind === 'figure-hint')).toEqual([]);
    const source = experienceOf(optimised)?.source ?? [];
    expect(source.map((paragraph) => paragraph.text.replace(/\.$/u, ''))).toContain(
      'Atendí a los clientes de la tienda',
    );
  });

  test("a kept section's duties take the tense of the dates written above them", () => {
    const base = createTestCv();
    const cv = {
      ...base,
      sections: base.sections.map((section) =>
        section.kind === 'experience'
          ? {
              ...section,
              confidence: 0.3,
              source: [
                { text: 'Asistente contable – Comercial Sur S.A.C.', bullet: false },
                { text: 'marzo 2018 – diciembre 2020', bullet: false },
                { text: 'Elaboración de reportes mensuales de caja', bullet: true },
                { text: 'Analista de costos – Agroexportadora Norte', bullet: false },
                { text: 'enero 2021 – actualidad', bullet: false },
                { text: 'Elaboración de presupuestos por campaña', bullet: true },
              ],
            }
          : section,
      ),
    };
    const source = experienceOf(optimiseCv(cv).cv)?.source ?? [];
    const bullets = source
      .filter((paragraph) => paragraph.bullet)
      .map((paragraph) => paragraph.text);
    expect(bullets.map((text) => text.replace(/\.$/u, ''))).toEqual([
      'Elaboré reportes mensuales de caja',
      'Elaboro presupuestos por campaña',
    ]);
  });

  test('an entry the parser was unsure of keeps its whole section as written', () => {
    const cv = withExperienceSource(createTestCv());
    const [first, ...rest] = cv.experience;
    if (first === undefined) throw new Error('the test CV has experience');
    const unsure = { ...cv, experience: [{ ...first, confidence: { entry: 0.4 } }, ...rest] };
    expect(
      decideKeepAsWritten(unsure).find((entry) => entry.section.kind === 'experience')?.reason,
    ).toBe('unsure');
  });

  test('unsure dates alone keep nothing as written: they are printed as the source wrote them', () => {
    const cv = createTestCv();
    const [first, second, ...rest] = cv.experience;
    if (first === undefined || second === undefined) throw new Error('the test CV has two jobs');
    // Read as a current job from an "Actualidad" alone, as ended from a duration.
    const unsure = withExperienceSource({
      ...cv,
      experience: [
        {
          ...first,
          dates: { start: null, end: null, current: true, text: 'Actualidad' },
          bullets: ['Elaborar los estados financieros mensuales.'],
          confidence: { entry: 1, title: 0.9, organisation: 0.9, dates: 0.4 },
        },
        {
          ...second,
          dates: {
            start: { year: 2017, month: 3 },
            end: { year: 2019, month: 12 },
            current: false,
            text: 'marzo 2017 - diciembre 2019',
          },
          bullets: ['Conciliar las cuentas bancarias.'],
          confidence: { entry: 1, dates: 0.4 },
        },
        ...rest,
      ],
    });
    expect(
      decideKeepAsWritten(unsure).find((entry) => entry.section.kind === 'experience')?.reason,
    ).toBeNull();
    const { cv: optimised } = optimiseCv(unsure);
    // Not rewritten in the standard format ("mar. 2017 – dic. 2019")…
    expect(optimised.experience.map((entry) => entry.dates?.text)).toEqual([
      'Actualidad',
      'marzo 2017 - diciembre 2019',
      ...rest.map((entry) => entry.dates?.text),
    ]);
    // …and no tense taken from them: the verb opens the duty, in no tense the dates would set.
    expect(optimised.experience[0]?.bullets[0]).not.toMatch(/^Elaboro\b/u);
    expect(optimised.experience[1]?.bullets[0]).not.toMatch(/^Concilié\b/u);
  });

  test('a section without source text (typed by a user, or parsed before) is never kept', () => {
    const cv = createTestCv();
    expect(decideKeepAsWritten(cv).every((decision) => decision.reason === null)).toBe(true);
  });
});
