// Issue 13, "an honest score": the report after describes the PDF we hand over (our own PDF read
// back like an upload), and no finding says something the rendered text contradicts.
import { describe, expect, test } from 'vitest';
import { analyseCv, type AtsFinding, type AtsFindingCode } from './analyse/analyse-cv';
import { findFirstPersonWords } from './analyse/first-person';
import { findingWeights, wordCountLimits } from './analyse/finding-weights';
import { toSearchText } from './analyse/search-text';
import { createMessyTestCv, createTestCv } from './analyse/test-cv';
import { extractDocument } from './extract/extract-document';
import type { TextLine } from './extract/types';
import type { CvDocument } from './model/cv-document';
import { findPhones } from './parse/contact';
import { parseCv } from './parse/parse-cv';
import { optimiseParsedCv } from './pipeline';
import { renderCvToPdf } from './render/render-pdf';
import { createEnglishCvDocument, createSpanishCvDocument } from './render/sample-cv-documents';
import { startsWithActionVerb } from './vocabulary/action-verbs';
import { foldHeading, headingVocabulary, isStandardHeading } from './vocabulary/standard-headings';

const creationDate = new Date('2025-03-14T15:00:00Z');

type RenderedText = {
  readonly lines: readonly TextLine[];
  /** The whole text in toSearchText form, padded with spaces for whole-word look-ups. */
  readonly searchable: string;
};

async function readRenderedText(pdf: Uint8Array): Promise<RenderedText> {
  const { lines } = await extractDocument(pdf);
  return { lines, searchable: ` ${toSearchText(lines.map((line) => line.text).join(' '))} ` };
}

const shows = (rendered: RenderedText, text: string): boolean =>
  rendered.searchable.includes(` ${toSearchText(text)} `);

const hasHeadingLine = (rendered: RenderedText, kind: keyof typeof headingVocabulary): boolean =>
  rendered.lines.some((line) => headingVocabulary[kind].includes(foldHeading(line.text)));

const countWords = (rendered: RenderedText): number => rendered.searchable.trim().split(' ').length;

/**
 * For each code, whether a finding is true of the rendered text. Every code needs its rule (the
 * type says so): a new finding cannot escape this test.
 */
const isTrueOfOutput: Record<
  AtsFindingCode,
  (finding: AtsFinding, rendered: RenderedText, cv: CvDocument) => boolean
> = {
  MISSING_NAME: (_, rendered, cv) => cv.contact.name === null || !shows(rendered, cv.contact.name),
  MISSING_EMAIL: (_, rendered) => !rendered.lines.some((line) => /\S+@\S+\.\S+/u.test(line.text)),
  MISSING_PHONE: (_, rendered) => !rendered.lines.some((line) => findPhones(line.text).length > 0),
  MISSING_LOCATION: (_, rendered, cv) =>
    cv.contact.location === null || !shows(rendered, cv.contact.location),
  MISSING_LINKEDIN: (_, rendered) =>
    !rendered.lines.some((line) => /linkedin\.com|lnkd\.in/iu.test(line.text)),
  MISSING_SUMMARY: (_, rendered) => !hasHeadingLine(rendered, 'summary'),
  MISSING_EXPERIENCE: (_, rendered) => !hasHeadingLine(rendered, 'experience'),
  MISSING_SKILLS: (_, rendered) => !hasHeadingLine(rendered, 'skills'),
  NON_STANDARD_HEADING: ({ text }, rendered) =>
    text !== null &&
    !isStandardHeading(text) &&
    rendered.lines.some((line) => foldHeading(line.text) === foldHeading(text)),
  INCONSISTENT_DATE_FORMATS: ({ text }, rendered) => {
    const written = text?.split(' | ') ?? [];
    return written.length > 1 && written.every((date) => shows(rendered, date));
  },
  ENTRY_WITHOUT_DATES: ({ text }, rendered) =>
    text !== null && text.split(' — ').every((part) => shows(rendered, part)),
  BULLET_WITHOUT_ACTION_VERB: ({ text }, rendered) =>
    text !== null && shows(rendered, text) && !startsWithActionVerb(text),
  FIRST_PERSON: ({ text }, rendered, cv) =>
    text !== null && shows(rendered, text) && findFirstPersonWords(text, cv.language).length > 0,
  // A year is a date, not a figure: certifications are bullets with their year.
  NO_FIGURES: (_, rendered) =>
    !rendered.lines.some(
      (line) => line.listItem && /\d/u.test(line.text.replace(/\b(?:19|20)\d{2}\b/gu, '')),
    ),
  TOO_LONG: (_, rendered) => countWords(rendered) > wordCountLimits.maximum * 0.9,
  TOO_SHORT: (_, rendered) => countWords(rendered) < wordCountLimits.minimum * 1.1,
  UNPLACED_TEXT: ({ text }, rendered) => text !== null && shows(rendered, text),
  LOW_KEYWORD_COVERAGE: ({ message }, rendered) => {
    const listed = /Faltan, por ejemplo: (.+?)\. Agrégalas/u.exec(message)?.[1]?.split(', ') ?? [];
    return listed.every((term) => !shows(rendered, term));
  },
  PERSONAL_DATA: ({ text }, rendered) => text !== null && shows(rendered, text),
};

