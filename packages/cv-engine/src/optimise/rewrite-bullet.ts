// Safe rewrites of a bullet (issue 3, stage 4; issue 13, item 2: "real, safe improvements"). Fixed
// patterns only, each keeping every content word: a noun of action becomes its verb ("Elaboración
// de reportes" → "Elaboré reportes"), a duty phrase loses its frame ("Responsable de coordinar…" →
// "Coordiné…"), a task told in the passive is the person's ("Se registraron las compras" →
// "Registré las compras"), a first-person opening loses its pronoun, the verb takes the job's
// tense, a word cut at a line end is joined and an ALL-CAPS bullet goes to sentence case; a noun
// of action that no verb of its own can replace takes a verb of support ("Realicé mantenimiento
// preventivo…"), and a list no verb can say without regrouping is carried out with its noun and
// article ("Realicé el registro de compras, provisiones y control de caja"). The only words a
// rewrite adds are verb forms of the closed table in vocabulary/action-verbs.ts, an object's
// article, and "Responsable" for "Me encargué de" + a noun (the one paraphrase without a verb),
// so no fact can appear (PRODUCT.md §4).
// Anything the patterns do not cover, or whose tense is unknown, is left exactly as written.
import {
  conjugateVerb,
  findSpanishNominalisation,
  identifySpanishVerb,
  impersonalResultVerbs,
  impersonalTaskVerbs,
  isNounLikeSpanishForm,
  isSpanishNoun,
  readsOnlyAsNoun,
  spanishNominalisations,
  startsWithActionVerb,
  type VerbTense,
} from '../vocabulary/action-verbs';
import { foldText } from '../language/fold-text';
import { capitaliseFirstLetter } from '../language/capitalise-text';
import { joinHyphenation } from '../language/join-hyphenation';
import { toSentenceCase } from '../language/sentence-case';
import { isDutyLine, isLabelLine } from '../language/duty-line';
import type { WordEvidence } from '../language/word-evidence';
import { functionWords } from '../language/stop-words';
import { skillsVocabulary } from '../vocabulary/skills-vocabulary';
import type { EntryTense } from './bullet-tense';
import { articleForObject, personalObjectMarker } from './object-article';
import { rewriteEnglishOpening } from './rewrite-english-opening';

/** Why a bullet changed, in the order the report explains it. */
export const bulletRewriteReasons = [
  'first-person',
  'action-verb',
  'direct-verb',
  'tense',
  'hyphenation',
  'sentence-case',
  'capital',
] as const;
export type BulletRewriteReason = (typeof bulletRewriteReasons)[number];

export type BulletRewriteOptions = {
  readonly language: 'es' | 'en';
  /** The job's tense (from its dates), or null when unknown: then no tense is chosen for it. */
  readonly tense?: EntryTense | null;
  /** How the CV spells its words elsewhere (sentence case and hyphenation rely on it). */
  readonly words?: WordEvidence;
};

export type BulletRewrite = {
  readonly text: string;
  readonly reasons: readonly BulletRewriteReason[];
};

type Rewritten = { readonly text: string; readonly reasons: BulletRewriteReason[] };

/**
 * Rewrites a bullet where a safe pattern applies; otherwise returns it as written (trimmed, first
 * letter capitalised).
 *
 * @example rewriteBullet('Elaboración de reportes', { language: 'es', tense: 'ended' }).text // 'Elaboré reportes'
 * @example rewriteBullet('Me encargué de coordinar los despachos.', { language: 'es' }).text // 'Coordiné los despachos.'
 * @example rewriteBullet('Responsible for managing the store', { language: 'en', tense: 'current' }).text // 'Manage the store'
 */
export function rewriteBullet(bullet: string, options: BulletRewriteOptions): BulletRewrite {
  // A list marker the source typed as text ("- ", "-", "• ", "1. ", "a) ", Word's symbol-font "o "
  // and "" read as letters) stays where it is; the duty after it takes the same rewrites as one
  // without.
  const marker =
    /^\s*(?:[-–—•·*>+✓✔➢➤➔→►▪■□◦○●◆◇❖‣⁃\uF0A7\uF0B7\uF0D8\uF0FC]\s*|(?:\d{1,2}[.)]|[a-z]\)|o(?=\s+\p{Lu}))\s+)(?=\p{L})/u.exec(
      bullet,
    )?.[0];
  if (marker !== undefined) {
    const rewrite = rewriteBullet(bullet.slice(marker.length), options);
    // A marker typed against its word ("-Elaboración") stays against it.
    const space = /\s$/u.test(marker) ? ' ' : '';
    return { ...rewrite, text: `${marker.trim()}${space}${rewrite.text}` };
  }
  const words = options.words ?? new Map<string, string>();
  const reasons: BulletRewriteReason[] = [];
  let text = bullet.trim();

  const joined = joinHyphenation(text, options.language, words);
  if (joined !== text) reasons.push('hyphenation');
  text = joined;

  // After a label ("Área: Oficina de Abastecimiento", "Cliente: Minera Pukara") the value names
  // a thing in its own capitals: Title Case there is no sentence to recase. A line all in
  // capitals still is.
  const labelled = isLabelLine(text) && !introducesList(text);
  const sentenceCase =
    toSentenceCase(text, words) ?? (labelled ? null : lowerTitleCase(text, words));
  if (sentenceCase !== null && sentenceCase !== text) {
    reasons.push('sentence-case');
    text = sentenceCase;
  }

  // A title ("Diseño de Interfaz de Tienda Virtual"), a line still in capitals or a label
  // ("Gestión de proyectos:", "Herramientas: …") names a thing or heads a block: it is not a
  // sentence, so its opening is not made into a verb.
  if (
    readsAsTitle(text) ||
    readsAsProjectHeader(text) ||
    // A bullet cut off mid-phrase ("…consulta externa e interconsultas de") is a fragment.
    functionWords.has(foldText(/(\p{L}+)$/u.exec(text)?.[1] ?? '')) ||
    labelled
  ) {
    return finish(text, reasons);
  }

  const tense = tenseOfBullet(text, options.tense ?? null);
  const rewritten =
    options.language === 'es'
      ? rewriteSpanishOpening(text, tense)
      : rewriteEnglishOpening(text, tense);
  const laterClauses =
    options.language === 'es' && rewritten.text !== text
      ? rewriteLaterClauses(rewritten.text, tenseOfOpening(rewritten.text))
      : rewritten.text;
  const opening =
    laterClauses === null ||
    (options.language === 'es' && tense === 'ended' && leavesPresentFormBehind(laterClauses))
      ? { text, reasons: [] }
      : { ...rewritten, text: laterClauses };
  reasons.push(...opening.reasons);
  text = opening.text;

  const possessive = removePossessiveAfterVerb(text, options.language);
  if (possessive !== text) {
    reasons.push('first-person');
    text = possessive;
  }
  return finish(text, reasons);
}

/**
 * A project's or a workplace's header written as a list item: "Ampliación de la planta – Obras
 * civiles (2006 – 2009). Cliente: Minera Pukara", "Organización de eventos · Lima". Its noun
 * names the project, not the person's own deed.
 */
function readsAsProjectHeader(text: string): boolean {
  return /\b(?:cliente|monto|entidad|client)\s*:|\s·\s/iu.test(text);
}

/**
 * The tense of one bullet: a current job's bullet about a finished time ("durante la pandemia
 * (2020 – 2021)", "en la campaña 2022") tells of the past, so its verb takes the preterite. Years
 * inside a code ("D.S. 024-2016-EM", "ISO 9001:2015") or a bullet still going on ("desde 2019")
 * say nothing of it.
 */
function tenseOfBullet(text: string, tense: EntryTense | null): EntryTense | null {
  if (tense !== 'current') return tense;
  const folded = foldText(text);
  // A result with its figure ("Reducción de mermas en 14 %", "Incremento del OEE de 61 % a 74 %")
  // was reached: it is told in the preterite in any job.
  if (resultNoun.test(folded) && /\d/u.test(folded)) return 'ended';
  // "Migración de colas a Kafka; reduje la latencia…": the bullet's own verb says when.
  // Written as the preterite, accent and all ("reporte" is no "reporté").
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const verb = identifySpanishVerb(match[0]);
    const written = match[0].toLocaleLowerCase('es');
    if (verb?.kind === 'preterite' && conjugateVerb(verb.infinitive, 'preterite') === written) {
      return 'ended';
    }
  }
  if (/\b(?:desde|since|a\s+la\s+fecha|actualidad|actualmente|present|hoy)\b/iu.test(text)) {
    return tense;
  }
  const years = [...text.matchAll(/(?<![\d\-:/.])(19[5-9]\d|20\d\d)(?![\d\-:/.])/gu)].map((match) =>
    Number(match[1]),
  );
  const thisYear = new Date().getFullYear();
  return years.length > 0 && years.every((year) => year < thisYear) ? 'ended' : tense;
}

/**
 * "Tomo muestras de Papanicolaou; consejería en planificación familiar": once the opening is a
 * verb, each later clause (after a semicolon or a sentence's stop) that opens with a noun of action
 * takes its verb in the same tense, or the bullet would switch style halfway. Null when such a
 * clause cannot be rewritten: the whole bullet then stays as written.
 */
