// One place for skills (issue 13): an ATS looks for the skills under one heading, and a recruiter
// reads them in one place. The first skills section takes the standard heading ("Habilidades");
// a later one ("PROGRAMAS", "OTROS CONOCIMIENTOS") kept its own, and the report then advised to
// rename it "Habilidades", which would print the heading twice. A later section that lists its
// skills without categories joins the first instead, as a category named by its heading, so no
// word of it is lost.
import { foldText } from '../language/fold-text';
import { functionWords } from '../language/stop-words';
import { isUncertain, type CvSection, type SkillGroup } from '../model/cv-document';

/** A section printed from its typed entries, whose kind the reading is sure of. */
function isTypedAndSure(section: CvSection): boolean {
  return section.keepAsWritten !== true && !isUncertain(section.confidence);
}

/**
 * A heading as a category name: written in capitals, it is lowered but for the first letter and
 * short words that may be acronyms ("PROGRAMAS Y ERP" → "Programas y ERP").
 */
function toCategoryName(heading: string): string {
  const trimmed = heading.trim().replace(/[:：]\s*$/u, '');
  if (/\p{Ll}/u.test(trimmed)) return trimmed;
  const lowered = trimmed.replace(/\p{L}+/gu, (word) =>
    functionWords.has(foldText(word)) || word.length > 3 ? word.toLocaleLowerCase('es') : word,
  );
  return lowered.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase('es'));
}

/** A later skills section folded into the first: its heading, and the category it became. */
export type MergedSkillSection = { readonly heading: string; readonly category: string };

/**
 * Folds later skills sections into the first, each as one named group.
 *
 * @example
 * mergeSkillSections(sections, skills).merged; // [{ heading: 'PROGRAMAS', category: 'Programas' }]
 */
export function mergeSkillSections(
  sections: readonly CvSection[],
  skills: readonly SkillGroup[],
): { sections: CvSection[]; skills: SkillGroup[]; merged: MergedSkillSection[] } {
  const unchanged = { sections: [...sections], skills: [...skills], merged: [] };
  const first = sections.find((section) => section.kind === 'skills' && isTypedAndSure(section));
  if (first === undefined) return unchanged;
  const merged = new Map<string, string>();
  for (const section of sections) {
    if (section === first || section.kind !== 'skills' || !isTypedAndSure(section)) continue;
    const groups = skills.filter((group) => group.sectionId === section.id);
    const listsOnly =
      groups.length > 0 &&
      groups.every((group) => group.name === null) &&
      section.lines.every((line) => line.trim() === '');
    if (listsOnly) merged.set(section.id, toCategoryName(section.heading));
  }
  if (merged.size === 0) return unchanged;
  // The merged groups follow the first section's own, in the order their sections came.
  const kept = skills.filter((group) => !merged.has(group.sectionId));
  // The heading names a section's first group; its later groups (a sentence set apart, the rest
  // of the list) follow under it, as they followed the heading.
  const named = new Set<string>();
  const moved = skills
    .filter((group) => merged.has(group.sectionId))
    .map((group) => {
      const name = named.has(group.sectionId) ? null : (merged.get(group.sectionId) ?? null);
      named.add(group.sectionId);
      return { ...group, sectionId: first.id, name };
    });
  const lastOfFirst = kept.findLastIndex((group) => group.sectionId === first.id);
  return {
    sections: sections.filter((section) => !merged.has(section.id)),
    skills: [...kept.slice(0, lastOfFirst + 1), ...moved, ...kept.slice(lastOfFirst + 1)],
    merged: sections
      .filter((section) => merged.has(section.id))
      .map((section) => ({ heading: section.heading, category: merged.get(section.id) ?? '' })),
  };
}
