import { describe, expect, it } from 'vitest';
import type { CvDocument, EducationEntry, ExperienceEntry } from '../src/model/cv-document';
import {
  asideIds,
  checkThresholds,
  cvLabelSchema,
  formatFieldTable,
  formatMisses,
  normaliseEntryText,
  normaliseForComparison,
  scoreCv,
  suggestThresholds,
  summariseScores,
  type CvLabel,
  type EvalSetId,
  type FileScore,
} from './eval-scoring';

// Fictional people only: never a real CV's content in a test.
const label: CvLabel = {
  name: 'Ana Torres',
  email: 'ana@correo.pe',
  phone: '+51 987 654 321',
  location: 'Lima, Perú',
  links: ['linkedin.com/in/ana', 'ana'],
  sections: ['PERFIL', 'EXPERIENCIA:', 'EDUCACIÓN'],
  experience: [
    {
      title: 'Analista de Créditos',
      organisation: 'Caja Andina S.A.',
      dates: 'Ene. 2020 – Actualidad',
    },
    { title: 'Practicante', organisation: null, dates: '2018 - 2019' },
  ],
  education: [
    {
      degree: 'Bachiller en Economía',
      institution: 'Universidad del Pacífico',
      dates: '2013–2018',
    },
  ],
  experience_count: 2,
  education_count: 1,
  language: 'es',
};

function experienceEntry(
  title: string | null,
  organisation: string | null,
  dates: string | null,
): ExperienceEntry {
  return {
    sectionId: 's1',
    title,
    organisation,
    location: null,
    dates: dates === null ? null : { start: null, end: null, current: false, text: dates },
    bullets: [],
  };
}

function educationEntry(
  degree: string | null,
  institution: string | null,
  dates: string | null,
): EducationEntry {
  return {
    sectionId: 's2',
    degree,
    institution,
    location: null,
    dates: dates === null ? null : { start: null, end: null, current: false, text: dates },
    details: [],
  };
}

function buildCv(
  overrides: Partial<CvDocument['contact']>,
  headings: string[],
  experience: ExperienceEntry[] = [],
  education: EducationEntry[] = [educationEntry(null, null, null)],
): CvDocument {
  return {
    version: 1,
    language: 'es',
    contact: {
      name: 'Ana  Torres ',
      headline: null,
      email: 'ana@correo.pe',
      phone: '+51 987 654 321',
      location: 'Lima, Perú',
      links: ['linkedin.com/in/ana', 'ana'],
      ...overrides,
    },
    summary: null,
    sections: headings.map((heading, index) => ({
      id: `s${index}`,
      kind: 'other',
      heading,
      lines: [],
    })),
    experience,
    education,
    skills: [],
    languages: [],
    certifications: [],
    projects: [],
    warnings: [],
  };
}

function byField(scores: ReturnType<typeof scoreCv>) {
  return Object.fromEntries(scores.map((score) => [score.field, score]));
}

function fileScore(
  id: string,
  set: EvalSetId,
  cv: CvDocument,
  extra: Partial<FileScore> = {},
): FileScore {
  return {
    id,
    set,
    format: 'pdf',
    layout: 'one-column',
    aside: false,
    failure: null,
    fields: scoreCv(label, cv),
    ...extra,
  };
}

describe('normalisation', () => {
  it('compares single values after collapsing whitespace, strictly otherwise', () => {
    expect(normaliseForComparison(' Lima,\n  Perú ')).toBe('Lima, Perú');
  });

  it('compares entry text blind to accents, case, punctuation, spacing and ligatures', () => {
    expect(normaliseEntryText('Ene. 2020 – Actualidad')).toBe(
      normaliseEntryText('ene 2020 - actualidad'),
    );
    expect(normaliseEntryText('A N A L I S T A')).toBe(normaliseEntryText('Analista'));
    // Decomposed accents (a combining mark after the letter) and the "ﬁ" ligature.
    expect(normaliseEntryText('Economi\u0301a')).toBe('economia');
    expect(normaliseEntryText('Oﬁcina')).toBe('oficina');
    expect(normaliseEntryText(' – ')).toBeNull();
    expect(normaliseEntryText('Bachiller')).not.toBe(normaliseEntryText('Bachillerato'));
  });
});