function rewriteLaterClauses(text: string, tense: VerbTense | null): string | null {
  // An initial or a short abbreviation ("W. Murcott", "Av. Grau") ends no sentence.
  const parts = text.split(
    /(;\s+|(?<!(?:^|\s)(?:\p{Lu}|Av|Jr|Sr|Sra|Srta|Dr|Dra|Ing|Lic|Prof|Mz|Lt|Urb|Dpto|Psje|Mr|Mrs|Ms|St|Nro|No|Inc|Ltd|Corp))\.\s+(?=\p{Lu}))/u,
  );
  for (let index = 2; index < parts.length; index += 2) {
    const clause = parts[index] ?? '';
    const noun = foldText(/^\p{L}+/u.exec(clause)?.[0] ?? '');
    if (findSpanishNominalisation(noun) === null && findSupportVerb(noun) === undefined) {
      // "Supervisé obras; conformidad de valorizaciones": a duty the table cannot make a verb
      // would stand as a noun beside the verbs. Notes ("Tecnologías usadas como React",
      // "experiencia utilizando Kali Linux") and sentences of their own are no duties.
      // So would a sentence of its own with no verb at all ("… para 8 cuentas. Reportes mensuales
      // en Looker Studio."); after a semicolon such a phrase is the result of the duty ("; cero
      // observaciones en 2023").
      // A result stated with its figure reads well without one ("Cero accidentes en 2018.",
      // "Mejor vendedor en diciembre de 2013.").
      const verbless =
        (parts[index - 1] ?? '').startsWith('.') &&
        !/:/u.test(clause) &&
        !/\d|\bcero\b/iu.test(clause) &&
        !clause
          .split(/\s+/u)
          .some((word) => identifySpanishVerb(word) !== null || hasVerbEnding(word));
      const fragment =
        (namesDuty(noun) || /\p{L}{3}(?:dad|ncia)$/u.test(noun) || verbless) &&
        !/^(?:experiencia|tecnologias?|herramientas?)$/u.test(noun) &&
        !/^\p{L}+(?:\s+\p{L}+){0,2}\s*:/u.test(clause);
      if (fragment) return null;
      continue;
    }
    // "preparación para EC-Council CEH": what one prepared for, a note rather than a task.
    if (/^\p{L}+\s+para\s/u.test(foldText(clause))) continue;
    // An opening in another tense ("Trasladaba…", from "Me encargaba del traslado") gives none
    // the clause could take: the bullet stays as written rather than mix tenses.
    if (tense === null) return null;
    const rewritten =
      rewriteSpanishNominal(clause, tense) ??
      rewriteWithSupportVerb(clause, tense) ??
      carryOutNounOfAction(clause, tense);
    if (rewritten === null) return null;
    const separator = parts[index - 1] ?? '';
    parts[index] = separator.startsWith(';')
      ? `${rewritten.charAt(0).toLocaleLowerCase('es')}${rewritten.slice(1)}`
      : rewritten;
  }
  return parts.join('');
}

/**
 * A word ending as a finite Spanish verb, a gerund or a participle does ("redujimos",
 * "crecieron", "subió", "logrando", "usadas"). Nouns end in "-o", "-e" or "-er" too ("Studio",
 * "Looker"), so those endings alone prove nothing.
 */
function hasVerbEnding(word: string): boolean {
  if (/\p{L}{2}[óé]$/u.test(word)) return true;
  return /\p{L}{2}(?:amos|imos|emos|aron|ieron|aba|aban|ia|ian|ando|iendo|ados?|adas?|idos?|idas?)$/u.test(
    foldText(word),
  );
}

/** The tense the rewritten opening's verb is in: the later clauses take the same. */
function tenseOfOpening(text: string): VerbTense | null {
  const verb = identifySpanishVerb(/^\p{L}+/u.exec(text)?.[0] ?? '');
  return verb?.kind === 'preterite' || verb?.kind === 'present' ? verb.kind : null;
}

/**
 * "Archivé y digitalicé documentos; apoyo en conciliaciones": a noun left after a verb in the
 * preterite that is also a present form ("apoyo", "escaneo", "uso") reads as a verb in the
 * present, so the bullet would mix its tenses. True when one opens a later clause.
 */
function leavesPresentFormBehind(rewritten: string): boolean {
  if (rewritten === '' || !startsWithActionVerb(rewritten)) return false;
  // What a colon spells out ("pude implementar: Desarrollo de SPA, …") is a list of things.
  let clauses = rewritten.split(':')[0] ?? '';
  // "Realicé la supervisión de recepción y despacho": after a noun of action with its article,
  // the verb's object, the first clause lists nouns like it ("y despacho" reads as one of them),
  const carried = /^\p{L}+\s+(?:el|la)\s+(\p{L}+)/u.exec(foldText(clauses));
  // "Apoyé en facturación, archivo y atención…", "Brindé apoyo en compras y archivo": what the
  // help was given in is listed after "en", every item of it a noun.
  const helpedIn = /^(?:apoye|brinde apoyo|brindo apoyo|participe|colabore)\s+en\s/u.test(
    foldText(clauses),
  );
  if (helpedIn || (carried?.[1] !== undefined && namesDuty(carried[1]))) {
    clauses = clauses.slice((/^[^;.]*/u.exec(clauses)?.[0] ?? '').length);
  }
  for (const match of clauses.matchAll(
    /(?:[;.,]\s+|\s[ye]\s+)(\p{L}+)(?!\s+del?\s+(?!forma|manera|modo)\p{L})/gu,
  )) {
    // "… y archivo de expedientes", "cambio de aceite": a "de" that ties a thing to the word
    // makes it the noun; no verb of a duty takes its object with "de".
    if (identifySpanishVerb(match[1] ?? '')?.kind === 'present') return true;
  }
  return false;
}

/** Whether an object after "de" opens with a field of work ("enfermería", "obstetricia"). */
function namesFieldOfWork(object: string): boolean {
  return /^(?:enfermeria|obstetricia|odontologia|psicologia|nutricion)\b/u.test(foldText(object));
}

// Nouns of a result reached, not of a task carried on.
const resultNoun =
  /^(?:reduccion|incremento|aumento|ahorro|recuperacion|disminucion|mejora|automatizacion|migracion)\b/u;

function firstWordOf(text: string): string {
  return /^\p{L}+/u.exec(text)?.[0] ?? '';
}

/** Capitalises a bullet that is a sentence and lists the reasons in the report's order. */
function finish(text: string, reasons: BulletRewriteReason[]): BulletRewrite {
  // A bullet that starts mid-sentence ("de las cuales…", "(dd/mm)", "1 año…") is a fragment of
  // the line before: a capital would dress it up as a sentence, so it stays as written.
  const firstWord = /^\p{L}+/u.exec(text)?.[0];
  // A line that opens with an address ("https://…", "www.…") is a link: a capital would break it.
  const fragment =
    firstWord === undefined || functionWords.has(foldText(firstWord)) || opensWithAddress(text);
  const capitalised = fragment ? text : capitaliseFirstLetter(text);
  if (capitalised !== text && reasons.length === 0) reasons.push('capital');
  return {
    text: capitalised,
    reasons: bulletRewriteReasons.filter((reason) => reasons.includes(reason)),
  };
}

/** "https://tienda.pe", "www.tienda.pe", "ventas@tienda.pe": a web or mail address. */
function opensWithAddress(text: string): boolean {
  // A bare domain counts with its path ("github.com/ana/app"), not alone ("Ventas.pe").
  return /^(?:[a-z][a-z\d+.-]*:\/\/|www\.|[\w.+-]+@[\w-]+\.|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/)/iu.test(
    text,
  );
}

/**
 * True when a line ending in a colon is a sentence that leads into a list ("Participación en los
 * siguientes proyectos:"), not a label ("Gestión de proyectos:", "Tecnologías: …"): five words or
 * more and no other colon. Its opening is a duty's and takes the same rewrites.
 */
function introducesList(text: string): boolean {
  const trimmed = text.trim();
  return (
    /:$/u.test(trimmed) &&
    trimmed.indexOf(':') === trimmed.length - 1 &&
    trimmed.split(/\s+/u).length >= 5
  );
}

/**
 * True when a bullet reads as a title or a heading, not a sentence: every content word after the
 * first is capitalised (three or more of them: "Diseño de Interfaz de Tienda Virtual"), or the
 * line is still in capitals. Acronyms ("SAP", "PC") count for neither.
 */
function readsAsTitle(text: string): boolean {
  if (/\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text)) return true;
  const words = (text.match(/\p{L}{3,}/gu) ?? [])
    .slice(1)
    .filter((word) => !functionWords.has(foldText(word)));
  if (words.some((word) => /^\p{Ll}/u.test(word))) return false;
  // A tool's name is capitalised in any sentence ("Desarrollo de APIs REST en Java Spring Boot"):
  // it says nothing of Title Case.
  return (
    words.filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !toolNameWords.has(foldText(word)))
      .length >= 3
  );
}

/**
 * The words of the tools' names in the skills vocabulary ("java", "spring", "boot", "power"); not
 * their aliases, which hold ordinary words ("sistema", "gestión").
 */
const toolNameWords: ReadonlySet<string> = new Set(
  skillsVocabulary
    .filter((term) => term.tool === true)
    .flatMap((term) => foldText(term.term).match(/\p{L}{3,}/gu) ?? []),
);

/**
 * A bullet in Title Case ("Elaboración De Reportes Mensuales") in sentence case, when the CV
 * writes every capitalised word in lower case elsewhere (so none is a name); else null.
 */
function lowerTitleCase(text: string, words: WordEvidence): string | null {
  const matches = [...text.matchAll(/\p{L}+/gu)].slice(1);
  const capitalised = matches.filter((match) => /^\p{Lu}\p{Ll}/u.test(match[0]));
  const lowerContent = matches.some(
    (match) => /^\p{Ll}/u.test(match[0]) && !functionWords.has(foldText(match[0])),
  );
  if (capitalised.length < 2 || lowerContent) return null;
  let result = text;
  for (const match of capitalised.reverse()) {
    const folded = foldText(match[0]);
    const spelled = words.get(folded);
    const lower = match[0].toLocaleLowerCase('es');
    const ordinary = functionWords.has(folded) || (spelled !== undefined && spelled === lower);
    if (!ordinary) return null;
    result = `${result.slice(0, match.index)}${lower}${result.slice(match.index + match[0].length)}`;
  }
  return result;
}

const spanishTenseOf: Record<EntryTense, VerbTense> = { ended: 'preterite', current: 'present' };

