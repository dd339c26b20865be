// Where the scanned (image-only) twins of labelled CVs live (issue 7, OCR). They are kept apart
// from fixtures/cvs/ so the round trip, the in-sample evaluation and `bench:cv` never go to OCR.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const scannedFixtureDir = fileURLToPath(new URL('../fixtures/scanned/', import.meta.url));

/** The ids of the labelled CVs that get a scanned twin, and the skew each scan is given. */
export const scannedFixtureSources = [
  // One column, bullets drawn as "●", bold entry titles: the test fixture.
  { id: 'es-pdf-word-export-03', skewDegrees: 0.6 },
  // White text on a dark sidebar, letter-spaced capital headings: harder, for the evaluation.
  { id: 'es-pdf-designed-sidebar-01', skewDegrees: -0.4 },
  // Invented CVs: dates and places in light grey under each job (a LinkedIn export), and
  // Europass's headings and dates right-aligned in a column beside the entries.
  { id: 'invented-e07', skewDegrees: 0.3, set: 'invented' },
  { id: 'invented-a03', skewDegrees: -0.5, set: 'invented' },
] as const satisfies readonly {
  readonly id: string;
  readonly skewDegrees: number;
  readonly set?: 'cvs' | 'invented';
}[];

/** The scanned twin's id: "scanned-" + the source's id. */
export function scannedFixtureId(sourceId: string): string {
  return `scanned-${sourceId}`;
}

/** Every scanned fixture PDF with its label file. */
export async function listScannedFixtureFiles(): Promise<
  Array<{ file: string; labelFile: string; id: string }>
> {
  const names = await readdir(scannedFixtureDir).catch(() => [] as string[]);
  return names
    .filter(
      (name) => name.endsWith('.pdf') && names.includes(name.replace(/\.pdf$/, '.label.json')),
    )
    .sort()
    .map((name) => {
      const id = name.replace(/\.pdf$/, '');
      return {
        file: path.join(scannedFixtureDir, name),
        labelFile: path.join(scannedFixtureDir, `${id}.label.json`),
        id,
      };
    });
}
