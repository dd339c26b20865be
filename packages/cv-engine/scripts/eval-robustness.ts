// `npm run eval:cv -- --robustness`: how reading holds when one cue a page gives is taken away.
// The dev third's own extracted lines are parsed again, each time without one property — bold,
// font sizes, list markers, the gaps that part text blocks — and scored against the same labels.
// A CV the engine has never seen may simply lack that cue (a page set with even spacing has one
// block per column, a PDF's drawn bullets are no glyphs): a field that reads right only with it is
// a reading that rests on one cue, where a person uses several. Dev only: new evidence from files
// we may study, never a look at the held-out third.
//
// A second check takes away the words of one heading at a time (`disguiseWords`): a CV may name a
// section in words no vocabulary holds ("Presentaciones en simposios", a typo), and a person still
// sees the heading by how it is set among the others. A third disguises one entry field at a time
// (a job's title or employer, a school or its degree), wherever its words stand: an unseen CV
// names employers, roles and schools no vocabulary holds, and a person still tells them apart by
// where they stand beside the fields that are known.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractDocument } from '../src/extract/extract-document';
import type { ExtractedDocument, TextLine } from '../src/extract/types';
import type { CvDocument } from '../src/model/cv-document';
import { parseCv } from '../src/parse/parse-cv';
import {
  asideIds,
  cvLabelSchema,
  normaliseEntryText,
  normaliseForComparison,
  scoreCv,
  type CvLabel,
  type FileScore,
  type ReportColumn,
} from './eval-scoring';
import {
  listLabelledCvFilesIn,
  realCvFolder,
  sharedCorpusDir,
  type LabelledCvFile,
} from './fixture-files';

/** One cue taken away: what the page no longer tells, and the lines without it. */
export type CueRemoval = {
  readonly name: string;
  readonly remove: (lines: readonly TextLine[]) => TextLine[];
};

export const cueRemovals: readonly CueRemoval[] = [
  {
    name: 'no bold',
    remove: (lines) => lines.map(({ weightParts: _parts, ...line }) => ({ ...line, bold: false })),
  },
  {
    name: 'one size',
    remove: (lines) => lines.map((line) => ({ ...line, fontSize: 10 })),
  },
  {
    name: 'no list markers',
    remove: (lines) =>
      lines.map(({ listMarker: _marker, ...line }) => ({ ...line, listItem: false })),
  },
  {
    // Even spacing: one text block per column of each page.
    name: 'no block gaps',
    remove: (lines) => lines.map((line) => ({ ...line, block: line.page * 1000 + line.column })),
  },
];

/**
 * The line's letters each moved seven places through the alphabet, accents dropped: the same
 * length, case and shape, in words no vocabulary holds. Short words in small letters ("de", "of",
 * "la", "and") stay: they join the words of any name, known or not.
 *
 * @example disguiseWords('Universidad de Lima'); // 'Bupclyzpkhk de Spth'
 */
export function disguiseWords(text: string): string {
  const move = (letter: string, first: number) =>
    String.fromCharCode(((letter.charCodeAt(0) - first + 7) % 26) + first);
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{L}+/gu, (word) =>
      /^\p{Ll}{1,3}$/u.test(word)
        ? word
        : word
            .replace(/[a-z]/g, (letter) => move(letter, 97))
            .replace(/[A-Z]/g, (letter) => move(letter, 65)),
    );
}

/** Labelled headings found with their own words, and with the words of each one disguised. */
export type HeadingWordingScore = {
  readonly headings: number;
  readonly asWritten: number;
  readonly disguised: number;
  /** `file: sections[2]` for each heading missed once disguised. Never a value. */
  readonly misses: readonly string[];
};

const sameText = (left: string, right: string) =>
  normaliseForComparison(left) === normaliseForComparison(right);

/**
 * For each file, each labelled heading that stands as a line of its own is read again with its
 * words disguised (the others as written): is the section still found?
 *
 * @example const { disguised, headings } = runHeadingWording(await readDevFiles());
 */
export function runHeadingWording(readings: readonly DevReading[]): HeadingWordingScore {
  let headings = 0;
  let asWritten = 0;
  let disguised = 0;
  const misses: string[] = [];
  for (const { document, label, file } of readings) {
    const read = parseCv(document);
    label.sections.forEach((heading, position) => {
      const index = document.lines.findIndex((line) => sameText(line.text, heading));
      if (index < 0) return;
      headings += 1;
      if (read.sections.some((section) => sameText(section.heading, heading))) asWritten += 1;
      const lines = document.lines.map((line, at) =>
        at === index ? { ...line, text: disguiseWords(line.text), weightParts: undefined } : line,
      );
      const found = parseCv({ ...document, lines }).sections.some((section) =>
        sameText(section.heading, disguiseWords(heading)),
      );
      if (found) disguised += 1;
      else misses.push(`${file.id}: sections[${position}]`);
    });
  }
  return { headings, asWritten, disguised, misses };
}