// "Me encargué de…", "Estuve a cargo de…": the tense of the opening decides the verb's tense.
const delegationOpenings: readonly { readonly pattern: RegExp; readonly tense: VerbTense }[] = [
  {
    pattern:
      /^(?:me\s+encargue|me\s+ocupe|estuve\s+encargad[oa]|fui\s+encargad[oa]|estuve\s+a\s+cargo|fui\s+(?:el\s+|la\s+)?responsable)\s+(del?)\s+/u,
    tense: 'preterite',
  },
  {
    pattern:
      /^(?:me\s+encargaba|me\s+ocupaba|estaba\s+encargad[oa]|estaba\s+a\s+cargo|era\s+(?:el\s+|la\s+)?responsable)\s+(del?)\s+/u,
    tense: 'imperfect',
  },
  {
    pattern:
      /^(?:me\s+encargo|me\s+ocupo|estoy\s+encargad[oa]|estoy\s+a\s+cargo|soy\s+(?:el\s+|la\s+)?responsable|he\s+sido\s+(?:el\s+|la\s+)?responsable)\s+(del?)\s+/u,
    tense: 'present',
  },
];

// "Mi función era registrar…": rewritten only when a verb or noun of the table follows.
const dutyOpenings: readonly { readonly pattern: RegExp; readonly tense: VerbTense }[] = [
  {
    pattern:
      /^mis?\s+(?:funcion|labor|tarea|responsabilidad|trabajo|rol|papel)(?:es)?\s+(?:era|eran|consistia\s+en)\s+/u,
    tense: 'imperfect',
  },
  {
    pattern:
      /^mis?\s+(?:funcion|labor|tarea|responsabilidad|trabajo|rol|papel)(?:es)?\s+(?:fue|fueron)\s+/u,
    tense: 'preterite',
  },
  {
    pattern:
      /^mis?\s+(?:funcion|labor|tarea|responsabilidad|trabajo|rol|papel)(?:es)?\s+(?:es|son|consiste\s+en)\s+/u,
    tense: 'present',
  },
];

// A duty frame without a person: "Responsable de…", "Encargada del…", "A cargo de…".
// "Encargado(a) de…", "Encargado/a de…": the form written for either gender is the same frame.
const spanishDutyFrame = /^(?:responsable|encargad[oa](?:\s?\(a\)|\/a)?|a\s+cargo)\s+(del?)\s+/u;

function rewriteSpanishOpening(bullet: string, entryTense: EntryTense | null): Rewritten {
  // foldText keeps one character per character, so lengths matched on the folded text cut the
  // original text at the same place.
  let text = bullet;
  const reasons: BulletRewriteReason[] = [];
  // "Nosotros implementamos…" → "Implementamos…": the verb keeps its plural (the work was a
  // team's), only the pronoun goes.
  const pronoun = /^(?:yo|nosotr[oa]s)\s+/u.exec(foldText(text));
  if (pronoun) {
    text = text.slice(pronoun[0].length);
    reasons.push('first-person');
  }
  const folded = foldText(text);
  const jobTense = entryTense === null ? null : spanishTenseOf[entryTense];
  // "Atención al detalle" names a quality the person has, not a service given.
  if (namesAttentionToDetail(folded)) return { text, reasons };

  // "He implementado…": the first-person perfect reads as the preterite.
  const perfect = /^he\s+(\p{L}+)/u.exec(folded);
  const participle = perfect?.[1] === undefined ? null : identifySpanishVerb(perfect[1]);
  if (perfect && participle?.kind === 'participle') {
    const verb = conjugateVerb(participle.infinitive, 'preterite');
    if (verb !== null) {
      return {
        text: `${verb}${text.slice(perfect[0].length)}`,
        reasons: [...reasons, 'direct-verb'],
      };
    }
  }

  // "Se logró reducir…": the person's own result told impersonally. The verb's own past says
  // when, so no job tense is needed; the first person says who ("Logré reducir…").
  // The word as written: without its accent "logró" would read as "logro".
  const impersonal = /^se\s+(\p{L}+)/u.exec(folded);
  const reported =
    impersonal?.[1] === undefined
      ? null
      : identifySpanishVerb(
          text.slice(impersonal[0].length - impersonal[1].length, impersonal[0].length),
        );
  // "Se implementaron mejoras": the same told of plural results.
  const reportedInfinitive =
    reported?.kind === 'preteriteThird'
      ? reported.infinitive
      : impersonal?.[1] === undefined
        ? null
        : readPluralPreterite(impersonal[1]);
  if (
    impersonal &&
    reportedInfinitive !== null &&
    (impersonalResultVerbs.has(reportedInfinitive) ||
      readsAsPassiveWithObject(reportedInfinitive, folded.slice(impersonal[0].length)))
  ) {
    const verb = conjugateVerb(reportedInfinitive, 'preterite');
    if (verb !== null) {
      return {
        text: `${capitaliseFirstLetter(verb)}${text.slice(impersonal[0].length)}`,
        reasons: [...reasons, 'action-verb'],
      };
    }
  }

  for (const { pattern, tense } of delegationOpenings) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const rest = restAfterDe(text.slice(match[0].length), match[1]);
    const duty = dropRepeatedDe(
      rewriteSpanishDuty(rest, tense) ??
        carryOutSpanishObject(text.slice(match[0].length), match[1], tense) ??
        manageSpanishObject(text.slice(match[0].length), match[1], tense),
    );
    reasons.push('first-person');
    if (duty !== null) return { text: duty, reasons: [...reasons, 'direct-verb'] };
    return { text: `Responsable ${match[1]} ${text.slice(match[0].length)}`, reasons };
  }
  for (const { pattern, tense } of dutyOpenings) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const duty = rewriteSpanishDuty(text.slice(match[0].length), tense);
    if (duty !== null) return { text: duty, reasons: [...reasons, 'first-person', 'direct-verb'] };
    return { text, reasons };
  }

  if (jobTense === null) return { text, reasons };
  const frame = spanishDutyFrame.exec(folded);
  if (frame?.[1]) {
    const object = text.slice(frame[0].length);
    const duty = dropRepeatedDe(
      rewriteSpanishDuty(restAfterDe(object, frame[1]), jobTense) ??
        carryOutSpanishObject(object, frame[1], jobTense) ??
        manageSpanishObject(object, frame[1], jobTense),
    );
    return duty === null ? { text, reasons } : { text: duty, reasons: [...reasons, 'action-verb'] };
  }
  if (!startsWithActionVerb(text) || readsAsNounWithAdjective(folded)) {
    // "Apoyo en proyectos…" in a current job is its own present form, which still reads as the
    // noun: the verb of support says it ("Brindo apoyo en proyectos…").
    const ownVerb = rewriteSpanishNominal(text, jobTense);
    const candidates = [
      ownVerb,
      rewriteSpanishParticiple(text),
      rewriteWithSupportVerb(text, jobTense),
    ].filter((candidate): candidate is string => candidate !== null && candidate !== text);
    // A noun made its own verb ("Recepción, verificación…" → "Recibo, verifico…") reads better
    // than a verb of support, even where that verb is also a noun ("recibo"); the noun carried
    // out as written is the last resort.
    const changedWord =
      ownVerb !== null && foldText(firstWordOf(ownVerb)) !== foldText(firstWordOf(text));
    const nominal =
      (changedWord ? ownVerb : undefined) ??
      candidates.find((candidate) => startsWithActionVerb(candidate)) ??
      candidates[0] ??
      carryOutNounOfAction(text, jobTense) ??
      undefined;
    if (nominal !== undefined) return { text: nominal, reasons: [...reasons, 'action-verb'] };
  }
  const retensed = retenseSpanishVerb(text, jobTense);
  // A present that reads as a noun ("Inventariar equipos" → "Inventario equipos") would trade a
  // verb for a noun: the bullet stays as written.
  if (retensed !== null && !readsOnlyAsNoun(/^\p{L}+/u.exec(retensed)?.[0] ?? '')) {
    const wasVerb = startsWithActionVerb(text);
    return { text: retensed, reasons: [...reasons, wasVerb ? 'tense' : 'action-verb'] };
  }
  return { text, reasons };
}

/**
 * True when "Se" + a preterite of an everyday task (vocabulary: impersonalTaskVerbs) is a passive
 * with its object right after it: "Se registraron las compras", "Se archivaron documentos". An
 * object that opens with an article or a plural noun is a task done. A number ("Se atendieron 40
 * pedidos diarios") may be the volume of the whole workplace, not the person's own; a preposition
 * ("Se capacitó en Excel") or "como" is the person's own "se"; people as the object would need
 * the personal "a". Those stay as written.
 */
function readsAsPassiveWithObject(infinitive: string, rest: string): boolean {
  if (!impersonalTaskVerbs.has(infinitive)) return false;
  // People as the object ("Se capacitó el personal") would need the personal "a": left as written.
  if (personalObjectMarker([infinitive], rest.trim(), 'de') !== undefined) return false;
  const next = /^\s*(\p{L}+)/u.exec(rest)?.[1];
  if (next === undefined) return false;
  // "Se brindó soporte a usuarios", "Se brindó asistencia técnica": a service given.
  if (/^(?:el|la|los|las|un|una|unos|unas)$/u.test(next) || findSupportVerb(next) === 'brindar') {
    return true;
  }
  // A bare plural noun: "documentos", "facturas" (not "clases" of "en clases", which needs "en").
  return /^\p{L}{3,}s$/u.test(next) && !functionWords.has(next) && !isAdjectiveLike(next);
}

/** "nuevas", "diversos", "diarios": an adjective before the noun is no object's first word. */
function isAdjectiveLike(folded: string): boolean {
  return /^(?:nuev|divers|diari|mensual|principal)/u.test(folded);
}

/**
 * The infinitive of a regular third-person plural preterite of the table ("implementaron" →
 * "implementar", "ejecutaron" → "ejecutar"), or null. `folded` is the folded word.
 */
