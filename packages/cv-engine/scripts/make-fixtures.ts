// Generates the fictional Peruvian fixture CVs (issue 3, "Evidence it works") with real tools and
// writes each label from the same data. Run: npx tsx packages/cv-engine/scripts/make-fixtures.ts
// Pass --keep to keep the intermediate DOCX/HTML/LaTeX files. Needs LibreOffice (soffice), Chromium, pdflatex and poppler-utils (pdfinfo) on the PATH.
// The held-out CVs (ids "heldout-…") and the typed Word forms ("word-…") are left alone:
// make-heldout-fixtures.ts and make-word-fixtures.ts own them.
import { writeFixtureFiles } from './fixture-sources/build-fixtures';
import { FIXTURE_CVS } from './fixture-sources/fixture-cvs';

await writeFixtureFiles(FIXTURE_CVS, {
  owns: (id) => !id.startsWith('heldout-') && !id.startsWith('word-'),
  keep: process.argv.includes('--keep'),
});
