// The fact guard (issue 7; PRODUCT.md §4 "never invent facts"): runs on every answer of a
// language model, deterministically, before anything reaches the CV. An edit is refused when it
// touches a field it was not offered, empties or bloats a field, stays in Spanish when it should
// be English, drops a figure, or mentions a number, certification, degree, skill or organisation
// the source CV does not state. A refused edit leaves the field's built-in text in place and is
// reported to the user, in Spanish.
import type { CvDocument } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import type {
  EditableField,
  EditableFieldKind,
  EditPurpose,
  EditRejectionReason,
  EditRequest,
  FieldEdit,
} from './cv-editor';
import { isProtectedPath } from './editable-fields';
import {
  collectKnownFacts,
  degreeClassEquivalents,
  findCertifications,
  findDegreeClasses,
  findDegreeWords,
  findNewSkill,
  findNumbers,
  type KnownFacts,
} from './known-facts';
import { findNewOrganisation } from './organisation-mentions';
import { looksSpanish } from './text-language';

export type RejectedEdit = {
  readonly path: string;
  readonly reason: EditRejectionReason;
  /** In Spanish, for the user. */
  readonly message: string;
};

export type GuardResult = {
  /** Edits that change their field and pass every rule, in the order given. */
  readonly accepted: FieldEdit[];
  readonly rejected: RejectedEdit[];
};

// English words that are also one-word spellings in the skills vocabulary but, in a translation,
// usually render some other Spanish word ("oficina" → "office", "ley" → "law").
const ambiguousEnglishSkillWords = new Set([
  'office',
  'word',
  'law',
  'organization',
  'organisation',
  'planning',
  'writing',
  'presentations',
  'archive',
  'file',
  'compliance',
]);

/**
 * Checks a model's edits against the source CV. Edits that leave their field as it was are
 * neither accepted nor rejected; a second edit of one path is ignored.
 *
 * @example
 * const { accepted, rejected } = guardFieldEdits(source, request, edits);
 * rejected[0]; // { path: 'experience.0.bullets.1', reason: 'new-number', message: 'Descartamos una mejora que agregaba la cifra "45 %", que no está en tu CV.' }
 */
export function guardFieldEdits(
  source: CvDocument,
  request: EditRequest,
  edits: readonly FieldEdit[],
): GuardResult {
  const fields = new Map(request.fields.map((field) => [field.path, field]));
  // The request's own texts count as known: the built-in engine derived them from the CV (a
  // profile it assembled, a date it re-wrote), and the model was asked to work on them.
  const known = collectKnownFacts(source, [
    ...request.fields.map((field) => field.text),
    ...request.context.roles.flatMap((role) => [role.title ?? '', role.organisation ?? '']),
    ...request.context.institutions,
    ...request.context.skills,
  ]);
  const properNames = listProperNames(source);
  const accepted: FieldEdit[] = [];
  const rejected: RejectedEdit[] = [];
  const seen = new Set<string>();

  for (const edit of edits) {
    if (seen.has(edit.path)) continue;
    seen.add(edit.path);
    const field = fields.get(edit.path);
    if (field !== undefined && edit.text.trim() === field.text.trim()) continue;
    const refusal = findRefusal(edit, field, request.purpose, known, properNames);
    if (refusal === null) {
      accepted.push({ path: edit.path, text: edit.text.trim() });
    } else {
      rejected.push({
        path: edit.path,
        reason: refusal.reason,
        message: describeRefusal(refusal, request.purpose),
      });
    }
  }
  return { accepted, rejected };
}

type Refusal = { readonly reason: EditRejectionReason; readonly detail: string | null };

function findRefusal(
  edit: FieldEdit,
  field: EditableField | undefined,
  purpose: EditPurpose,
  known: KnownFacts,
  properNames: readonly string[],
): Refusal | null {
  const refuse = (reason: EditRejectionReason, detail: string | null = null): Refusal => ({
    reason,
    detail,
  });
  if (field === undefined) {
    return refuse(isProtectedPath(edit.path, purpose) ? 'protected-field' : 'unknown-field');
  }
  const text = edit.text.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return refuse('empty');
  if (text.length > maximumLength(field.kind, field.text.trim().length)) return refuse('too-long');
  if (purpose === 'translate' && looksSpanish(text, properNames)) return refuse('wrong-language');

  const numbers = findNumbers(text);
  const newNumber = numbers.find(
    (found) => !found.values.some((value) => known.numbers.has(value)),
  );
  if (newNumber) return refuse('new-number', newNumber.text);
  // A rewrite that drops a figure loses a fact (PRODUCT.md §4: nothing silently lost). A
  // translation is not held to this: a field it leaves out stays in Spanish, which is worse.
  if (purpose !== 'translate') {
    const kept = new Set(numbers.flatMap((found) => found.values));
    const lostNumber = findNumbers(field.text).find(
      (found) => !found.values.some((value) => kept.has(value)),
    );
    if (lostNumber) return refuse('lost-number', lostNumber.text);
  }

  const folded = foldText(text);
  const certification = findCertifications(folded).find(
    (found) => !known.certifications.has(found.id),
  );
  if (certification)
    return refuse('new-certification', text.slice(certification.start, certification.end));

  const degree = findDegreeClasses(folded).find(
    (degreeClass) =>
      !known.degreeClasses.has(degreeClass) &&
      !(degreeClassEquivalents[degreeClass] ?? []).some((equivalent) =>
        known.degreeClasses.has(equivalent),
      ),
  );
  if (degree) {
    const span = findDegreeWords(folded, degree);
    return refuse('new-degree', span ? text.slice(span.start, span.end) : null);
  }

  const skill = findNewSkill(
    text,
    known,
    purpose === 'translate' ? ambiguousEnglishSkillWords : undefined,
  );
  if (skill !== null) return refuse('new-skill', skill);

  const organisation = findNewOrganisation(text, known, { sameLanguage: purpose !== 'translate' });
  if (organisation !== null) return refuse('new-organisation', organisation);
  return null;
}