function readPluralPreterite(folded: string): string | null {
  // An irregular plural is the singular's stem: "redujeron" (redujo), "obtuvieron" (obtuvo),
  // "construyeron" (construyó).
  const singular = /^(\p{L}{2,}(?:j|uv|y))i?eron$/u.exec(folded)?.[1];
  const third = singular === undefined ? null : identifySpanishVerb(`${singular}o`);
  if (third?.kind === 'preteriteThird') return third.infinitive;
  const stem = /^(\p{L}{2,})(aron|ieron)$/u.exec(folded);
  if (!stem?.[1] || !stem[2]) return null;
  const endings = stem[2] === 'aron' ? ['ar'] : ['er', 'ir'];
  for (const ending of endings) {
    const verb = identifySpanishVerb(`${stem[1]}${ending}`);
    if (verb?.kind === 'infinitive') return verb.infinitive;
  }
  return null;
}

// Adjective endings ("administrativo", "presupuestal", "técnico", "diario") that no plural
// object of a verb has.
const adjectiveShape = /^\p{L}{3,}(?:iv[oa]|al|ic[oa]|ari[oa])$/u;

/**
 * True when a present form that is also a noun of action is followed by an adjective: "Apoyo
 * administrativo en…", "Control presupuestal de obras" name the work; the verb would take an
 * object there ("Apoyo a la gerencia", "Controlo inventarios").
 */
function readsAsNounWithAdjective(folded: string): boolean {
  const match = /^(\p{L}+)\s+(\p{L}+)/u.exec(folded);
  if (!match?.[1] || !match[2]) return false;
  return isNounLikeSpanishForm(match[1]) && adjectiveShape.test(match[2]);
}

/** "del desarrollo de…" after a frame is "el desarrollo de…"; "de coordinar…" is "coordinar…". */
function restAfterDe(rest: string, preposition: string | undefined): string {
  return preposition === 'del' ? `el ${rest}` : rest;
}

// Openings after "Responsable de" that are no thing in someone's charge: a clause ("de que los
// pedidos…"), the person's own possessive ("de mi área").
const notAnObject = /^(?:que|como|cuando|donde|si|lo|mi|mis|nuestr[oa]s?)$/u;

/**
 * Being in charge of a task carried out in steps is carrying it out: "Encargada del seguimiento de
 * obras" → "Realicé el seguimiento de obras", "Responsable del mantenimiento preventivo de
 * equipos" → "Realicé el mantenimiento preventivo de equipos" (not "Gestioné el seguimiento…").
 * Only for a noun whose verb of support is "realizar", with its article: the task keeps its noun.
 */
function carryOutSpanishObject(
  object: string,
  preposition: string | undefined,
  tense: VerbTense,
): string | null {
  const withArticle = preposition === 'del' ? `el ${object}` : object;
  const match = /^(el|la|los|las)\s+(\p{L}+)\s+\p{L}/u.exec(foldText(withArticle));
  if (preposition === undefined || !match?.[2] || findSupportVerb(match[2]) !== 'realizar') {
    return null;
  }
  const verb = conjugateVerb('realizar', tense);
  return verb === null ? null : capitaliseFirstLetter(`${verb} ${withArticle}`);
}

/**
 * Being in charge of a thing is managing it: "Responsable de la caja chica" → "Gestioné la caja
 * chica", "Encargada de la caja 2" → "Gestioné la caja 2", "Estuve a cargo del almacén" → "Gestioné el
 * almacén". `object` is what followed the frame's "de"/"del". Null for people ("del personal":
 * they are led, not managed), a verb the table lacks ("de cautelar…", "de reponiendo…"), a
 * clause, a one-word charge (a role's title) or a bare noun whose article is unsure.
 */
function manageSpanishObject(
  object: string,
  preposition: string | undefined,
  tense: VerbTense,
): string | null {
  if (preposition !== 'de' && preposition !== 'del') return null;
  const words = [...foldText(object).matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]);
  const first = words[0];
  // A one-word charge ("Encargada de caja", "Responsable de turno") reads as a role's title.
  if (first === undefined || words.length < 2 || notAnObject.test(first)) return null;
  if (
    preposition === 'de' &&
    (verbShapes.infinitive.test(first) || verbShapes.gerund.test(first))
  ) {
    return null;
  }
  if (words.slice(0, 3).some((word) => /^personas?$/u.test(word))) return null;
  // "Responsable de la gestión comercial" → "Gestioné la gestión…" says it twice.
  if (words.slice(0, 2).includes('gestion')) return null;
  if (personalObjectMarker(['gestionar'], object, preposition) !== undefined) return null;
  const article = preposition === 'del' ? 'el ' : articleForObject(object);
  const verb = conjugateVerb('gestionar', tense);
  if (article === null || verb === null) return null;
  return capitaliseFirstLetter(`${verb} ${article}${object}`);
}

/**
 * What follows a duty frame: "coordinar los despachos" → "Coordiné los despachos"; "la elaboración
 * de los reportes" → "Elaboré los reportes"; null when it starts with neither.
 */
function rewriteSpanishDuty(duty: string, tense: VerbTense): string | null {
  const folded = foldText(duty);
  const first = /^(\p{L}+)(?=[\s,.;]|$)/u.exec(folded)?.[1];
  if (first !== undefined && identifySpanishVerb(first)?.kind === 'infinitive') {
    const verb = conjugateVerb(first, tense);
    // "de recibir y despachar mercadería" → "Recibí y despaché mercadería": every listed
    // infinitive takes the tense, or the bullet stays as written ("Recibí y despachar" reads worse).
    const rest = conjugateListedInfinitives(duty.slice(first.length), tense);
    if (verb === null || rest === null) return null;
    // "de proyectar la carga…" → "Proyecto la carga…" would read as the noun: not written.
    if (readsOnlyAsNoun(verb)) return null;
    return capitaliseFirstLetter(`${verb}${rest}`);
  }
  const article = /^(?:la|el|las|los)\s+/u.exec(folded);
  return rewriteSpanishNominal(duty.slice(article?.[0].length ?? 0), tense);
}

/**
 * The rest of a duty after its first infinitive, with each infinitive listed after ",", ";" or "y"
 * conjugated too: " y despachar mercadería" → " y despaché mercadería". An infinitive inside a
 * phrase ("para presentar a gerencia") stays, and so does one listed after it ("para revisar y
 * aprobar"), which belongs to the phrase. Null when a listed infinitive is not in the table or
 * carries a pronoun ("y brindarles…"): one verb conjugated and the next not would read worse.
 */
function conjugateListedInfinitives(rest: string, tense: VerbTense): string | null {
  const folded = foldText(rest);
  const words = [...folded.matchAll(/\p{L}+/gu)];
  let result = '';
  let copied = 0;
  let inner = false;
  for (const [index, match] of words.entries()) {
    const word = match[0];
    const verb = identifySpanishVerb(word);
    // "brindarles": an infinitive with a pronoun glued to it is one too.
    const bare = word.replace(encliticPronoun, '');
    const infinitive =
      verb === null
        ? verbShapes.infinitive.test(word) || verbShapes.infinitive.test(bare)
        : verb.kind === 'infinitive';
    if (!infinitive) continue;
    const previous = words[index - 1];
    const gap = folded.slice(
      previous === undefined ? 0 : previous.index + previous[0].length,
      match.index,
    );
    const listed = /[,;]/u.test(gap) || /^[ye]$/u.test(previous?.[0] ?? '');
    if (!listed) {
      inner = true;
      continue;
    }
    if (inner) continue;
    const form = verb === null ? null : conjugateVerb(verb.infinitive, tense);
    if (form === null) return null;
    result += `${rest.slice(copied, match.index)}${form}`;
    copied = match.index + word.length;
  }
  return `${result}${rest.slice(copied)}`;
}

/**
 * "Recopilación y organización de documentos" → "Recopilé y organicé documentos"; "Participación
 * en reuniones" → "Participé en reuniones". Null unless the bullet opens with nouns of the table
 * joined by "," or "y" and then "de"/"del" or a preposition the verb keeps, and every further duty
 * of a list can be rewritten too (half a list rewritten would read worse than none).
 */