describe('scoreCv', () => {
  it('scores name, contact and headings exactly, and names misses by field, never by value', () => {
    const scores = byField(
      scoreCv(label, buildCv({ phone: '987 654 321' }, ['PERFIL', 'EXPERIENCIA', 'EDUCACIÓN'])),
    );
    expect(scores.name?.earned).toBe(1);
    expect(scores.phone?.misses).toEqual(['phone']);
    // "EXPERIENCIA" is not "EXPERIENCIA:": headings compare as displayed.
    expect([scores.sections?.earned, scores.sections?.possible]).toEqual([2, 3]);
    expect(scores.sections?.misses).toEqual(['sections[1]']);
  });

  it('counts a label null as a value: the engine must not invent a phone', () => {
    const scores = byField(scoreCv({ ...label, phone: null }, buildCv({ phone: '12345678' }, [])));
    expect([scores.phone?.earned, scores.phone?.possible]).toEqual([0, 1]);
  });

  it('scores links one by one, in any order, and counts links the label lacks against it', () => {
    const reordered = byField(
      scoreCv(label, buildCv({ links: ['ana', 'linkedin.com/in/ana'] }, [])),
    );
    expect([reordered.links?.earned, reordered.links?.possible]).toEqual([2, 2]);
    const wrong = byField(scoreCv(label, buildCv({ links: ['ana', 'x.com/ana', 'ana.pe'] }, [])));
    expect([wrong.links?.earned, wrong.links?.possible]).toEqual([1, 4]);
    expect(wrong.links?.misses).toEqual(['links[0]', 'links (2 not in the label)']);
  });

  it('finds each labelled entry field among the parsed entries, as a set, skipping nulls', () => {
    const cv = buildCv(
      {},
      [],
      [
        // Reading order differs from the label's (a sidebar layout): still found.
        experienceEntry('PRACTICANTE', 'Estudio Contable Ruiz', '2018-2019'),
        experienceEntry('Analista de Creditos', 'Caja Andina SA', 'ene. 2020 - actualidad'),
      ],
      [educationEntry('Bachiller en Economía', 'Universidad del Pacifico', '2013 - 2017')],
    );
    const scores = byField(scoreCv(label, cv));
    expect([scores['experience.title']?.earned, scores['experience.title']?.possible]).toEqual([
      2, 2,
    ]);
    // The label's second organisation is null: one point possible, not two.
    expect([
      scores['experience.organisation']?.earned,
      scores['experience.organisation']?.possible,
    ]).toEqual([1, 1]);
    expect(scores['experience.dates']?.earned).toBe(2);
    expect(scores['experience.count']?.earned).toBe(1);
    expect(scores['education.degree']?.earned).toBe(1);
    expect(scores['education.institution']?.earned).toBe(1);
    expect(scores['education.dates']?.misses).toEqual(['education[0].dates']);
  });

  it('reports counts with the numbers read and labelled, and only counts for labels without entries', () => {
    const countsOnly: CvLabel = { ...label, experience: undefined, education: undefined };
    const scores = byField(
      scoreCv(countsOnly, buildCv({}, [], [experienceEntry('Analista', null, null)])),
    );
    expect(scores['experience.count']?.misses).toEqual(['experience.count (1 read, 2 labelled)']);
    expect(scores['experience.title']).toBeUndefined();
    expect(scores['education.count']?.earned).toBe(1);
  });

  it('scores a scan read when its e-mail is right and at least 80 % of its headings are found', () => {
    const headings = ['PERFIL', 'EXPERIENCIA:', 'EDUCACIÓN', 'IDIOMAS', 'CURSOS'];
    const scan = { ...label, sections: headings };
    const fourOfFive = byField(scoreCv(scan, buildCv({}, headings.slice(0, 4)), true));
    expect(fourOfFive.scan?.earned).toBe(1);
    const threeOfFive = byField(scoreCv(scan, buildCv({}, headings.slice(0, 3)), true));
    expect(threeOfFive.scan?.misses).toEqual(['scan']);
    const wrongEmail = byField(scoreCv(scan, buildCv({ email: 'ana@correo.com' }, headings), true));
    expect(wrongEmail.scan?.earned).toBe(0);
    expect(byField(scoreCv(scan, buildCv({}, headings))).scan).toBeUndefined();
  });

  it('reads both label formats: with entries (real/) and with counts only (older sets)', () => {
    expect(cvLabelSchema.parse(label).experience).toHaveLength(2);
    const countsOnly: CvLabel = { ...label, experience: undefined, education: undefined };
    expect(cvLabelSchema.parse(countsOnly).experience).toBeUndefined();
  });
});