function findContradictions(
  findings: readonly AtsFinding[],
  rendered: RenderedText,
  cv: CvDocument,
): string[] {
  return findings
    .filter((finding) => !isTrueOfOutput[finding.code](finding, rendered, cv))
    .map((finding) => `${finding.code}: ${finding.text ?? finding.message}`);
}

/** The messy CV with what people also send: a profile link in a section, a personal-data block. */
function createMessyCvWithPersonalData(): CvDocument {
  const messy = createMessyTestCv();
  return {
    ...messy,
    sections: messy.sections.map((section) =>
      section.id === 'otros'
        ? {
            ...section,
            lines: [
              ...section.lines,
              'linkedin.com/in/jorge-huaman-t',
              'Estado civil: casado',
              'DNI: 45123987',
            ],
          }
        : section,
    ),
  };
}

const samples = [
  { name: 'the Spanish sample CV', create: createSpanishCvDocument },
  { name: 'the English sample CV', create: createEnglishCvDocument },
  { name: 'the clean test CV', create: () => createTestCv() },
  { name: 'a messy CV with personal data', create: createMessyCvWithPersonalData },
];

describe('findings describe the rendered document', () => {
  test.each(samples)('$name, rendered as it is: no finding contradicts its PDF', async (sample) => {
    const cv = sample.create();
    const pdf = await renderCvToPdf(cv, { creationDate });
    const rendered = await readRenderedText(pdf);
    const { findings } = analyseCv(parseCv(await extractDocument(pdf)), { describesOutput: true });
    expect(findContradictions(findings, rendered, cv)).toEqual([]);
  });

  test.each(samples)('$name, optimised: no finding after contradicts its PDF', async (sample) => {
    const cv = sample.create();
    const { pdf, report } = await optimiseParsedCv(cv, { creationDate });
    expect(findContradictions(report.findingsAfter, await readRenderedText(pdf), cv)).toEqual([]);
  });

  test('the messy CV keeps findings after, each true of its PDF (the check is not vacuous)', async () => {
    const { pdf, report } = await optimiseParsedCv(createMessyCvWithPersonalData(), {
      creationDate,
    });
    const codes = new Set(report.findingsAfter.map((finding) => finding.code));
    expect([...codes]).toEqual(
      expect.arrayContaining(['PERSONAL_DATA', 'ENTRY_WITHOUT_DATES', 'TOO_SHORT']),
    );
    // The first-person bullets the optimiser rewrote are not reported after; the profile link
    // written in a section is not "missing".
    expect(codes.has('MISSING_LINKEDIN')).toBe(false);
    const rendered = await readRenderedText(pdf);
    for (const finding of report.findingsAfter.filter((item) => item.code === 'FIRST_PERSON')) {
      expect(shows(rendered, finding.text ?? '')).toBe(true);
    }
  });

  test('with a posting, the keywords said to be missing are absent from the PDF', async () => {
    const jobPosting =
      'Buscamos analista de datos con experiencia en Python, SQL y Power BI. Deseable: Kubernetes, Terraform, SAP y gestión de proyectos ágiles con Scrum.';
    const cv = createSpanishCvDocument();
    const { pdf, report } = await optimiseParsedCv(cv, { creationDate, jobPosting });
    expect(findContradictions(report.findingsAfter, await readRenderedText(pdf), cv)).toEqual([]);
  });
});

