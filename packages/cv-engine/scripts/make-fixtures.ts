// Generates the fictional Peruvian fixture CVs (issue 3, "Evidence it works") with real tools and
// writes each label from the same data. Run: npx tsx packages/cv-engine/scripts/make-fixtures.ts
// Pass --keep to keep the intermediate DOCX/HTML/LaTeX files. Needs LibreOffice (soffice), Chromium, pdflatex and poppler-utils (pdfinfo) on the PATH.
// The held-out CVs (ids "heldout-…"), the two-column CVs of column-cvs.ts and the typed Word
// forms ("word-…") are left alone: make-heldout-fixtures.ts, make-column-fixtures.ts and
// make-word-fixtures.ts own them.
import { writeFixtureFiles } from './fixture-sources/build-fixtures';
import { COLUMN_CVS } from './fixture-sources/column-cvs';
import { FIXTURE_CVS } from './fixture-sources/fixture-cvs';

const columnIds = new Set(COLUMN_CVS.map((cv) => cv.id));

await writeFixtureFiles(FIXTURE_CVS, {
  owns: (id) => !id.startsWith('heldout-') && !id.startsWith('word-') && !columnIds.has(id),
  keep: process.argv.includes('--keep'),
});
