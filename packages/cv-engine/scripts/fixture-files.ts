// Where the labelled CVs live: the shared corpus (beside the repository: `../shared/corpus`, with
// real people's CVs in real/, never copied here) and our own fixtures.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const sharedCorpusDir = fileURLToPath(
  new URL('../../../../shared/corpus/', import.meta.url),
);
export const corpusCvFolder = 'cv';
export const realCvFolder = 'real';
export const corpusCvDir = path.join(sharedCorpusDir, corpusCvFolder);
export const realCvDir = path.join(sharedCorpusDir, realCvFolder);
export const fixtureCvDir = fileURLToPath(new URL('../fixtures/cvs/', import.meta.url));
/**
 * Invented CVs made by people who saw neither the engine nor real/: a check on layouts the
 * engine was not built from (fixtures/README.md).
 */
export const inventedCvDir = fileURLToPath(new URL('../fixtures/invented/', import.meta.url));

const documentExtensions = new Set(['.pdf', '.docx', '.doc']);

export type LabelledCvFile = {
  readonly file: string;
  readonly labelFile: string;
  readonly id: string;
  /** From the folder's MANIFEST.tsv when it has one: pdf, docx, doc. */
  readonly format: string | null;
  /** From MANIFEST.tsv: one-column, two-column, other. */
  readonly layout: string | null;
};

type ManifestRow = { readonly format: string | null; readonly layout: string | null };

/** MANIFEST.tsv's format and layout columns, by file name (its `file` column without folder). */
async function readManifest(dir: string): Promise<Map<string, ManifestRow>> {
  const text = await readFile(path.join(dir, 'MANIFEST.tsv'), 'utf8').catch(() => '');
  const [header, ...rows] = text.split('\n').filter((line) => line.trim() !== '');
  const columns = (header ?? '').split('\t');
  const fileColumn = columns.indexOf('file');
  const formatColumn = columns.indexOf('format');
  const layoutColumn = columns.indexOf('layout');
  const manifest = new Map<string, ManifestRow>();
  if (fileColumn < 0) return manifest;
  for (const row of rows) {
    const cells = row.split('\t');
    const file = cells[fileColumn];
    if (!file) continue;
    manifest.set(path.basename(file), {
      format: formatColumn < 0 ? null : (cells[formatColumn] ?? null),
      layout: layoutColumn < 0 ? null : (cells[layoutColumn] ?? null),
    });
  }
  return manifest;
}

/** Every CV document (PDF, DOCX, DOC) in one folder that has a label file, sorted by id. */
export async function listLabelledCvFilesIn(dir: string): Promise<LabelledCvFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const manifest = await readManifest(dir);
  const found: LabelledCvFile[] = [];
  for (const name of names.sort()) {
    const extension = path.extname(name).toLowerCase();
    if (!documentExtensions.has(extension)) continue;
    const id = name.slice(0, -extension.length);
    if (!names.includes(`${id}.label.json`)) continue;
    const row = manifest.get(name);
    found.push({
      file: path.join(dir, name),
      labelFile: path.join(dir, `${id}.label.json`),
      id,
      format: row?.format ?? extension.slice(1),
      layout: row?.layout ?? null,
    });
  }
  return found;
}

/** Every CV document in the corpus's cv/ and the fixtures, with its label file. */
export async function listLabelledCvFiles(): Promise<LabelledCvFile[]> {
  return [
    ...(await listLabelledCvFilesIn(corpusCvDir)),
    ...(await listLabelledCvFilesIn(fixtureCvDir)),
  ];
}
