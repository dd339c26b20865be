// Generates the held-out fixture CVs (ids "heldout-…") with the same builders and tools as
// make-fixtures.ts. They were made after the parser was tuned and are unlike the tuning set, so
// `npm run eval:cv` on them measures generalisation (issue 3: the engine is scored on real CVs
// it has never seen). Run: npx tsx packages/cv-engine/scripts/make-heldout-fixtures.ts [--keep]
import { writeFixtureFiles } from './fixture-sources/build-fixtures';
import { HELDOUT_CVS } from './fixture-sources/heldout-cvs';

await writeFixtureFiles(HELDOUT_CVS, {
  owns: (id) => id.startsWith('heldout-'),
  keep: process.argv.includes('--keep'),
});
