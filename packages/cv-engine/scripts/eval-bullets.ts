// The "Improvement" evidence of issue 13 for `npm run eval:cv`: over a set of CVs, how many
// experience and project bullets start with an action verb and how many speak in the first person,
// before and after optimising. Pure: the caller reads and optimises the files. It uses the analyse
// stage's own judges (startsWithActionVerb, findFirstPersonWords), so the figures say what the
// score and the findings see.
import type { CvDocument } from '../src/model/cv-document';
import { startsWithActionVerb } from '../src/vocabulary/action-verbs';
import { findFirstPersonWords } from '../src/analyse/first-person';

export type BulletMeasure = {
  /** Non-empty bullets of the sources. */
  readonly bullets: number;
  /** Bullets of the outputs (fewer when duplicates were removed). */
  readonly bulletsAfter: number;
  readonly actionVerbBefore: number;
  readonly actionVerbAfter: number;
  readonly firstPersonBefore: number;
  readonly firstPersonAfter: number;
};

function listBullets(cv: CvDocument): string[] {
  return [...cv.experience, ...cv.projects]
    .flatMap((entry) => entry.bullets)
    .filter((bullet) => bullet.trim() !== '');
}

/**
 * Counts bullets, action-verb openings and first-person bullets before and after.
 *
 * @example measureBullets([{ before: source, after: optimiseCv(source).cv }]).actionVerbAfter
 */
export function measureBullets(
  cvs: readonly { readonly before: CvDocument; readonly after: CvDocument }[],
): BulletMeasure {
  let bullets = 0;
  let bulletsAfter = 0;
  let actionVerbBefore = 0;
  let actionVerbAfter = 0;
  let firstPersonBefore = 0;
  let firstPersonAfter = 0;
  for (const { before, after } of cvs) {
    const sourceBullets = listBullets(before);
    const outputBullets = listBullets(after);
    bullets += sourceBullets.length;
    bulletsAfter += outputBullets.length;
    actionVerbBefore += sourceBullets.filter((bullet) => startsWithActionVerb(bullet)).length;
    actionVerbAfter += outputBullets.filter((bullet) => startsWithActionVerb(bullet)).length;
    const inFirstPerson = (language: 'es' | 'en') => (bullet: string) =>
      findFirstPersonWords(bullet, language).length > 0;
    firstPersonBefore += sourceBullets.filter(inFirstPerson(before.language)).length;
    firstPersonAfter += outputBullets.filter(inFirstPerson(after.language)).length;
  }
  return {
    bullets,
    bulletsAfter,
    actionVerbBefore,
    actionVerbAfter,
    firstPersonBefore,
    firstPersonAfter,
  };
}
