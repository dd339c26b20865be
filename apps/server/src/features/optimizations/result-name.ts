// What an optimised CV is called in the list (issue 17): after the person and the tool, e.g.
// "CV de Lucía Quispe – adaptado a Analista de datos", not after the uploaded file, so two results
// of one file can be told apart and none is mistaken for the original. Names given before keep
// theirs (the user can rename any CV).
import { isUncertain, type Contact } from '@cvlisto/cv-engine';
import { cvNameMaxLength, type OptimizationType } from '@cvlisto/shared';

/** The dash between the person and the tool; the download name splits the name on it. */
export const resultNameSeparator = ' – ';

/** Used when neither the CV nor the account gives a name. */
const neutralSubject = 'Mi CV';

const connectors = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en', 'para', 'con']);
const plausibleName = /^[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*){1,5}$/u;
const isAllCapitals = (text: string) =>
  text === text.toLocaleUpperCase('es') && /\p{Lu}/u.test(text);

/** "LUCÍA QUISPE DE LA CRUZ" → "Lucía Quispe de la Cruz"; a name written in mixed case stays. */
function capitaliseName(name: string): string {
  if (!isAllCapitals(name)) return name;
  return name
    .toLocaleLowerCase('es')
    .split(' ')
    .map((word, index) =>
      index > 0 && connectors.has(word)
        ? word
        : word.charAt(0).toLocaleUpperCase('es') + word.slice(1),
    )
    .join(' ');
}

/**
 * Whose CV it is: the name the engine read when it is sure of it (and it looks like a person's
 * name), else the account's name, else none.
 *
 * @example resultPersonName({ name: 'LUCÍA QUISPE', confidence: { name: 0.9 } }, '') // "Lucía Quispe"
 */
export function resultPersonName(
  contact: Pick<Contact, 'name' | 'confidence'> | undefined,
  accountName: string,
): string | null {
  const parsed = contact?.name?.replace(/\s+/g, ' ').trim() ?? '';
  if (
    parsed !== '' &&
    parsed.length <= 60 &&
    plausibleName.test(parsed) &&
    !isUncertain(contact?.confidence?.name)
  ) {
    return capitaliseName(parsed);
  }
  const account = accountName.replace(/\s+/g, ' ').trim();
  return account === '' ? null : account.slice(0, 60);
}

/** Lines that head a section or describe the company, never the position itself. */
const notATitle =
  /^(?:descripci[oó]n|requisitos|requerimientos|funciones|responsabilidades|empresa|sobre|acerca|oferta|convocatoria|importante|somos|buscamos|se busca|estamos|nos encontramos|resumen|beneficios|ofrecemos|perfil|about|we are|job description|responsibilities|requirements)\b/iu;
const sentenceWords =
  /\b(?:busca|buscamos|requiere|requerimos|necesita|necesitamos|solicita|seleccionar|incorporar|somos|empresa)\b/iu;
const labelledTitle =
  /^(?:puesto|cargo|vacante|posici[oó]n|t[ií]tulo del puesto|nombre del puesto|job title|position|role)\s*[:–-]\s*(.+)$/iu;
const keptInCapitals = /^[\p{Lu}.]{1,4}$/u;

/** "ANALISTA DE DATOS BI" → "Analista de datos BI": short acronyms stay, connectors go lower. */
function sentenceCase(title: string): string {
  if (!isAllCapitals(title)) return title;
  return title
    .split(' ')
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('es');
      if (index === 0) return lower.charAt(0).toLocaleUpperCase('es') + lower.slice(1);
      if (connectors.has(lower) || lower === 'a') return lower;
      return keptInCapitals.test(word) ? word : lower;
    })
    .join(' ');
}

/** A line that can only be a position's name: short, no sentence, no heading, no address. */
function asTitle(line: string): string | null {
  // "Analista de datos - Lima" / "Analista | Empresa": the position is the first part.
  const candidate = line
    .split(/\s[|–—-]\s/u)[0]
    ?.replace(/^[\s•*#-]+/u, '')
    .replace(/[\s.]+$/u, '')
    .trim();
  if (!candidate || candidate.length < 3 || candidate.length > 60) return null;
  const words = candidate.split(/\s+/u);
  if (words.length > 7 || !/\p{L}/u.test(candidate)) return null;
  if (/[:;,!?¿¡@/]|\d{3,}|https?:|www\./iu.test(candidate)) return null;
  if (notATitle.test(candidate) || sentenceWords.test(candidate)) return null;
  return sentenceCase(candidate);
}

/**
 * The position a posting is for, when it can be read reliably: a labelled line ("Puesto: …") in
 * its first lines, else its first line when that line can only be a title. Otherwise null, and
 * the name leaves the position out rather than guess.
 *
 * @example jobPostingTitle('Analista de datos\nFunciones: …') // "Analista de datos"
 */
export function jobPostingTitle(posting: string | null): string | null {
  const lines = (posting ?? '')
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, 8);
  for (const line of lines) {
    const labelled = labelledTitle.exec(line)?.[1];
    if (labelled) return asTitle(labelled);
  }
  return lines[0] ? asTitle(lines[0]) : null;
}

const toolWords: Record<OptimizationType, string> = {
  optimize_es: 'optimizado',
  optimize_job: 'adaptado',
  optimize_translate: 'en inglés',
};

/**
 * The result's name: "CV de Lucía Quispe – optimizado", "… – adaptado a Analista de datos",
 * "… – en inglés"; "Mi CV – optimizado" when nobody's name is known.
 */
export function nameResult(input: {
  readonly person: string | null;
  readonly typeId: OptimizationType;
  readonly jobTitle: string | null;
}): string {
  const subject = input.person ? `CV de ${input.person}` : neutralSubject;
  const head = `${subject}${resultNameSeparator}${toolWords[input.typeId]}`;
  if (input.typeId !== 'optimize_job' || !input.jobTitle) return head.slice(0, cvNameMaxLength);
  const room = cvNameMaxLength - head.length - ' a '.length;
  const title =
    input.jobTitle.length <= room
      ? input.jobTitle
      : input.jobTitle.slice(0, room).replace(/\s+\S*$/u, '');
  return title ? `${head} a ${title}` : head.slice(0, cvNameMaxLength);
}