/**
 * The longest an edit of a field may be, from the length of the text it replaces: room to
 * rephrase, not to pad (issue 7: "grows a bullet past a sane bound"). A field that was already
 * long may stay about as long, so a faithful translation of it is never refused for length.
 */
export function maximumLength(kind: EditableFieldKind, sourceLength: number): number {
  const roomToStay = Math.round(sourceLength * 1.25);
  switch (kind) {
    case 'bullet':
      return Math.min(Math.max(sourceLength * 1.5 + 40, 120), Math.max(350, roomToStay));
    case 'summary':
      return Math.min(sourceLength * 1.5 + 80, Math.max(900, roomToStay));
    default:
      return sourceLength * 2 + 30;
  }
}

/**
 * The fields of a translation that are still Spanish although no edit of them was refused (the
 * model left them out, or "translated" them into the same text): listed so nothing stays in
 * Spanish unreported.
 *
 * @example findUntranslatedFields(source, request, guardFieldEdits(source, request, edits))
 */
export function findUntranslatedFields(
  source: CvDocument,
  request: EditRequest,
  result: GuardResult,
): RejectedEdit[] {
  if (request.purpose !== 'translate') return [];
  const handled = new Set([...result.accepted, ...result.rejected].map((edit) => edit.path));
  const properNames = listProperNames(source);
  return request.fields
    .filter((field) => !handled.has(field.path) && looksSpanish(field.text, properNames))
    .map((field) => ({
      path: field.path,
      reason: 'wrong-language',
      message: describeRefusal({ reason: 'wrong-language', detail: null }, 'translate'),
    }));
}

/** Names a translation keeps as written; the language check leaves them out. */
function listProperNames(cv: CvDocument): string[] {
  return [
    cv.contact.name,
    cv.contact.location,
    ...cv.experience.flatMap((entry) => [entry.organisation, entry.location]),
    ...cv.education.flatMap((entry) => [entry.institution, entry.location]),
    ...cv.certifications.map((entry) => entry.issuer),
  ]
    .filter((name): name is string => name !== null && name.trim() !== '')
    .sort((left, right) => right.length - left.length);
}

function describeRefusal({ reason, detail }: Refusal, purpose: EditPurpose): string {
  const translating = purpose === 'translate';
  const what = translating ? 'una traducción' : 'una mejora';
  // A refused translation leaves the field in Spanish; say so, since the user asked for English.
  const outcome = translating ? ' Ese texto quedó en español.' : '';
  const quoted = detail === null ? '' : ` "${detail}"`;
  switch (reason) {
    case 'new-number':
      return `Descartamos ${what} que agregaba la cifra${quoted}, que no está en tu CV.${outcome}`;
    case 'lost-number':
      return `Descartamos ${what} que quitaba la cifra${quoted} de tu CV.${outcome}`;
    case 'new-organisation':
      return `Descartamos ${what} que mencionaba${quoted || ' una organización'}, que no aparece en tu CV.${outcome}`;
    case 'new-degree':
      return `Descartamos ${what} que agregaba el grado${quoted}, que no está en tu CV.${outcome}`;
    case 'new-certification':
      return `Descartamos ${what} que agregaba la certificación${quoted}, que no está en tu CV.${outcome}`;
    case 'new-skill':
      return `Descartamos ${what} que agregaba la habilidad${quoted}, que tu CV no respalda.${outcome}`;
    case 'protected-field':
      return 'Descartamos un cambio a un dato que no se modifica (nombre, contacto, empresas, instituciones, cargos o fechas).';
    case 'too-long':
      return `Descartamos ${what} que alargaba demasiado el texto.${outcome}`;
    case 'empty':
      return `Descartamos ${what} que dejaba el texto vacío.${outcome}`;
    case 'unknown-field':
      return 'Descartamos un cambio a una parte del CV que no se podía modificar.';
    case 'wrong-language':
      return 'Un texto no se tradujo al inglés; lo dejamos en español para que lo revises.';
  }
}