/** Entry fields found with their own words, and with the words of each one disguised. */
export type EntryWordingScore = {
  readonly field: string;
  readonly values: number;
  readonly asWritten: number;
  readonly disguised: number;
  /** `file: education[1].institution` for each field missed once disguised. Never a value. */
  readonly misses: readonly string[];
};

const entryFields = [
  ['experience', 'title'],
  ['experience', 'organisation'],
  ['education', 'degree'],
  ['education', 'institution'],
] as const;

type EntryField = (typeof entryFields)[number];

/** The field's values as parsed, normalised for comparison. */
function readField(cv: CvDocument, [section, key]: EntryField): Set<string | null> {
  return new Set(
    section === 'experience'
      ? cv.experience.map((entry) => normaliseEntryText(entry[key as 'title' | 'organisation']))
      : cv.education.map((entry) => normaliseEntryText(entry[key as 'degree' | 'institution'])),
  );
}

/** The lines with every occurrence of `value` disguised, in the text and its weight parts. */
function disguiseValue(lines: readonly TextLine[], value: string): TextLine[] {
  const disguise = (text: string) => text.split(value).join(disguiseWords(value));
  return lines.map((line) =>
    line.text.includes(value)
      ? {
          ...line,
          text: disguise(line.text),
          ...(line.weightParts && {
            weightParts: [disguise(line.weightParts[0]), disguise(line.weightParts[1])] as const,
          }),
        }
      : line,
  );
}

/**
 * For each file, each labelled title, organisation, degree and institution that the lines hold
 * word for word is read again with its words disguised wherever they stand (every other word as
 * written): is the field still found, disguised, among the parsed entries' same field?
 *
 * @example const [titles] = runEntryWording(await readDevFiles()); titles?.disguised
 */
export function runEntryWording(readings: readonly DevReading[]): EntryWordingScore[] {
  const scores = entryFields.map((field) => ({
    field: `${field[0]}.${field[1]}`,
    values: 0,
    asWritten: 0,
    disguised: 0,
    misses: [] as string[],
  }));
  for (const { document, label, file } of readings) {
    const read = parseCv(document);
    entryFields.forEach((field, fieldIndex) => {
      const [section, key] = field;
      const score = scores[fieldIndex];
      if (score === undefined) return;
      const asWritten = readField(read, field);
      const entries: readonly Readonly<Record<string, string | null>>[] = label[section] ?? [];
      entries.forEach((entry, position) => {
        const value = entry[key] ?? null;
        // A word or two ("TI", "UNI") recurs inside other fields: only names are disguised.
        if (value === null || value.length < 4) return;
        if (!document.lines.some((line) => line.text.includes(value))) return;
        score.values += 1;
        if (asWritten.has(normaliseEntryText(value))) score.asWritten += 1;
        const lines = disguiseValue(document.lines, value);
        const found = readField(parseCv({ ...document, lines }), field);
        if (found.has(normaliseEntryText(disguiseWords(value)))) score.disguised += 1;
        else score.misses.push(`${file.id}: ${section}[${position}].${key}`);
      });
    });
  }
  return scores;
}

/** One file's extracted lines and its label. */
export type DevReading = {
  readonly document: ExtractedDocument;
  readonly label: CvLabel;
  readonly file: LabelledCvFile;
};

/**
 * The dev third's files that can be read as text (not the scans), with their labels: extracted
 * once for every check of this module.
 *
 * @example const readings = await readDevFiles();
 */
export async function readDevFiles(sharedDir = sharedCorpusDir): Promise<DevReading[]> {
  const real = await listLabelledCvFilesIn(path.join(sharedDir, realCvFolder));
  const aside = asideIds(real.map((file) => file.id));
  const readings: DevReading[] = [];
  for (const file of real.filter((candidate) => !aside.has(candidate.id))) {
    const document = await extractDocument(new Uint8Array(await readFile(file.file)), {
      ocrTimeBudgetMs: 0,
    }).catch(() => null);
    if (document === null) continue;
    const label = cvLabelSchema.parse(JSON.parse(await readFile(file.labelFile, 'utf8')));
    readings.push({ document, label, file });
  }
  return readings;
}

/**
 * Scores each file as read and once per cue removal: one column per reading, for the
 * evaluation's field table.
 *
 * @example formatFieldTable(runRobustness(await readDevFiles()))
 */
export function runRobustness(readings: readonly DevReading[]): ReportColumn[] {
  const score = (remove: CueRemoval['remove'] | null): FileScore[] =>
    readings.map(({ document, label, file }) => ({
      id: file.id,
      set: 'real-dev' as const,
      format: document.format,
      layout: file.layout,
      aside: false,
      failure: null,
      fields: scoreCv(
        label,
        parseCv({ ...document, lines: remove === null ? document.lines : remove(document.lines) }),
      ),
    }));
  return [
    { title: 'as read', files: score(null) },
    ...cueRemovals.map((removal) => ({ title: removal.name, files: score(removal.remove) })),
  ];
}
