// The "Improvement" evidence of issue 13 for `npm run eval:cv`: over a set of CVs, how many
// experience and project bullets start with an action verb and how many speak in the first person,
// before and after optimising. Pure: the caller reads and optimises the files. It uses the analyse
// stage's own judges (startsWithActionVerb, findFirstPersonWords), so the figures say what the
// score and the findings see.
import type { CvDocument } from '../src/model/cv-document';
import { startsWithActionVerb } from '../src/vocabulary/action-verbs';
import { findFirstPersonWords } from '../src/analyse/first-person';
import { isDutyLine } from '../src/language/duty-line';
import { isDutySection } from '../src/optimise/keep-as-written';
import { namesThings } from '../src/parse/lists';

export type BulletMeasure = {
  /** Non-empty bullets of the sources. */
  readonly bullets: number;
  /** Bullets of the outputs (fewer when duplicates were removed). */
  readonly bulletsAfter: number;
  readonly actionVerbBefore: number;
  readonly actionVerbAfter: number;
  readonly firstPersonBefore: number;
  readonly firstPersonAfter: number;
  /** The same for duty lines only (language/duty-line.ts): no label lines or fragments. */
  readonly duties: number;
  readonly dutiesAfter: number;
  readonly dutyActionVerbBefore: number;
  readonly dutyActionVerbAfter: number;
};

/**
 * The bullets as the output prints them: the typed entries' bullets, except in a section kept as
 * the source wrote it (issue 13), whose source list items are printed instead. `kept` names those
 * sections, so a source and its output are measured over the same text.
 */
function listBullets(cv: CvDocument, kept: ReadonlySet<string>): string[] {
  const typed = [...cv.experience, ...cv.projects]
    .filter((entry) => !kept.has(entry.sectionId))
    .flatMap((entry) => entry.bullets);
  const asWritten = cv.sections
    .filter((section) => kept.has(section.id) && isDutySection(section))
    .flatMap((section) => (section.source ?? []).filter((paragraph) => paragraph.bullet))
    .map((paragraph) => paragraph.text);
  // A line that names things ("Tecnologías utilizadas: PHP", "Logros:") holds a bullet's place
  // but is no bullet a verb could open: it is not counted.
  return [...typed, ...asWritten].filter((bullet) => bullet.trim() !== '' && !namesThings(bullet));
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
  let duties = 0;
  let dutiesAfter = 0;
  let dutyActionVerbBefore = 0;
  let dutyActionVerbAfter = 0;
  for (const { before, after } of cvs) {
    const kept = new Set(
      after.sections
        .filter((section) => section.keepAsWritten === true)
        .map((section) => section.id),
    );
    const sourceBullets = listBullets(before, kept);
    const outputBullets = listBullets(after, kept);
    bullets += sourceBullets.length;
    bulletsAfter += outputBullets.length;
    actionVerbBefore += sourceBullets.filter((bullet) => startsWithActionVerb(bullet)).length;
    actionVerbAfter += outputBullets.filter((bullet) => startsWithActionVerb(bullet)).length;
    const inFirstPerson = (language: 'es' | 'en') => (bullet: string) =>
      findFirstPersonWords(bullet, language).length > 0;
    firstPersonBefore += sourceBullets.filter(inFirstPerson(before.language)).length;
    firstPersonAfter += outputBullets.filter(inFirstPerson(after.language)).length;
    const sourceDuties = sourceBullets.filter((bullet) => isDutyLine(bullet));
    const outputDuties = outputBullets.filter((bullet) => isDutyLine(bullet));
    duties += sourceDuties.length;
    dutiesAfter += outputDuties.length;
    dutyActionVerbBefore += sourceDuties.filter((bullet) => startsWithActionVerb(bullet)).length;
    dutyActionVerbAfter += outputDuties.filter((bullet) => startsWithActionVerb(bullet)).length;
  }
  return {
    bullets,
    bulletsAfter,
    actionVerbBefore,
    actionVerbAfter,
    firstPersonBefore,
    firstPersonAfter,
    duties,
    dutiesAfter,
    dutyActionVerbBefore,
    dutyActionVerbAfter,
  };
}
