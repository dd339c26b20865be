// Generates the Word CVs typed the way many Peruvians make them (ids "word-…", issue 12) with the
// same builders and tools as make-fixtures.ts; their labels list the entries, as real/'s do.
// Run: npx tsx packages/cv-engine/scripts/make-word-fixtures.ts [--keep]
import { writeFixtureFiles } from './fixture-sources/build-fixtures';
import { WORD_FORM_CVS } from './fixture-sources/word-form-cvs';

await writeFixtureFiles(WORD_FORM_CVS, {
  owns: (id) => id.startsWith('word-'),
  keep: process.argv.includes('--keep'),
});