describe('the report after is the analysis of the PDF we hand over', () => {
  test('it equals the analysis of our own PDF read back like an upload', async () => {
    const { pdf, report } = await optimiseParsedCv(createSpanishCvDocument(), { creationDate });
    const readBack = analyseCv(parseCv(await extractDocument(pdf)), { describesOutput: true });
    expect(report.scoreAfter).toBe(readBack.score);
    expect(report.findingsAfter).toEqual(readBack.findings);
  });

  test('with a posting, the match after is the coverage of the PDF read back', async () => {
    // Scratch is only in the volunteering lines: a buried mention in memory, an entry's first
    // bullet once the PDF is read back. The report gives the figure the score counts.
    const jobPosting =
      'Buscamos docente de programación con Scratch y Python para talleres escolares de robótica en colegios de Villa El Salvador. Deseable experiencia en donación de computadoras.';
    const { pdf, report } = await optimiseParsedCv(createSpanishCvDocument(), {
      creationDate,
      jobPosting,
    });
    const readBack = analyseCv(parseCv(await extractDocument(pdf)), { jobPosting });
    expect(report.tailoring?.matchAfter).toBe(readBack.keywordCoverage?.percent);
  });

  test('each bullet of our PDF reads back as its own bullet, as an ATS would split them', async () => {
    const cv = createSpanishCvDocument();
    const pdf = await renderCvToPdf(cv, { creationDate });
    const readBack = parseCv(await extractDocument(pdf));
    // (The volunteering section's free lines read back as one more entry after these.)
    expect(
      readBack.experience.slice(0, cv.experience.length).map((entry) => entry.bullets),
    ).toEqual(cv.experience.map((entry) => entry.bullets));
  });

  test('a line the source reading could not place, still shown at the end, stays a finding', async () => {
    const source = createTestCv({
      sections: [
        ...createTestCv().sections,
        { id: 'resto', kind: 'other', heading: 'Información adicional', lines: ['Ref. Sr. Pérez'] },
      ],
      warnings: [{ code: 'UNPLACED_LINE', message: 'No se pudo ubicar', text: 'Ref. Sr. Pérez' }],
    });
    const { report } = await optimiseParsedCv(source, { creationDate });
    const unplaced = report.findingsAfter.filter((finding) => finding.code === 'UNPLACED_TEXT');
    expect(unplaced.map((finding) => finding.text)).toEqual(['Ref. Sr. Pérez']);
    expect(unplaced[0]?.message).toContain('Muévelo a la sección que le corresponde');
    expect(unplaced[0]?.impact).toBe(findingWeights.UNPLACED_TEXT.impact);
  });

  test('a source line the output does not show, even inside a longer word, is no finding after', async () => {
    const source = createTestCv({
      warnings: [{ code: 'UNPLACED_LINE', message: 'No se pudo ubicar', text: 'Comercial' }],
    });
    // «Comercial» is shown, as words of «Comercial Andina S.A.C.»; «Andin» only inside a word.
    const shown = await optimiseParsedCv(source, { creationDate });
    expect(shown.report.findingsAfter.map((finding) => finding.code)).toContain('UNPLACED_TEXT');
    const partOfWord = await optimiseParsedCv(
      { ...source, warnings: [{ ...source.warnings[0]!, text: 'Andin' }] },
      { creationDate },
    );
    expect(partOfWord.report.findingsAfter.map((finding) => finding.code)).not.toContain(
      'UNPLACED_TEXT',
    );
  });

  test('risky personal data is advised on before and after, and never silently removed', async () => {
    const { pdf, report } = await optimiseParsedCv(createMessyCvWithPersonalData(), {
      creationDate,
    });
    const personal = (findings: readonly AtsFinding[]) =>
      findings.filter((finding) => finding.code === 'PERSONAL_DATA').map((finding) => finding.text);
    expect(personal(report.findingsBefore)).toEqual(['Estado civil: casado', 'DNI: 45123987']);
    expect(personal(report.findingsAfter)).toEqual(['Estado civil: casado', 'DNI: 45123987']);
    const rendered = await readRenderedText(pdf);
    expect(shows(rendered, 'Estado civil: casado')).toBe(true);
    expect(shows(rendered, 'DNI: 45123987')).toBe(true);
  });
});