function rewriteSpanishNominal(text: string, tense: VerbTense): string | null {
  const folded = foldText(text);
  if (termNouns.has(/^\p{L}+/u.exec(folded)?.[0] ?? '')) return null;
  const verbs: string[] = [];
  const separators: string[] = [];
  let position = 0;
  for (;;) {
    const noun = /^(\p{L}+)/u.exec(folded.slice(position));
    const nominal = noun?.[1] === undefined ? null : findSpanishNominalisation(noun[1]);
    if (!noun || nominal === null) return null;
    const verb = conjugateVerb(nominal.verb, tense);
    if (verb === null) return null;
    verbs.push(verb);
    position += noun[0].length;
    const separator = /^(?:\s*,\s*|\s+[ye]\s+)/u.exec(folded.slice(position));
    if (!separator) break;
    separators.push(text.slice(position, position + separator[0].length));
    position += separator[0].length;
  }
  // "Desarrollo en equipo del producto" → "Desarrollé en equipo el producto": how the work was
  // done stays right after its verb.
  const manner = /^\s+en\s+equipo(?=\s+del?\s)/u.exec(folded.slice(position));
  const mannerText = manner ? text.slice(position, position + manner[0].length) : '';
  position += mannerText.length;
  const preposition = /^\s+(\p{L}+)\s+/u.exec(folded.slice(position));
  const word = preposition?.[1];
  if (!preposition || word === undefined) return null;
  const nouns = [...folded.slice(0, position).matchAll(/\p{L}+/gu)]
    .map((match) => match[0])
    .filter((noun) => !/^[ye]$/u.test(noun));
  let kept: string;
  const object = text.slice(position + preposition[0].length);
  const infinitives = nouns.map((noun) => findSpanishNominalisation(noun)?.verb ?? '');
  const personal =
    word === 'de' || word === 'del' ? personalObjectMarker(infinitives, object, word) : undefined;
  if (personal === null) return null;
  // "Atención y medición de calzado": one attends to people, so "atención" shares no other
  // verb's object unless that object is people ("Atendí y medí el calzado").
  if (
    nouns.length > 1 &&
    nouns.includes('atencion') &&
    (word === 'de' || word === 'del') &&
    personal === undefined
  ) {
    return null;
  }
  // "Registro de compras y ventas electrónicos": a masculine adjective after feminine things
  // agrees with the noun of action, which names a ledger ("Registré … ventas electrónicos").
  if (
    (word === 'de' || word === 'del') &&
    /\b\p{L}{3,}as\s+\p{L}{3,}(?:icos|ivos|arios|ados|idos)\b/u.test(
      foldText(object).split(/[;:.(]/u)[0] ?? '',
    )
  ) {
    return null;
  }
  // "Atención de enfermería al paciente", "Cuidados de enfermería": the field names the kind of
  // work, not its object ("Atendí la enfermería").
  if (word === 'de' && namesFieldOfWork(object)) return null;
  // "Reducción de 15 % en horas extra": a figure is no object ("Reduje 15 % en…").
  if (/^\d[\d.,]*\s*%/u.test(object)) return null;
  // "Cuadre de caja diario", "Control de calidad interno": an adjective that does not agree with
  // the object belongs to the noun of action, and would be left beside the object ("Cuadré la
  // caja diario").
  if (word === 'de' && articleForObject(object) === 'la ' && leavesAdjectiveUnagreed(object)) {
    return null;
  }
  if (personal !== undefined) kept = personal;
  else if (word === 'de') {
    // "Cuadre de caja" → "Cuadré la caja": a bare singular object takes the article a verb's
    // object needs; where its gender is unsure the bullet stays as written.
    const article = articleForObject(object);
    if (article === null) return null;
    kept = article;
  } else if (word === 'del') kept = 'el ';
  else if (
    // "Atención y venta al público" → "Atendí y vendí al público": the preposition stays when
    // every verb of the list takes it.
    nouns.every((noun) => findSpanishNominalisation(noun)?.prepositions?.includes(word) === true)
  ) {
    const start = position + preposition[0].indexOf(word);
    kept = `${text.slice(start, start + word.length)} `;
  } else return null;
  let rest = text.slice(position + preposition[0].length);
  // "Recepción de documentos y canalización a las áreas": a second duty the table cannot turn into
  // a verb would be left a noun after the first one's verb ("Recibí documentos y canalización a…").
  const unknownDuty = listedNounOfAction.exec(foldText(rest))?.[1];
  if (unknownDuty !== undefined && findSpanishNominalisation(unknownDuty) === null) return null;
  // "…de reportes y gestión de compras": the next duty is rewritten the same way, or nothing is.
  // "Apoyo en obras: inspecciones, metrados y elaboración de expedientes": what follows a colon
  // spells out the object, and what follows a semicolon is a clause of its own; neither holds a
  // second duty of the opening verb.
  const found = findNextDuty(outsideBrackets(foldText(rest).split(/[:;]/u)[0] ?? ''));
  // "Apoyo en auditorías y control de procesos": the tasks one helped with are not one's own
  // ("Apoyé en auditorías y realicé control…"). After "en" the whole list stays what the help
  // was given in, as the source lists it ("Apoyé en auditorías y control de procesos"); after
  // any other word a later noun of action might be a duty of its own: the bullet stays.
  const helped = nouns.some((noun) => /^apoyos?$/u.test(noun));
  const helpedWith = helped && word === 'en';
  if (found !== null && helped && !helpedWith) return null;
  const next = helpedWith ? null : found;
  if (next !== null && mayBelongToObject(foldText(rest), next)) return null;
  // After a preposition the verb keeps ("Apoyé en la elaboración y análisis de…"), every noun
  // of the list hangs from it; only a direct object would take them as things.
  const directObject = word === 'de' || word === 'del';
  // After a comma the list goes on past the preposition's object ("Coordiné con la supervisión,
  // llenado del cuaderno de obra…"): one more duty there is the opening verb's as well.
  if (next === null && !helpedWith && listsDutyLeftNoun(foldText(rest), !directObject)) return null;
  if (next !== null) {
    // "y la atención a clientes" → "y atendí a clientes": the article goes with the noun.
    // "y control estricto de…", "y seguimiento de…": a verb of support where the noun's own
    // verb cannot take its place.
    const duty = rest.slice(next.noun);
    const following = rewriteSpanishNominal(duty, tense) ?? rewriteWithSupportVerb(duty, tense);
    if (following === null) return null;
    const verb = /^\p{L}+/u.exec(following)?.[0] ?? '';
    rest = `${rest.slice(0, next.start)}${verb.toLocaleLowerCase('es')}${following.slice(verb.length)}`;
  }
  const opening = verbs.map((verb, index) => `${verb}${separators[index] ?? ''}`).join('');
  const joined = capitaliseFirstLetter(`${opening}${mannerText} ${kept}${rest}`);
  if (word !== 'de' && word !== 'del') return joined;
  const dropped = dropRepeatedDe(joined);
  // "Atendí la central telefónica y de visitas": a bare "de" still tied to the noun that became
  // the verb; which noun it hangs from is unsure ("seguros oncológicos y de sepelio"), so the
  // bullet stays as written.
  return /(?:\s[ye]|,)\s+del?\s/u.test(foldText(dropped).split(/[;:.]/u)[0] ?? '') ? null : dropped;
}

/**
 * A feminine object followed by a masculine adjective in lower case ("calidad interno", "caja
 * diario", "atención integral"… not: "-al" agrees with both): the adjective qualified the noun of
 * action.
 */
function leavesAdjectiveUnagreed(object: string): boolean {
  const [, second] = object.split(/\s+/u);
  if (second === undefined || !/^\p{Ll}/u.test(second)) return false;
  const folded = foldText(second);
  return (
    /^\p{L}{3,}o$/u.test(folded) && !functionWords.has(folded) && !/^(?:como|modo)$/u.test(folded)
  );
}

/**
 * "Elaboré el informe mensual y del padrón nominal" → "Elaboré el informe mensual y el padrón
 * nominal": once a noun of action is a verb, the "de" that tied each of its objects to the noun
 * goes from every one of them, not only the first.
 */
function dropRepeatedDe(text: string): string;
function dropRepeatedDe(text: string | null): string | null;
function dropRepeatedDe(text: string | null): string | null {
  // Only before an article: a bare "y de" may tie a kind to a noun ("seguros oncológicos y de
  // sepelio"), where it carries the meaning.
  return (
    text?.replace(/(\s[ye]|,)\s+(?:del\s+|de\s+(?=(?:la|las|los)\s))/gu, (match, before: string) =>
      /del\s+$/u.test(match) ? `${before} el ` : `${before} `,
    ) ?? null
  );
}

/**
 * A participle opening with its object ("Realizado el inventario anual", "Elaboradas las guías de
 * campo") → "Realicé el inventario anual": a finished deed, in the preterite whatever the job's
 * dates. Only before an article, so a participle describing the person ("Capacitado en…",
 * "Certificado por…") is never read as a deed.
 */
function rewriteSpanishParticiple(text: string): string | null {
  const match = /^(\p{L}+)(?=\s+(?:el|la|los|las|un|una|unos|unas)\s)/u.exec(foldText(text));
  const word = match?.[1];
  if (word === undefined) return null;
  // The table knows the masculine singular; "realizada", "realizados" are the same participle.
  const masculine = word.replace(/(?:a|os|as)$/u, 'o');
  const verb = identifySpanishVerb(masculine);
  if (verb?.kind !== 'participle') return null;
  const form = conjugateVerb(verb.infinitive, 'preterite');
  return form === null ? null : capitaliseFirstLetter(`${form}${text.slice(word.length)}`);
}

/**
 * Nouns of action that name a trade's term, whose own verb says something else: "Mantenimiento de
 * laboratorios" is no "Mantuve laboratorios" (kept them), "Análisis de hematología" no "Analicé
 * la hematología" (studied it). They take their verb of support: "Realicé mantenimiento de…".
 */
const termNouns: ReadonlySet<string> = new Set(['mantenimiento', 'analisis']);

/**
 * The verb that goes with a noun of action a direct rewrite cannot turn into its own verb: the
 * noun is followed by an adjective ("Mantenimiento preventivo de motores") or heads a list of
 * other nouns ("Atención de pacientes, agenda de citas y cobranza"). A closed list: services are
 * given ("Brindé atención…"), tasks are carried out ("Realicé mantenimiento…").
 */
type SupportVerb = 'brindar' | 'realizar' | 'desempeñar';
const supportVerbs: Readonly<Record<string, SupportVerb>> = {
  atencion: 'brindar',
  asesoria: 'brindar',
  asesoramiento: 'brindar',
  apoyo: 'brindar',
  soporte: 'brindar',
  asistencia: 'brindar',
  orientacion: 'brindar',
  acompanamiento: 'brindar',
  capacitacion: 'brindar',
  consultoria: 'brindar',
  consejeria: 'brindar',
  tutoria: 'brindar',
  // "Mentoría a 3 desarrolladores junior": guidance given, like a tutorship.
  mentoria: 'brindar',
  mantenimiento: 'realizar',
  analisis: 'realizar',
  control: 'realizar',
  seguimiento: 'realizar',
  monitoreo: 'realizar',
  modelamiento: 'realizar',
  modelado: 'realizar',
  diagnostico: 'realizar',
  inspeccion: 'realizar',
  auditoria: 'realizar',
  evaluacion: 'realizar',
  calculo: 'realizar',
  digitacion: 'realizar',
  cobranza: 'realizar',
  limpieza: 'realizar',
  reparacion: 'realizar',
  instalacion: 'realizar',
  vacunacion: 'realizar',
  levantamiento: 'realizar',
  inventario: 'realizar',
  entrevista: 'realizar',
  encuesta: 'realizar',
  // Tasks carried out, where an adjective or a list keeps the noun's own verb from its place:
  // "Reclutamiento masivo para campañas" → "Realicé reclutamiento masivo para campañas".
  reclutamiento: 'realizar',
  programacion: 'realizar',
  cierre: 'realizar',
  diseno: 'realizar',
  cambio: 'realizar',
  tendido: 'realizar',
  montaje: 'realizar',
  verificacion: 'realizar',
  ponderacion: 'realizar',
  determinacion: 'realizar',
  declaracion: 'realizar',
  recepcion: 'realizar',
  admision: 'realizar',
  cobro: 'realizar',
  corte: 'realizar',
  armado: 'realizar',
  integracion: 'realizar',
  orquestacion: 'realizar',
  // Everyday tasks of shops, offices, wards and sites, named with an adjective or a list after
  // them: "Cuadre diario de caja", "Venta cruzada de tarjetas", "Triaje, toma de muestras y…".
  planificacion: 'realizar',
  venta: 'realizar',
  cuadre: 'realizar',
  arqueo: 'realizar',
  revision: 'realizar',
  conteo: 'realizar',
  toma: 'realizar',
  llenado: 'realizar',
  registro: 'realizar',
  conciliacion: 'realizar',
  liquidacion: 'realizar',
  consolidacion: 'realizar',
  reposicion: 'realizar',
  preparacion: 'realizar',
  dispensacion: 'realizar',
  triaje: 'realizar',
  tamizaje: 'realizar',
  etiquetado: 'realizar',
  rotulado: 'realizar',
  cuidado: 'brindar',
};

/**
 * "Mantenimiento preventivo y correctivo de equipos" → "Realicé mantenimiento preventivo y
 * correctivo de equipos": the one word added is a verb of the closed list, every word of the
 * bullet stays. Only for a duty line that opens with a noun of `supportVerbs` (singular or
 * plural) followed by more words, never a label ("Control: …") or a noun alone ("Análisis"),
 * which may be a skill rather than a duty.
 */
function rewriteWithSupportVerb(text: string, tense: VerbTense): string | null {
  // "Triaje, toma de muestras y…": a list may open with the bare noun.
  const match = /^(\p{L}+)(?=,?\s+\p{L})/u.exec(text);
  const noun = match?.[1];
  // Two words ("Asistencia administrativa", "Soporte técnico") may name an area or a skill.
  if (noun === undefined || !isDutyLine(text) || text.split(/\s+/u).length < 3) return null;
  // An acronym or a word in capitals is a name, not a noun of action.
  if (!/^\p{Lu}?\p{Ll}+$/u.test(noun)) return null;
  const support = findSupportVerb(noun);
  if (support === undefined) return null;
  const folded = foldText(text);
  // "Auditorías BASC sin observaciones mayores": audits the workplace passed, not carried out.
  if (
    /^(?:auditoria|inspeccion|fiscalizacion)/u.test(folded) &&
    /\bsin observaciones\b/u.test(folded)
  ) {
    return null;
  }
  const ownVerbBeforeObject =
    findSpanishNominalisation(foldText(noun)) !== null &&
    !termNouns.has(foldText(noun)) &&
    /^\s+del?\s/u.test(folded.slice(noun.length)) &&
    !namesFieldOfWork(text.slice(noun.length).replace(/^\s+del?\s+/u, ''));
  let listsAnotherDuty = false;
  if (!isGivenService(folded)) return null;
  // "Apoyo en inventarios, etiquetado y archivo": what follows "en" is all the help was given
  // in, as the source lists it ("Brindo apoyo en inventarios, etiquetado y archivo").
  if (/^apoyos?\s+en\s/u.test(folded)) {
    const verb = conjugateVerb(support, tense);
    return verb === null
      ? null
      : capitaliseFirstLetter(
          `${verb} ${text.slice(0, 1).toLocaleLowerCase('es')}${text.slice(1)}`,
        );
  }
  // "Metrados, control de avance y cuaderno de obra": a list of bare nouns opens the bullet, and
  // the verb governs each item; a thing among them ("cuaderno") is kept, not carried out.
  if (/^\p{L}+\s*,/u.test(folded) && listsThingAmongDuties(folded)) return null;
  const verb = conjugateVerb(support, tense);
  if (verb === null) return null;
  const opening = `${verb} ${noun.toLocaleLowerCase('es')}`;
  const rest = text.slice(noun.length);
  // "Conciliaciones bancarias y elaboración de libros" → "Realicé conciliaciones bancarias y
  // elaboré libros": a later duty with a verb of its own takes it, as after a noun's own verb;
  // "Atención telefónica y programación de citas" → "Brindé atención telefónica y programé
  // citas", though that verb is not the first one's.
  const later = findNextDuty(outsideBrackets(foldText(rest).split(/[:;]/u)[0] ?? ''));
  const laterNoun =
    later === null ? '' : (/^\p{L}+/u.exec(foldText(rest).slice(later.noun))?.[0] ?? '');
  // Only for a pair of duties: in a longer list the items between would stay nouns; and the
  // later noun may still belong to the first one's object ("Control de indicadores y
  // cumplimiento de BPM"). Two bare nouns share the object that follows them ("Atención y
  // medición de calzado"): the first needs words of its own before the second.
  const ownWords = (foldText(rest.slice(0, later?.start ?? 0)).match(/\p{L}+/gu) ?? []).filter(
    (word) => !/^(?:y|e|la|el|los|las)$/u.test(word),
  );
  if (
    later !== null &&
    ownWords.length > 0 &&
    spanishNominalisations[laterNoun] !== undefined &&
    !termNouns.has(laterNoun) &&
    !rest.slice(0, later.start).includes(',') &&
    !mayBelongToObject(foldText(rest), later)
  ) {
    const following = rewriteSpanishNominal(rest.slice(later.noun), tense);
    const laterVerb = /^\p{L}+/u.exec(following ?? '')?.[0];
    if (following !== null && laterVerb !== undefined) {
      return capitaliseFirstLetter(
        `${opening}${rest.slice(0, later.start)}${laterVerb.toLocaleLowerCase('es')}${following.slice(laterVerb.length)}`,
      );
    }
  }
  // "Atención al cliente y ventas": the verb would govern the next duty too ("brindé ventas");
  // every further noun of action listed must take the same verb.
  // ", y apoyo en…": the comma before a list's last "y" is the same separator.
  for (const listed of folded.matchAll(
    /(?:,(?:\s+[ye](?=\s))?|\by|\be)\s+(?:(?:la|el|las|los)\s+)?(\p{L}+)/gu,
  )) {
    const next = listed[1] ?? '';
    const takes = findSupportVerb(next);
    // Any work done in steps is carried out: "Realicé cobranza y liquidación diaria de guías".
    const carriedOut =
      support === 'realizar' &&
      /(?:cion|sion|miento)$/u.test(next) &&
      findSpanishNominalisation(next) !== null;
    if (
      takes !== undefined ||
      findSpanishNominalisation(next) !== null ||
      /\p{L}{3}(?:cion|sion|miento)$/u.test(next)
    ) {
      listsAnotherDuty = true;
    }
    if (carriedOut) continue;
    if (takes === undefined ? findSpanishNominalisation(next) !== null : takes !== support) {
      return null;
    }
  }
  // One duty whose noun has a verb of its own right before its object ("Preparación de postre",
  // "Registro de los alumnos"): that verb says it, and where it may not (an object of unsure
  // gender, people), the bullet stays as written rather than take a verb of support.
  if (ownVerbBeforeObject && !listsAnotherDuty) return null;
  return capitaliseFirstLetter(`${opening}${rest}`);
}

// Nouns of the table that "realizar" cannot carry: a share in someone else's work ("Participación
// en…", "Colaboración con…"), a role or a quality ("Liderazgo", "Desempeño"), a training the
// person may have received ("Formación en…", "Inducción en…"), a thing ("Archivo",
// "Establecimiento", "Ingreso"), a compliance ("Cumplimiento de metas") or a use. A direction is
// held, not carried out: it takes a verb of its own (carryingVerbs).
const notCarriedOut: ReadonlySet<string> = new Set([
  'participacion',
  'colaboracion',
  'contribucion',
  'cumplimiento',
  'uso',
  'utilizacion',
  'ubicacion',
  'liderazgo',
  'desempeno',
  'ensenanza',
  'formacion',
  'entrenamiento',
  'induccion',
  'archivo',
  'establecimiento',
  'ingreso',
  'respuesta',
  'solucion',
  'absolucion',
  'retencion',
]);

// Nouns whose work has a verb of its own, not "realizar": the books are kept ("Llevé la
// contabilidad de 25 clientes"), a direction is held ("Ejercí la dirección técnica de la obra"),
// and two the table lacks are carried out ("Realicé la rotación por emergencia y pediatría").
const carryingVerbs: Readonly<Record<string, string>> = {
  contabilidad: 'llevar',
  direccion: 'ejercer',
  rotacion: 'realizar',
};

// A list of nouns of action, each with at most an adjective, up to the preposition of their
// object: "control de…", "atención farmacéutica y dispensación en…", "contabilidad completa de…".
const carriedItem = String.raw`\p{L}+(?:\s+(?:\p{L}+(?:al|ar|ic[oa]|iv[oa]|ari[oa]|os[oa]|ente|ante)|complet[oa])s?)?`;
const carriedList = new RegExp(
  String.raw`^${carriedItem}(?:(?:\s*,\s*|\s+[ye]\s+)${carriedItem})*(?=\s+(?:de|del|a|al|en|con|por|para|sobre|ante)\s+\S)`,
  'u',
);

/**
 * The last safe rewrite of a duty that opens with nouns of action and their object, when neither
 * the nouns' own verbs nor a verb of support can say the whole list without regrouping it
 * ("Registro de compras y ventas, provisiones, control de caja chica y emisión de comprobantes"):
 * the duty is carried out as written, with its noun's article ("Realicé el registro de compras y
 * ventas, provisiones, control de caja chica…"). Every noun keeps its place and its object, so
 * no item is tied to a verb it never had. Only for nouns of the table ("realizar" takes any work
 * done in steps), each with at most an adjective ("Atención farmacéutica y dispensación en…"),
 * followed by a preposition; not for a result ("Reducción de mermas"), a service given only
 * with its own verb of support ("Brindé apoyo…"), or a noun listed in notCarriedOut. Attention
 * to the public is carried out as well ("Realicé la atención al cliente, caja y…"): the list
 * after it is what "brindar" could not take.
 *
 * @example carryOutNounOfAction('Supervisión de 30 operarios en recepción y despacho', 'preterite') // 'Realicé la supervisión de 30 operarios en recepción y despacho'
 */
function carryOutNounOfAction(text: string, tense: VerbTense): string | null {
  const folded = foldText(text);
  const list = carriedList.exec(folded)?.[0];
  if (list === undefined) return null;
  // An acronym or a word in capitals is a name; two words may name an area or a skill.
  if (!/^\p{Lu}?\p{Ll}+$/u.test(firstWordOf(text)) || text.split(/\s+/u).length < 3) return null;
  if (!isDutyLine(text) || !isGivenService(folded)) return null;
  const nouns = list.split(/\s*,\s*|\s+[ye]\s+/u).map((item) => /^\p{L}+/u.exec(item)?.[0] ?? '');
  const carried = nouns.every(
    (word) =>
      carryingVerbs[word] !== undefined ||
      (spanishNominalisations[word] !== undefined &&
        !notCarriedOut.has(word) &&
        !resultNoun.test(word) &&
        (word === 'atencion' || (supportVerbs[word] ?? 'realizar') === 'realizar')),
  );
  if (!carried) return null;
  const lowered = `${text.charAt(0).toLocaleLowerCase('es')}${text.slice(1)}`;
  const article = articleForObject(lowered);
  const verb = conjugateVerb(carryingVerbs[nouns[0] ?? ''] ?? 'realizar', tense);
  if (article === null || article === '' || verb === null) return null;
  return `${capitaliseFirstLetter(verb)} ${article}${lowered}`;
}

/**
 * Whether a list of nouns at the bullet's opening names a thing among its duties: each item's
 * first word, after a comma or the last "y", is a noun of action (of the table or of a verb of
 * support, singular or plural, or by its ending); "cuaderno de obra" is none.
 */
function listsThingAmongDuties(folded: string): boolean {
  const clause = folded.split(/[;:.(]/u)[0] ?? '';
  for (const item of clause.matchAll(
    /(?:,\s*(?:[ye]\s+)?|\s[ye]\s+)(?:(?:la|el|las|los)\s+)?(\p{L}+)/gu,
  )) {
    const noun = item[1] ?? '';
    if (
      !namesDuty(noun) &&
      findSpanishNominalisation(noun) === null &&
      findSupportVerb(noun) === undefined
    )
      return true;
  }
  return false;
}

function namesAttentionToDetail(folded: string): boolean {
  return /^atencion\s+(?:al\s+detalle|a\s+(?:los\s+)?detalles)\b/u.test(folded);
}

/**
 * Whether a service noun's line says the person gave it. "Capacitación en Excel avanzado" may be
 * a course the person took: training is given only to someone ("Capacitación al personal nuevo",
 * "… a los usuarios", "… para docentes"). "Atención al detalle" is a quality, no service.
 *
 * @example isGivenService('capacitacion al personal de caja') // true
 * @example isGivenService('capacitacion en excel avanzado') // false
 */
function isGivenService(folded: string): boolean {
  if (namesAttentionToDetail(folded)) return false;
  if (!/^capacitacion(?:es)?\b/u.test(folded)) return true;
  return /\b(?:a|al|para|personal|colaboradores|trabajadores|usuarios|clientes|equipos?|alumnos|estudiantes|docentes|operarios|practicantes)\b/u.test(
    folded.replace(/^capacitacion(?:es)?\s+/u, ''),
  );
}

// Plurals that still name actions. Others name things: "Instalaciones eléctricas" are facilities,
// "Controles" devices, not work carried out.
const pluralActions = new Set([
  'auditoria',
  'inspeccion',
  'evaluacion',
  'capacitacion',
  'asesoria',
  // "Entrevistas a candidatos", "Encuestas de satisfacción": the interviews held, not things.
  'entrevista',
  'encuesta',
  // "Inventarios mensuales": stocktakes carried out.
  'inventario',
  // "Conciliaciones bancarias", "Declaraciones mensuales", "Tomas de inventario": each one done.
  'conciliacion',
  'declaracion',
  'levantamiento',
  'conteo',
  'toma',
  'liquidacion',
]);

// Plurals that name work in general ("Labores administrativas en general", "Trámites ante
// SUNAT"): a role's functions are performed, errands carried out. The singular ("Tarea de…")
// would need an article the verb cannot add.
const pluralSupportVerbs: Readonly<Record<string, SupportVerb>> = {
  labores: 'desempeñar',
  funciones: 'desempeñar',
  tareas: 'desempeñar',
  actividades: 'realizar',
  tramites: 'realizar',
  gestiones: 'realizar',
  // "Pruebas funcionales", "Cotizaciones con proveedores": tests run, quotes requested. The
  // singular would need an article the verb cannot add ("Realicé prueba de…").
  pruebas: 'realizar',
  cotizaciones: 'realizar',
  // Rounds of work named only in the plural ("Visitas domiciliarias", "Guardias de 24 horas",
  // "Rotaciones por Medicina y Cirugía", "Campañas de vacunación", "Compras nacionales de
  // insumos"); talks, workshops and classes are given ("Brindé charlas de seguridad").
  visitas: 'realizar',
  guardias: 'realizar',
  rotaciones: 'realizar',
  campanas: 'realizar',
  metrados: 'realizar',
  curaciones: 'realizar',
  cuidados: 'brindar',
  inmunizaciones: 'realizar',
  compras: 'realizar',
  charlas: 'brindar',
  talleres: 'brindar',
  clases: 'brindar',
  mentorias: 'brindar',
  // "Prácticas preprofesionales en…": an internship is carried out.
  practicas: 'realizar',
};

function findSupportVerb(noun: string): SupportVerb | undefined {
  const folded = foldText(noun);
  if (supportVerbs[folded] !== undefined) return supportVerbs[folded];
  if (pluralSupportVerbs[folded] !== undefined) return pluralSupportVerbs[folded];
  const singular = [folded.slice(0, -2), folded.slice(0, -1)].find(
    (candidate) => folded.endsWith('s') && pluralActions.has(candidate),
  );
  return singular === undefined ? undefined : supportVerbs[singular];
}

// A listed noun of action done to someone: "y canalización a las áreas", "y orientación al usuario".
const listedNounOfAction =
  /(?:,|\by|\be)\s+(?:(?:la|el|las|los)\s+)?(\p{L}{3,}(?:cion|sion|miento))\s+al?\s/u;

/**
 * Where a second duty starts after the object: the first noun of action after the opening comes
 * right after "y" or "," ("Elaboración de reportes y gestión de compras", "Atención al cliente y
 * ventas"); `start` is where its article (or noun) begins, `noun` where the noun does. A noun
 * inside the object ("tareas de recopilación, limpieza y procesamiento", "en la elaboración y
 * análisis de…") belongs to it: null.
 */
/**
 * The text with what its brackets hold blanked out, every index kept: "(demanda, reposición y
 * compras)" lists what a team covers, never a second duty of the bullet's verb.
 */
function outsideBrackets(text: string): string {
  return text.replace(/\([^()]*\)/gu, (group) => ' '.repeat(group.length));
}

function findNextDuty(folded: string): { readonly start: number; readonly noun: number } | null {
  for (const match of folded.matchAll(/\p{L}+/gu)) {
    const noun = match[0];
    const singular = spanishNominalisations[noun] !== undefined;
    const plural = !singular && findSpanishNominalisation(noun) !== null;
    // "y seguimiento de proveedores": a duty said with a verb of support only.
    const supported = !singular && !plural && findSupportVerb(noun) !== undefined;
    if (!singular && !plural && !supported) continue;
    const separator = /(\p{L}*)\s*(?:,|\by|\be)\s+((?:(?:la|el|las|los)\s+)?)$/u.exec(
      folded.slice(0, match.index),
    );
    // A plural inside the object is a thing ("reportes de compras"), not an action: read on.
    if (separator === null && (supported || (plural && !singular))) continue;
    if (separator === null) return null;
    // "Registro de compras y ventas": two plurals of the table side by side, without an article,
    // are one object (the things registered), not a second duty.
    if (plural && !singular && separator[2] === '' && isPluralNounOfAction(separator[1] ?? '')) {
      continue;
    }
    // "Recepción de llamadas y visitas": a bare plural after another plural, with nothing of its
    // own after it, is one more thing of the object ("Atención al cliente y ventas", "y visitas a
    // clientes" name a second duty).
    const after = folded.slice(match.index + noun.length);
    // …and so is a bare plural qualified by a word of its own, not by a preposition ("y
    // reportes semanales de stock", "y declaraciones mensuales"): documents made, not a duty.
    const qualified = /^\s+\p{L}/u.test(after);
    const listedThing =
      (/\p{L}{3,}s$/u.test(separator[1] ?? '') || qualified) &&
      !/^\s+(?:de|del|a|al|en|con|para|por|sobre)\s/u.test(after);
    if (plural && !singular && separator[2] === '' && listedThing) continue;
    return { start: match.index - (separator[2]?.length ?? 0), noun: match.index };
  }
  return null;
}

/**
 * Whether a later noun of action may belong to the object rather than be a second duty, so that
 * making it a verb could say what the person never did: a plural names things or events
 * ("Atención de requerimientos y fiscalizaciones de SUNAT": the audits were SUNAT's); a noun that
 * often heads an object (objectLikeNouns) after a phrase of the object's own may be part of it
 * ("Capacitación al personal en primeros auxilios y uso de extintores"); after a list of things
 * the verbs would be uneven ("Controlé la caja chica, rendiciones y archivé…"). Such a bullet
 * stays as written.
 */
function mayBelongToObject(
  foldedRest: string,
  next: { readonly start: number; readonly noun: number },
): boolean {
  const noun = /^\p{L}+/u.exec(foldedRest.slice(next.noun))?.[0] ?? '';
  const singular = spanishNominalisations[noun] !== undefined || supportVerbs[noun] !== undefined;
  // The separator in front of the later noun is no item of the object.
  const before = foldedRest.slice(0, next.start).replace(/[\s,]*(?:\b[ye]\s*)?$/u, '');
  return (
    !singular ||
    (objectLikeNouns.has(noun) &&
      /\b(?:de|del|en|a|al|para|con|por|sobre|entre)\s/u.test(before)) ||
    before.includes(',')
  );
}

// Nouns of action that head an object as often as a duty ("indicadores de productividad y
// cumplimiento de BPM", "capacitación en seguridad y uso de equipos", "perfiles de logística y
// atención al cliente", "talleres de ofimática y búsqueda de empleo"): after a phrase of the
// object's own they are read as part of it.
const objectLikeNouns: ReadonlySet<string> = new Set([
  'busqueda',
  'cumplimiento',
  'uso',
  'utilizacion',
  'resolucion',
  'consumo',
  'avance',
  'atencion',
]);

/**
 * Whether the first clause of an object lists one more duty, a noun of action with its own
 * complement, that no rewrite made a verb ("Elaboré órdenes de compra y control de caja chica",
 * "Vendí electrodomésticos y colocación de créditos"): the first verb would govern it, or the
 * list would mix verbs and nouns. A plural names things ("reportes de ventas y compras de…").
 */
function listsDutyLeftNoun(foldedRest: string, afterCommaOnly = false): boolean {
  const clause = foldedRest.split(/[;:.]/u)[0] ?? '';
  for (const match of clause.matchAll(
    /(?:,|\b[ye])\s+(?:(?:la|el|las|los)\s+)?(\p{L}{3,})\s+(?:de|del|a|al|en|con|para|por)\s/gu,
  )) {
    if (afterCommaOnly && !match[0].startsWith(',')) continue;
    // "órdenes de compra y control de facturas" lists a second duty, "tareas de limpieza y
    // procesamiento de datos" the kinds of tasks: after a noun of action that a "de" hangs from
    // the object, only a word for tasks says the list is the object's.
    if (tasksListed.test(clause.slice(0, match.index))) continue;
    if (namesDuty(match[1] ?? '')) return true;
  }
  return false;
}

/** "tareas de recopilación, limpieza…", "labores relacionadas a la revisión…": kinds of tasks. */
const tasksListed =
  /^(?:tareas|labores|actividades|funciones|trabajos)\s+(?:(?:de|relacionad[oa]s\s+(?:a|al|con)(?:\s+la)?)\s+)?\p{L}+(?:\s+\p{L}+){0,2}(?:\s*,\s*\p{L}+)*\s*$/u;

/** A singular noun of action: of the table, of a verb of support, or by its ending. */
function namesDuty(folded: string): boolean {
  return (
    spanishNominalisations[folded] !== undefined ||
    supportVerbs[folded] !== undefined ||
    /(?:cion|sion|miento|aje)$/u.test(folded)
  );
}

/** "compras", "ventas": the plural of a noun of the table (its singular is not one). */
function isPluralNounOfAction(folded: string): boolean {
  return spanishNominalisations[folded] === undefined && findSpanishNominalisation(folded) !== null;
}

/**
 * An opening verb in the wrong form for the job: "Elaborar informes", "Elaborando informes" and,
 * for an ended job, "Elaboro informes" or "Elabora informes" (a job description's third person)
 * → "Elaboré informes". A present form that is also a noun ("Desarrollo web", "Prueba de…") is
 * left alone; so are the preterite and the imperfect, which read well in any job, and the third
 * person of a current job.
 */
function retenseSpanishVerb(text: string, tense: VerbTense): string | null {
  const match = /^(\p{L}+)(?:[\s,;:]+(\p{L}+))?/u.exec(text);
  const word = match?.[1];
  if (word === undefined) return null;
  const verb = identifySpanishVerb(word);
  if (verb === null) return null;
  const next = foldText(match?.[2] ?? '');
  const wrongForm =
    verb.kind === 'infinitive' ||
    verb.kind === 'gerund' ||
    (verb.kind === 'present' &&
      tense === 'preterite' &&
      !isSpanishNoun(word, next) &&
      !isNounLikeSpanishForm(foldText(word))) ||
    // "Elabora informes" (a job description's third person) in a job that ended.
    (verb.kind === 'presentThird' && tense === 'preterite' && !mayBeNoun(word, next));
  if (!wrongForm) return null;
  const form = conjugateVerb(verb.infinitive, tense);
  if (form === null || foldText(form) === foldText(word)) return null;
  let rest = text.slice(word.length);
  // "Elaborar informes, coordinar reuniones y supervisar…": every verb of the list takes the
  // tense, or none does (one verb conjugated and the next not would read worse).
  const listed = retenseListedVerbs(rest, verb.kind, tense);
  if (listed === null) return null;
  rest = listed;
  return capitaliseFirstLetter(`${form}${rest}`);
}

// Words that follow a noun rather than a verb ("Prueba de software", "Carga en sistema").
const nounFollowers = /^(?:de|del|en|a|al|y|e|o|u|para|sobre|con|como|por)$/u;

/**
 * A third-person present that may be a noun: one the tables know as a noun, one followed by a
 * word that follows nouns ("Prueba de software", "Cuenta con…"), or one alone. Only a form with
 * its object right after it ("Elabora informes", "Atiende reclamos") is read as the verb.
 */
function mayBeNoun(word: string, next: string): boolean {
  return isNounLikeSpanishForm(foldText(word)) || next === '' || nounFollowers.test(next);
}

// An object pronoun glued to the verb ("brindarles", "revisándolos"): its place would change.
const encliticPronoun = /(?:les|los|las|lo|la|le|se|nos|me)$/u;
const verbShapes = {
  infinitive: /^\p{L}{3,}(?:ar|er|ir)$/u,
  gerund: /^\p{L}+(?:ando|iendo)$/u,
} as const;

/**
 * The rest of a bullet that opened with a verb in the wrong form, with each further verb of the
 * same form listed after ",", ";" or "y" conjugated too: ", coordinar reuniones y supervisar" →
 * ", coordiné reuniones y supervisé"; for an ended job ", y coordino" → ", y coordiné". Null when a
 * listed verb is not in the table, carries a pronoun, is in another form ("Elaborando informes y
 * atender…"), is a present that may be a noun ("y cobro de…", "y prueba de…"), or when an infinitive or gerund
 * also appears inside a phrase ("para revisar y aprobar"), where the list could belong to it.
 */
function retenseListedVerbs(
  rest: string,
  kind: 'infinitive' | 'gerund' | 'present' | 'presentThird',
  tense: VerbTense,
): string | null {
  const folded = foldText(rest);
  const words = [...folded.matchAll(/\p{L}+/gu)];
  let result = '';
  let copied = 0;
  for (const [index, match] of words.entries()) {
    const word = match[0];
    const start = match.index;
    const previous = words[index - 1];
    const gap = folded.slice(
      previous === undefined ? 0 : previous.index + previous[0].length,
      start,
    );
    const listed = /[,;]/u.test(gap) || /^[ye]$/u.test(previous?.[0] ?? '');
    const verb = identifySpanishVerb(word);
    const bare = word.replace(encliticPronoun, '');
    // A word the table knows in another form is that form: "atiendo" only looks like a gerund.
    const nonFinite =
      verb === null
        ? verbShapes.infinitive.test(bare) || verbShapes.gerund.test(bare)
        : verb.kind === 'infinitive' || verb.kind === 'gerund';
    if (kind === 'present' || kind === 'presentThird') {
      if (listed && nonFinite && verb !== null) return null;
      if (!listed || verb?.kind !== kind) continue;
      const following = words[index + 1]?.[0] ?? '';
      if (
        isNounLikeSpanishForm(word) ||
        isSpanishNoun(word, following) ||
        (kind === 'presentThird' && mayBeNoun(word, following))
      ) {
        return null;
      }
    } else {
      if (!nonFinite) continue;
      if (!listed || verb?.kind !== kind) return null;
    }
    const form = conjugateVerb(verb.infinitive, tense);
    if (form === null) return null;
    result += `${rest.slice(copied, start)}${form}`;
    copied = start + word.length;
  }
  return `${result}${rest.slice(copied)}`;
}

// "fortaleciendo mis habilidades" → "fortaleciendo habilidades", "atendiendo a nuestros
// clientes" → "atendiendo a clientes": after a verb (or its "a"), a plural object reads as well
// without the possessive, singular or plural. So does a share of a group ("92 % of my students" →
// "92 % of students"). Anywhere else ("en mi perfil", "my thesis") it stays.
function removePossessiveAfterVerb(text: string, language: 'es' | 'en'): string {
  const pattern =
    language === 'es'
      ? /(?:(?<=\p{L}(?:ando|iendo|ar|er|ir|é|í)\s(?:a\s)?)|(?<=[\d%]\s+de\s))(?:mis|nuestr[oa]s)\s+(?=\p{Ll}+s\b)/gu
      : /(?:(?<=\p{L}(?:ing|ed)\s)|(?<=[\d%]\s+of\s))(?:my|our)\s+(?=(?:\p{Lu}[\p{Lu}\d]+\s+)?\p{Ll}+[^siu]s\b)/gu;
  return text.replace(pattern, '');
}
