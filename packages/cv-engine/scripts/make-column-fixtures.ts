// Generates the two-column fixture CVs (issue 12: sidebars made in Word and Canva-like tools)
// with the same builders and tools as make-fixtures.ts; it replaces only their files and rows.
// Run: npx tsx packages/cv-engine/scripts/make-column-fixtures.ts [--keep]
import { writeFixtureFiles } from './fixture-sources/build-fixtures';
import { COLUMN_CVS } from './fixture-sources/column-cvs';

const ids = new Set(COLUMN_CVS.map((cv) => cv.id));

await writeFixtureFiles(COLUMN_CVS, {
  owns: (id) => ids.has(id),
  keep: process.argv.includes('--keep'),
});
