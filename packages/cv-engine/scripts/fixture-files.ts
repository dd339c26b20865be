// Where the labelled CVs live: the shared corpus (beside the repository) and our own fixtures.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const corpusCvDir = fileURLToPath(new URL('../../../../shared/corpus/cv/', import.meta.url));
export const fixtureCvDir = fileURLToPath(new URL('../fixtures/cvs/', import.meta.url));

const documentExtensions = new Set(['.pdf', '.docx', '.doc']);

/** Every CV document (PDF, DOCX, DOC) in the corpus and the fixtures, with its label file. */
export async function listLabelledCvFiles(): Promise<
  Array<{ file: string; labelFile: string; id: string }>
> {
  const found: Array<{ file: string; labelFile: string; id: string }> = [];
  for (const dir of [corpusCvDir, fixtureCvDir]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const extension = path.extname(name).toLowerCase();
      if (!documentExtensions.has(extension)) continue;
      const id = name.slice(0, -extension.length);
      if (!names.includes(`${id}.label.json`)) continue;
      found.push({ file: path.join(dir, name), labelFile: path.join(dir, `${id}.label.json`), id });
    }
  }
  return found;
}
