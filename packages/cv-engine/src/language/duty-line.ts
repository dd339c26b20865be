// Which "bullets" are duties (issue 13, item 2: "many real bullets are not duties"). A parse of a
// real CV puts other lines under a job too: a city, a name, "Tecnologías: React, Node", "Jefe
// inmediato: …", "Logros:". Asking those to open with an action verb, or removing one as a repeated
// duty, makes no sense. The test counts content words (3+ letters, not function words), which a
// bullet rewrite never changes, so a duty stays a duty after "Elaboración de guías" → "Elaboro guías".
import { foldText } from './fold-text';
import { functionWords } from './stop-words';

/**
 * True when a bullet reads as a duty or achievement rather than a label line, a name or a place.
 *
 * @example isDutyLine('Elaboré los reportes de ventas') // true
 * @example isDutyLine('Tecnologías usadas: React, Node') // false
 * @example isDutyLine('Lima, Perú') // false
 */
export function isDutyLine(text: string): boolean {
  const trimmed = text.trim();
  if (isLabelLine(trimmed)) return false;
  const contentWords = (trimmed.match(/\p{L}{3,}/gu) ?? []).filter(
    (word) => !functionWords.has(foldText(word)),
  );
  if (contentWords.length < 2) return false;
  if (describesEmployer(trimmed)) return false;
  // Two or three capitalised words and nothing else: a name or a place ("Lima, Perú").
  const capitalised = contentWords.every((word) => /^\p{Lu}\p{Ll}/u.test(word));
  return !(capitalised && contentWords.length <= 3);
}

/**
 * True when a line is a label: it ends with a colon ("Logros:") or opens with a label of at most
 * three words before one ("Tecnologías usadas: React, Node", "Jefe inmediato: …").
 *
 * @example isLabelLine('Gestión de proyectos:') // true
 */
export function isLabelLine(text: string): boolean {
  const trimmed = text.trim();
  if (/:$/u.test(trimmed)) return true;
  const label = /^([^:]{1,40}):/u.exec(trimmed)?.[1];
  return label !== undefined && label.trim().split(/\s+/u).length <= 3 && !/\d/u.test(label);
}

/**
 * "Empresa mayorista dedicada a…", "Unidad Ejecutora que depende del…", "Leading company that…":
 * a line under a job that says what the employer is, not what the person did.
 *
 * @example describesEmployer('Empresa mayorista dedicada a la venta de pollos') // true
 */
function describesEmployer(text: string): boolean {
  const words = foldText(text).match(/\p{L}+/gu) ?? [];
  // The kind first ("Empresa mayorista…"), or after one adjective in English ("Leading company").
  const kind = words.slice(0, 2).findIndex((word) => employerKindWords.has(word));
  if (kind < 0) return false;
  return words.slice(kind + 1, kind + 7).some((word) => describingWords.test(word));
}

// "Organización" is left out: "Organización de eventos que…" is a duty.
const employerKindWords: ReadonlySet<string> = new Set(
  `empresa compania corporacion institucion entidad organismo unidad consultora agencia asociacion
fundacion ong startup grupo holding firma company firm agency institution nonprofit`.split(/\s+/u),
);
const describingWords =
  /^(?:que|dedicad[ao]s?|lider|lideres|especializad[ao]s?|enfocad[ao]s?|orientad[ao]s?|perteneciente|that|which|leading|leader|specialized|specialised|focused|dedicated)$/u;