describe('the aside split', () => {
  it('sets aside every third id once sorted, whatever order they come in', () => {
    const ids = ['es-b02', 'en-a01', 'es-a01', 'es-b01', 'es-a03', 'es-a02', 'es-c01'];
    // Sorted: en-a01 es-a01 es-a02 | es-a03 es-b01 es-b02 | es-c01
    expect([...asideIds(ids)].sort()).toEqual(['es-a02', 'es-b02']);
  });
});

describe('summaries, tables, misses and thresholds', () => {
  const readWell = buildCv(
    {},
    label.sections,
    [
      experienceEntry('Analista de Créditos', 'Caja Andina S.A.', 'Ene. 2020 – Actualidad'),
      experienceEntry('Practicante', null, '2018 - 2019'),
    ],
    [educationEntry('Bachiller en Economía', 'Universidad del Pacífico', '2013–2018')],
  );
  const good = fileScore('es-x01', 'real-dev', readWell);
  const bad = fileScore(
    'es-x02',
    'real-dev',
    buildCv({ email: null, name: 'ANA TORRES' }, ['PERFIL']),
  );
  const hidden = fileScore('es-x03', 'real-aside', readWell, { aside: true });

  it('adds up points per field over files', () => {
    const summary = Object.fromEntries(
      summariseScores([good, bad]).map((entry) => [entry.field, entry]),
    );
    expect(summary.email?.percent).toBe(50);
    expect([summary.sections?.earned, summary.sections?.possible]).toEqual([4, 6]);
    expect(summary.scan?.percent).toBeNull();
  });

  it('prints found/total and percent per column with the target beside each field', () => {
    const table = formatFieldTable([
      { title: 'real dev', files: [good, bad] },
      { title: 'real aside', files: [hidden] },
    ]);
    expect(table).toMatch(/^email\s+≥ 97 %\s+1\/2 50\.0 % ·\s+1\/1 100\.0 %$/m);
    expect(table).toContain('real dev (2)');
    // Fields nobody scored are left out.
    expect(table).not.toMatch(/^scan/m);
  });

  it('lists misses as file: fields, without a single value', () => {
    const lines = formatMisses([good, bad, { ...bad, id: 'es-x04', failure: 'CORRUPT_FILE' }]);
    expect(lines[0]).toBe(
      'es-x02: name, email, sections[1], sections[2], experience.count (0 read, 2 labelled), experience[0].title, experience[1].title, experience[0].organisation, experience[0].dates, experience[1].dates, education[0].degree, education[0].institution, education[0].dates',
    );
    expect(lines[1]).toMatch(/^es-x04 \(not read: CORRUPT_FILE\): name/);
    for (const value of ['Ana', 'ANA', 'correo', 'Caja', 'Pacífico', '2020']) {
      expect(lines.join('\n')).not.toContain(value);
    }
  });

  it('fails a set that falls below its thresholds, and only the sets it is told to check', () => {
    const thresholds = { 'real-dev': { email: 50, sections: 70 }, 'real-aside': { email: 100 } };
    expect(checkThresholds([good, bad, hidden], thresholds, ['real-dev', 'real-aside'])).toEqual([
      'real-dev: sections 66.7 % < 70 %',
    ]);
    expect(checkThresholds([good, bad], thresholds, ['real-aside'])).toEqual([
      'real-aside: email — < 100 %',
    ]);
    expect(checkThresholds([good, bad], thresholds, [])).toEqual([]);
  });

  it("suggests thresholds just below today's figures, which today's figures pass", () => {
    const suggested = suggestThresholds([good, bad], ['real-dev']);
    expect(suggested['real-dev']?.sections).toBe(66.6);
    expect(suggested['real-dev']?.email).toBe(50);
    expect(checkThresholds([good, bad], suggested, ['real-dev'])).toEqual([]);
  });
});
