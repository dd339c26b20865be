// The employer's description (issue 13: every piece of content in its place). Under a job's
// header many CVs say what the employer is before what the person did: "Empresa mayorista
// dedicada al procesamiento y venta de pollos", "Cadena de tiendas de calzado en Lima Norte",
// "Rubro: minería". Read as the first duty it would be printed as a bullet and asked for an
// action verb it can never have; it is the entry's description instead.
import type { ExperienceEntry } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import {
  employerDescriptorPattern,
  employerKindPattern,
  employerSectorLabelPattern,
} from '../vocabulary/entry-vocabulary';

// Longer than a sentence or two, a "description" is a paragraph of duties that happens to open
// on the employer.
const descriptionMaxLength = 320;

/**
 * Whether a line describes the employer: it opens on a kind of employer and goes on to describe
 * it, or labels the line of business. Never a duty that opens on a verb.
 *
 * @example describesEmployer('Empresa mayorista dedicada a la venta de pollos') // true
 * @example describesEmployer('Empresa Wasi S.A.C.') // false
 */
export function describesEmployer(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > descriptionMaxLength || startsWithActionVerb(trimmed)) return false;
  const folded = foldText(trimmed);
  if (employerSectorLabelPattern.test(folded)) return true;
  const kind = employerKindPattern.exec(folded);
  if (kind === null || trimmed.split(/\s+/u).length < 4) return false;
  return employerDescriptorPattern.test(folded.slice(kind[0].length));
}

/**
 * Moves the lines right under the header that describe the employer (at most two: a
 * description and a sector label) from the entry's bullets to its description.
 */
export function takeEmployerDescription(entry: ExperienceEntry): void {
  const taken: string[] = [];
  while (
    taken.length < 2 &&
    entry.bullets.length > 0 &&
    describesEmployer(entry.bullets[0] ?? '')
  ) {
    taken.push((entry.bullets.shift() ?? '').trim());
  }
  if (taken.length > 0) entry.description = taken.join(' · ');
}
