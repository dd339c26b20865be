// `npm run eval:cv -- --robustness`: how reading holds when one cue a page gives is taken away.
// The dev third's own extracted lines are parsed again, each time without one property — bold,
// font sizes, list markers, the gaps that part text blocks — and scored against the same labels.
// A CV the engine has never seen may simply lack that cue (a page set with even spacing has one
// block per column, a PDF's drawn bullets are no glyphs): a field that reads right only with it is
// a reading that rests on one cue, where a person uses several. Dev only: new evidence from files
// we may study, never a look at the held-out third.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractDocument } from '../src/extract/extract-document';
import type { ExtractedDocument, TextLine } from '../src/extract/types';
import { parseCv } from '../src/parse/parse-cv';
import {
  asideIds,
  cvLabelSchema,
  scoreCv,
  type FileScore,
  type ReportColumn,
} from './eval-scoring';
import { listLabelledCvFilesIn, realCvFolder, sharedCorpusDir } from './fixture-files';

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
 * Scores each dev file as read and once per cue removal: one column per reading, for the
 * evaluation's field table. Files that cannot be read as text (the scans) are left out.
 *
 * @example const columns = await runRobustness(); formatFieldTable(columns)
 */
export async function runRobustness(sharedDir = sharedCorpusDir): Promise<ReportColumn[]> {
  const real = await listLabelledCvFilesIn(path.join(sharedDir, realCvFolder));
  const aside = asideIds(real.map((file) => file.id));
  const readings: { document: ExtractedDocument; file: (typeof real)[number] }[] = [];
  for (const file of real.filter((candidate) => !aside.has(candidate.id))) {
    const document = await extractDocument(new Uint8Array(await readFile(file.file)), {
      ocrTimeBudgetMs: 0,
    }).catch(() => null);
    if (document !== null) readings.push({ document, file });
  }
  const score = async (remove: CueRemoval['remove'] | null): Promise<FileScore[]> =>
    Promise.all(
      readings.map(async ({ document, file }) => {
        const label = cvLabelSchema.parse(JSON.parse(await readFile(file.labelFile, 'utf8')));
        const lines = remove === null ? document.lines : remove(document.lines);
        return {
          id: file.id,
          set: 'real-dev' as const,
          format: document.format,
          layout: file.layout,
          aside: false,
          failure: null,
          fields: scoreCv(label, parseCv({ ...document, lines })),
        };
      }),
    );
  return [
    { title: 'as read', files: await score(null) },
    ...(await Promise.all(
      cueRemovals.map(async (removal) => ({
        title: removal.name,
        files: await score(removal.remove),
      })),
    )),
  ];
}
