// Reads the fields of one education line (issue 12): "Degree – Institution, City, 2019",
// "Institution | 2022 – 2024, Place", "INSTITUTION • DEGREE • DATES", "Secundaria: Colegio X",
// "Título obtenido: Bachiller en …". Pieces are told apart by the vocabulary of institutions and
// of degrees (vocabulary/education-vocabulary.ts), never by their position alone.
import type { DateRange } from '../model/cv-document';
import { isKnownPlaceName, isPlaceName } from '../vocabulary/places';
import { findDateRange } from './dates';
import { isEuropassLabel } from './form-cells';
import { foldText, iconCharacterPattern } from '../language/fold-text';
import {
  countryPattern,
  courseOpenerPattern,
  facultyPattern,
  dateLabelPattern,
  degreeLabelPattern,
  entryCounterPattern,
  degreePattern,
  fieldOfStudyPattern,
  institutionLabelPattern,
  institutionAcronymPattern,
  institutionPattern,
  presentOnlyPattern,
  professionalBodyPattern,
  schoolLevelPattern,
  shortCoursePattern,
  statusOnlyPattern,
  studiesLabelPattern,
  studiesStatePattern,
} from '../vocabulary/education-vocabulary';

export type DegreeStrength = 'title' | 'degree' | 'level' | 'loose';

export type EducationLine = {
  readonly dates: DateRange | null;
  readonly degree: string | null;
  readonly degreeStrength: DegreeStrength | null;
  readonly institution: string | null;
  readonly location: string | null;
  /** Pieces that are none of the fields (an address, a note). */
  readonly extras: readonly string[];
  /** A course, certificate or language school: not a degree (corpus README). */
  readonly course: boolean;
  /** The course's own words ("Diplomado en Gestión Pública"), when the line names one. */
  readonly courseName: string | null;
  /** A label with its value on the next line ("TÍTULO OBTENIDO"). */
  readonly awaitsDegree: boolean;
  /** A sentence about the studies, not an entry's field. */
  readonly description: boolean;
  /** The school opens the line, before its degree and dates (a row that closes the entry above). */
  readonly institutionLeads: boolean;
  /**
   * A faculty named after its school ("Universidad X – Facultad de Ingeniería Civil"): part of the
   * school, standing for the studies only where no line names them.
   */
  readonly faculty?: string;
  /**
   * A name closing the degree after a dash, written as a school's name is ("Master of Mining –
   * Kallpa Institute"): the school where the entry names none, known or not; else part of the
   * degree ("– Mención Finanzas Corporativas" over the school's own line).
   */
  readonly schoolAfterDegree?: string;
  /**
   * Labelled as a programme of studies ("Carrera Técnica: Operario en Edificaciones"): studies of
   * their own, never the title a school level above ends in.
   */
  readonly programme?: true;
};

const statusWords = String.raw`egresad[oa]|titulad[oa]|graduad[oa]|graduated|concluid[oa]|culminad[oa]`;
/** "2024 – 2026 (esperado)", "2026 (expected)": the end is foreseen; the words are the dates'. */
const expectedEndPattern =
  /^\s*\((?:esperad[oa]|previst[oa]|estimad[oa]|proyectad[oa]|expected|anticipated)\)(?=\s*$|\s*[,;|·•])/iu;

/**
 * A state reached in a year, after the dates: "2011 – 2016 · Titulada 2017", "(egresada 2020)".
 * The year dates the studies; a state alone ("· Graduado", "(Egresada)") says how they ended.
 */
const statusAfterDatesPattern = new RegExp(
  String.raw`^\s*(?:\((?:${statusWords})\s+(?:en\s+)?(?:19|20)\d{2}\)|[·•|]\s*(?:${statusWords})\s+(?:en\s+)?(?:19|20)\d{2})(?=\s*$|\s*[,;|·•])`,
  'iu',
);

type PieceKind = 'institution' | 'degree' | 'level' | 'course' | 'place' | 'present' | 'loose';
type Piece = { text: string; kind: PieceKind; separator: string };

const emptyLine: EducationLine = {
  dates: null,
  degree: null,
  degreeStrength: null,
  institution: null,
  location: null,
  extras: [],
  course: false,
  courseName: null,
  awaitsDegree: false,
  description: false,
  institutionLeads: false,
};

/** Separators between fields on one line, kept so merged pieces are written as displayed. */
const separatorPattern = /(\s+[|•·–—]\s+|\s*[|•·]\s*|\s+-\s+|,\s+|\s+\/\s+(?=\d))/;

/** A street address after a school's name: "Avenida Universitaria 1801", "Jr. Lampa 120". */
const addressPattern =
  /\s+(?:av\.?|avda\.?|avenida|jr\.?|jiron|calle|psje\.?|pasaje|carrera|cra\.?|urb\.?|mz\.?)\s+[^,]*\d+.*$/i;

/** Verbs that open a studies sentence: "Cursado de la carrera Ingeniería …", "Estudio Ingeniería …". */
const studiesVerbPattern =
  /^(?:actualmente\s+)?(?:cursado de la carrera(?: de)?|cursando la carrera(?: de)?|estudio|estudie|estudié|curso la carrera(?: de)?)\s+/i;

/** "… realizados en el Instituto X", "… at the University of X": the school follows. */
const atInstitutionPattern =
  /\s+(?:en\s+(?:el|la|los)|en|de\s+la|del|de|por\s+(?:el|la)|por|at(?:\s+the)?|in\s+the|from(?:\s+the)?)\s+(?=\S)/giu;

function fold(text: string): string {
  return foldText(text);
}

function hasInstitutionWord(text: string): boolean {
  return institutionWordAt(text) >= 0;
}

/** Where the first institution word (or a school's acronym, "UNSA", "IESTP") starts, or -1. */
function institutionWordAt(text: string): number {
  const match = institutionPattern.exec(fold(text));
  const acronym = institutionAcronymPattern.exec(text);
  if (match && acronym) return Math.min(match.index, acronym.index);
  return match?.index ?? acronym?.index ?? -1;
}

function degreeWordAt(text: string): number {
  const folded = fold(text);
  const match = degreePattern.exec(folded);
  return match ? match.index : -1;
}

/** A place: "Lima - Perú", "Argentina", "Cusco, Perú". */
export function isEducationPlace(text: string): boolean {
  const cleaned = text.replace(/[.()]/g, '').trim();
  // "Burlington, VT": a town and its US state's two-letter code.
  if (/^\p{Lu}[\p{L}' -]{1,30},\s?[A-Z]{2}$/u.test(cleaned)) return true;
  return isPlaceName(cleaned) || countryPattern.test(fold(cleaned));
}

/**
 * A piece saying how far the studies went: "VIII ciclo (en curso)", "8.º ciclo", "último año",
 * "Ciclo VIII".
 */
const studiesProgressPattern =
  /^(?:(?:\d{1,2}\s?(?:\.?[°º]|vo|mo|no|er|ro|do)?|[ivx]{1,4}|ultimo|penultimo|primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno|decimo)\s?(?:ciclo|semestre|ano)|(?:ciclo|semestre)\s(?:\d{1,2}|[ivx]{1,4}))\b/u;

/** A master's that is a course: sold by an academy or an online school. */
function isAcademyMaster(degree: string, institution: string | null): boolean {
  const foldedDegree = fold(degree);
  if (!/^master\b/u.test(foldedDegree) || /universit/u.test(foldedDegree)) return false;
  const school = fold(institution ?? '');
  return !/universi/u.test(school) && /^(?:academia|academy)\b|\bonline\b/u.test(school);
}

/** Counted in hours, or called a course in its own brackets: "(curso en línea, 120 h)". */
function isCountedAsCourse(degree: string): boolean {
  return /\(\s*curso\b|\b\d+\s?(?:h|hrs?|horas|hours)\b/u.test(fold(degree));
}

/**
 * What one piece of a line names. The earlier vocabulary word wins ("Universidad Nacional de
 * Ingeniería" is a school, "Bachiller en Educación, Universidad X" a degree).
 */
function classifyPiece(text: string): PieceKind {
  const folded = fold(text);
  if (presentOnlyPattern.test(folded.replace(/[().]/g, '').trim())) return 'present';
  // "7.° ciclo (en curso)": the term reached, still studying.
  const inCycle = cycleReachedPattern.exec(` ${text.replace(/\s*\([^()]+\)$/u, '')}`);
  const state = /\(([^()]+)\)$/u.exec(folded)?.[1] ?? '';
  if (inCycle?.index === 0 && presentOnlyPattern.test(state.trim())) return 'present';
  const institutionAt = institutionWordAt(text);
  const degreeAt = degreeWordAt(text);
  const levelMatch = schoolLevelPattern.exec(folded);
  if (shortCoursePattern.test(folded) && degreeAt < 0 && !levelMatch) return 'course';
  if (courseOpenerPattern.test(folded) && !levelMatch) return 'course';
  // "High School Diploma", "Secondary School": a level whose words include "school" names the
  // studies when it opens the piece and at most one word follows it; "Lincoln High School" is
  // the school.
  const levelOnly =
    levelMatch?.index === 0 &&
    folded.slice(levelMatch[0].length).trim().split(/\s+/).filter(Boolean).length <= 1;
  if (levelOnly && institutionAt < levelMatch[0].length) return 'level';
  // "Colegio Secundaria", "Instituto Técnico": a kind of school and its level, naming no school
  // of its own, say what was studied (the school's name is on the line beside it).
  const kindOfSchool = /^(\S+) (\S+)$/.exec(folded);
  if (kindOfSchool?.[2] && institutionAt === 0) {
    if (schoolLevelPattern.test(kindOfSchool[2])) return 'level';
    if (degreePattern.exec(kindOfSchool[2])?.[0] === kindOfSchool[2]) return 'degree';
  }
  if (institutionAt >= 0 && (degreeAt < 0 || institutionAt <= degreeAt)) {
    // "Escuela Secundaria" names a level where the line also names its school.
    return 'institution';
  }
  // "Egresado", "Titulado" alone: the state of the studies, not their name.
  if (statusOnlyPattern.test(folded.replace(/[().]/g, '').trim())) return 'loose';
  // "Marketing (en curso)": a name closed by the state of its studies names studies.
  if (degreeAt < 0 && studiesStatePattern.test(folded.trim())) return 'degree';
  if (degreeAt >= 0) return 'degree';
  if (levelMatch) return 'level';
  if (isEducationPlace(text)) return 'place';
  return 'loose';
}

/**
 * A line's first piece names a school or a degree, not a place ("San Marcos" is what people call
 * a university), unless it follows the dates ("2014 – 2016 · Lima").
 */
function placeOrName(kind: PieceKind, opensLine: boolean): PieceKind {
  return kind === 'place' && opensLine ? 'loose' : kind;
}

/**
 * Studies, then "en la" or "at" and a name: where they were done, the school, known or not
 * ("Bachiller en Derecho en la Kallpa Business School", "BSc in Physics at Andes Tech"). Only a
 * name follows: capitalised words, the joining ones aside.
 */
function splitAtPlaceOfStudies(text: string): [string, string] | null {
  for (const match of text.matchAll(
    /\s+(?:en\s+(?:el|la)|at(?:\s+the)?|from(?:\s+the)?)\s+(?=\p{Lu})/gu,
  )) {
    const before = text.slice(0, match.index).trim();
    const after = text.slice(match.index + match[0].length).trim();
    const namesStudies = degreeWordAt(before) >= 0 || schoolLevelPattern.test(fold(before));
    if (namesStudies && after.split(/\s+/).length >= 2 && !hasLowerCaseWord(after))
      return [before, after];
  }
  return null;
}

/** Splits a piece at "… en la Universidad X" and at a place before a school ("Lima-Perú Universidad …"). */
function splitInsidePiece(text: string): string[] {
  // A level and its school run together: "Secundaria Completa I.E. San Juan".
  const level = schoolLevelPattern.exec(fold(text));
  const schoolAt = institutionWordAt(text);
  if (level?.index === 0 && schoolAt > level[0].length) {
    const between = text.slice(level[0].length, schoolAt).trim();
    if (between.split(/\s+/).filter(Boolean).length <= 1 && !/\p{Lu}{2}/u.test(between))
      return [text.slice(0, schoolAt).trim(), text.slice(schoolAt).trim()];
  }
  for (const match of text.matchAll(atInstitutionPattern)) {
    const after = text.slice(match.index + match[0].length);
    const before = text.slice(0, match.index);
    const namesSchool = institutionWordAt(after) === 0 || /^(?:\p{Lu}\.){2,}/u.test(after);
    // "Egresado de la Universidad X", "Bachiller en Derecho en la PUCP"; never inside a school's
    // own name ("Escuela de Posgrado de la Universidad X").
    if (namesSchool && before.trim().length > 0 && institutionWordAt(before) < 0)
      return [before.trim(), after.trim()];
  }
  const starts = [institutionWordAt(text), degreeWordAt(text)].filter((index) => index > 0);
  const at = starts.length > 0 ? Math.min(...starts) : -1;
  if (at > 0) {
    const before = text.slice(0, at).trim();
    if (isEducationPlace(before)) return [before, text.slice(at).trim()];
  }
  // A degree run into its school with no separator ("Ingeniería de Sistemas Universidad
  // Nacional de Trujillo", "Maestría en Finanzas ESAN"): the school starts at a capitalised word
  // that opens a school's name, after a word that does not lead into it ("de", "en", "of").
  if (degreeWordAt(text) === 0 || degreeHeadPattern.test(fold(text))) {
    for (const word of text.matchAll(/(?<=\s)\S+/gu)) {
      const before = text.slice(0, word.index).trim();
      const previous = before.split(/\s+/).pop() ?? '';
      if (/^(?:de|del|la|las|el|los|en|y|e|a|al|para|por|of|the|and|in|for|at)$/iu.test(previous))
        continue;
      const after = text.slice(word.index);
      const opensName =
        (/^\p{Lu}/u.test(word[0]) && schoolOpenerPattern.test(fold(after))) ||
        // A school's acronym after a mixed-case degree ("… SENATI"), never a capitals word.
        (/^\p{Lu}{3,}$/u.test(word[0]) &&
          /\p{Ll}/u.test(before) &&
          (institutionAcronymPattern.test(word[0]) || institutionPattern.test(fold(word[0]))) &&
          !/^(?:school|college|academy|faculty|institute|university|escuela|colegio|instituto|universidad|academia|liceo|facultad)$/.test(
            fold(word[0]),
          ));
      if (opensName) return [before, after];
    }
  }
  // A school run into its degree ("Universidad de Piura Bachiller en Economía"): the degree
  // starts at a capitalised degree word, two words or more into the name, after a word that does
  // not lead into it ("Universidad Nacional de Ingeniería" keeps its name).
  if (institutionWordAt(text) === 0) {
    const words = [...text.matchAll(/\S+/gu)];
    for (const [position, word] of words.entries()) {
      if (position < 2 || !/^\p{Lu}/u.test(word[0])) continue;
      const previous = words[position - 1]?.[0] ?? '';
      if (/^(?:de|del|la|las|el|los|en|y|e|a|al|para|por|of|the|and|in|for|at)$/iu.test(previous))
        continue;
      const after = text.slice(word.index);
      if (degreeHeadPattern.test(fold(after)))
        return [text.slice(0, word.index).trim(), after.trim()];
    }
  }
  // An upper-case school name run into a mixed-case degree: "UNIVERSIDAD X Ingeniería Civil".
  const caps = /^((?:[\p{Lu}\d.&'’“”"-]+\s+){1,12}?[\p{Lu}\d.&'’“”"-]+)\s+(\p{Lu}\p{Ll}.*)$/u.exec(
    text,
  );
  if (caps?.[1] && caps[2] && hasInstitutionWord(caps[1]) && !/\p{Ll}/u.test(caps[1]))
    return [caps[1], caps[2]];
  return [text];
}

/**
 * A place run on after the school's name with no separator ("Universidad X (UPC) Lima"): up to
 * three closing words that name a known place after the bracketed acronym that ends the name.
 */
function trailingPlace(
  name: string,
  cityAfter: string | null,
): { name: string; place: string } | null {
  // "Colegio San José (Arequipa)": a known place in brackets closing the school's name.
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/u.exec(name);
  if (
    bracketed?.[1] &&
    bracketed[2] &&
    isKnownPlaceName(bracketed[2]) &&
    institutionWordAt(bracketed[1]) >= 0
  )
    return { name: bracketed[1], place: bracketed[2] };
  const words = name.split(' ');
  for (let count = Math.min(3, words.length - 2); count >= 1; count -= 1) {
    const place = words.slice(-count).join(' ');
    const before = words[words.length - count - 1] ?? '';
    if (!/^\p{Lu}/u.test(place) || /^(?:de|del|of|la|el)$/iu.test(before)) continue;
    const rest = words.slice(0, -count).join(' ');
    // "Universidad de Burgos Burgos, España": a town the list does not know, named twice, the
    // second time before its country.
    const namedTwice =
      count === 1 &&
      cityAfter !== null &&
      countryPattern.test(fold(cityAfter)) &&
      fold(before) === fold(place);
    if (institutionWordAt(place) >= 0 || (!isPlaceName(place) && !namedTwice)) continue;
    // The name must be closed (its acronym in brackets): "Instituto Superior Chimbote" is a
    // name that ends in its city. A city after a comma closes it too: the place before that
    // city is its district ("Universidad X Miraflores, Lima"), where a name of three words or
    // more is left, or a name of two before "City, Country" ("Colegio Markham Lima, Perú").
    // A place opening with an article ends many schools' names ("… Agraria La Molina").
    const restWords = rest.split(' ').length;
    const country =
      cityAfter !== null &&
      (countryPattern.test(fold(cityAfter)) || /^\p{Lu}{2}$/u.test(cityAfter));
    const districtOrCity =
      cityAfter !== null &&
      !/^(?:la|el|los|las)\s/iu.test(place) &&
      (restWords >= 3 || (country && restWords >= 2));
    const closed = /\)$/.test(rest) || districtOrCity;
    if (institutionWordAt(rest) >= 0 && closed) return { name: rest, place };
  }
  return null;
}

/** The school's name without a street address after it ("Colegio X. Av. Y 1635, Córdoba"). */
function dropAddress(text: string): { name: string; address: string | null } {
  const address = addressPattern.exec(text);
  if (address && address.index > 0)
    return { name: text.slice(0, address.index).trim(), address: address[0].trim() };
  // A sentence's full stop, not an abbreviation's ("I.E. N° 1234 …", "Av. …"): a word of
  // three letters or more ends before it, and no school number ("N° 1234") follows.
  const sentence = /(?<=\p{L}{3})\.\s+(?![Nn]\s?[°º.]|[Nn]ro\.?\s)(?=[^.]*\d{3,})/u.exec(text);
  if (sentence && sentence.index > 0)
    return {
      name: text.slice(0, sentence.index).trim(),
      address: text.slice(sentence.index + 1).trim(),
    };
  return { name: text, address: null };
}

function cleanPiece(text: string): string {
  return (
    text
      .replace(/^[,;:\s(]+|[,;:\s]+$/g, '')
      // The closing bracket of an opening one just dropped ("(UNMSM)").
      .replace(/^([^()]*)\)$/u, '$1')
      // A sentence's dates leave their preposition behind ("… de Piura de 2010 a 2015").
      .replace(/\s+(?:de|del|desde|entre|en|from|between|in|since)\.?$/u, '')
      .replace(/\(\s*\)/g, '')
      .replace(/\.$/, '')
      .trim()
  );
}

/** Dates as displayed: "Promoción 2015" keeps its word, an open "2007-" its dash. */
function readDates(text: string): { dates: DateRange | null; rest: string } {
  let match = findDateRange(text);
  if (!match) return { dates: null, rest: text };
  // A school's number is not a year: "I.E. 2045", "Colegio N° 1987".
  if (!match.isRange && schoolNumberPattern.test(text.slice(0, match.index))) {
    const numberEnd = match.index + match.length;
    const later = findDateRange(text.slice(numberEnd));
    if (!later) return { dates: null, rest: text };
    match = { ...later, index: later.index + numberEnd };
  }
  let start = match.index;
  let end = match.index + match.length;
  const before = text.slice(0, start);
  // "Año 2014" opening a dates column's cell: the word names the year.
  const promotion =
    /(?:^|\s|\()(promoci[oó]n|class of|generaci[oó]n|expected|anticipated|graduation|fecha de egreso)\s+$/iu.exec(
      before,
    ) ?? /^(a[nñ]o)\s+$/iu.exec(before);
  // In brackets too: "I.E. Santa Rosa (Promoción 2014)".
  if (promotion) start = before.length - promotion[0].replace(/^[\s(]+/u, '').length;
  // The word opening a range belongs to its dates: "De 2010 a 2015", "desde 2018".
  const opener = /(?:^|\s)(de|desde|from|since)\s+$/iu.exec(before);
  if (opener && match.isRange) start = before.length - opener[0].trimStart().length;
  // A sentence's span of years: "entre 2010 y 2015", "between 2010 and 2015".
  const between = /(?:^|\s)(?:entre|between)\s+$/iu.exec(before);
  const until = /^\s+(?:y|and)\s+((?:19|20)\d{2})(?!\d)/u.exec(text.slice(end));
  if (between && until?.[1] && !match.isRange && match.range.start) {
    const endYear = Number(until[1]);
    start = before.length - between[0].trimStart().length;
    end += until[0].length;
    const shown = text.slice(start, end).trim();
    const range: DateRange = {
      start: match.range.start,
      end: { year: endYear, month: null },
      current: false,
      text: shown,
    };
    return {
      dates: range,
      rest: `${text.slice(0, start)} ${text.slice(end)}`.replace(/\s+/g, ' ').trim(),
    };
  }
  // "2019 – 2021 (Egresada)", "2011 – 2016 · Titulada 2017": the studies' state after them.
  const state =
    statusAfterDatesPattern.exec(text.slice(end)) ?? expectedEndPattern.exec(text.slice(end));
  if (state) end += state[0].length;
  // A slash set against the last date is the date's ("15/12/2021/"), never a field.
  if (/^\/(?=\s|$)/u.test(text.slice(end))) end += 1;
  // A dash set against the year opens the range: "2007- Licenciado en …".
  if (!match.isRange && /^[-–](?=\s|$)/u.test(text.slice(end))) end += 1;
  const shown = text.slice(start, end).trim();
  const range: DateRange = { ...match.range, text: shown };
  const rest = `${text.slice(0, start)} ${text.slice(end)}`
    .replace(/\(\s*\)/g, ' ')
    // A dates cell taken out of a table's row leaves its two separators together.
    .replace(/\|\s*\|/g, '|')
    // Dates closing the line leave the separator before them ("Universidad X – 2019 - 2023").
    .replace(/\s+[|•·–—-]\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { dates: range, rest };
}

/**
 * "Maestría en X – Universidad Y, Cusco (En curso)": a bracketed word for the present closing the
 * line after the school stands where the dates stand, a field of its own; right after the degree
 * it is the degree's state ("Universidad Y – Maestría en X (en curso)") and stays in it.
 */
function presentAfterSchool(text: string): string {
  const bracket = /\s*\(([^()]+)\)$/u.exec(text);
  if (!bracket?.[1] || !presentOnlyPattern.test(fold(bracket[1]).trim())) return text;
  const before = text.slice(0, bracket.index);
  const schoolAt = institutionWordAt(before);
  if (schoolAt < 0 || degreeWordAt(before) > schoolAt) return text;
  // "UNIVERSIDAD X 7.° ciclo (en curso)": the term reached goes with the state, not the name.
  const cycle = cycleReachedPattern.exec(before);
  if (cycle?.[1]) return `${before.slice(0, cycle.index)} | ${cycle[1]} (${bracket[1]})`;
  return `${before} | ${bracket[1]}`;
}

/** The term a student has reached, closing a school's name: "7.° ciclo", "VIII ciclo". */
const cycleReachedPattern =
  /\s+((?:\d{1,2}\s?\.?\s?(?:°|º|vo|mo|no|er|ro|do)?|[IVX]{1,4}|[uú]ltimo|d[eé]cimo|noveno|octavo|s[eé]ptimo|sexto|quinto|cuarto|tercer|segundo|primer)\s?ciclo)$/iu;

/** Some word other than "de", "y", "of" is in lower case: prose, not a name. */
function hasLowerCaseWord(text: string): boolean {
  return text
    .split(/\s+/)
    .some(
      (word) =>
        /^\p{Ll}/u.test(word) && !/^(?:de|del|la|las|el|los|y|e|en|of|and|the|in|for)$/u.test(word),
    );
}

/**
 * A sentence about the studies, not a line of fields ("Desde el año pasado curso la carrera …"):
 * long, naming no school, and most of its words other than "de", "en", "la" in lower case,
 * where names of degrees and schools are written with capitals.
 */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < 10 || hasInstitutionWord(text)) return false;
  const lower = words.filter(
    (word) =>
      /^\p{Ll}/u.test(word) &&
      !/^(?:de|del|la|las|el|los|y|e|o|u|en|a|al|con|por|para|un|una|of|and|the|in|for|at|to|a)$/u.test(
        word,
      ),
  );
  return lower.length >= 4;
}

/** Set in the same case: "UNIVERSIDAD X - Curso de Y" changes case where the field changes. */
function sameCase(left: string, right: string): boolean {
  const capitals = (text: string): boolean => !/\p{Ll}/u.test(text);
  // An acronym ("BE", "UNI") is written in capitals whatever the line's case.
  if (/^\p{Lu}{2,6}$/u.test(right) || /^\p{Lu}{2,6}$/u.test(left)) return true;
  return capitals(left) === capitals(right);
}

/**
 * A name after a degree, set apart by a dash ("Master of Mining – Kallpa Institute"): every word
 * but the joining ones capitalised, as a school's name is written, where a note on the degree
 * goes on in small letters ("– Perteneciente al décimo superior").
 */
function namesSchoolAfterDegree(previous: Piece, piece: Piece): boolean {
  return (
    previous.kind === 'degree' &&
    /^[-–—]$/u.test(piece.separator.trim()) &&
    /\p{Ll}/u.test(piece.text) &&
    piece.text.split(/\s+/).length >= 2 &&
    !hasLowerCaseWord(piece.text)
  );
}

/** Words that open a school's name (never its tail, as "School" or "College" may be). */
const schoolOpenerPattern =
  /^(?:universidad|universidade|instituto|institucion educativa|colegio|escuela|pontificia|liceo|i\.\s?e\.|centro de estudios|centro de formacion)(?![a-z])/;

/** Words that open a degree's name and never a school's (never "Técnica" of "Universidad Técnica"). */
const degreeHeadPattern =
  /^(?:bachiller|bachelor|licenciad[oa] en|licenciatura|maestria|magister|doctorado|phd|titulo|titulad[oa]|segunda especialidad|ingenieria|(?:profesional )?tecnic[oa] en|egresad[oa]|estudiante de|carrera de)(?![a-z])/;

/** What comes right before a school's number: "I.E.", "N°", "Nro.", "#". */
const schoolNumberPattern = /(?:(?<![\p{L}])I\.\s?E\.?|N\s?[°º]|Nro\.?|No\.|#)\s*$/iu;

/** A word that carries a sentence on past a school's name: never part of the name itself. */
const sentenceRunOnPattern =
  /\s(?:con|donde|durante|obteniendo|logrando|siendo|cursando|hasta|with|where|while|during|graduating|obtaining|earning|receiving|majoring)\s/u;

/** Splits at field separators, keeping them at odd positions; "(técnico, 3 años)" stays whole. */
function splitOutsideParentheses(text: string): string[] {
  const parts: string[] = [];
  const pattern = new RegExp(separatorPattern.source, 'g');
  let start = 0;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index);
    const open = (before.match(/\(/g) ?? []).length - (before.match(/\)/g) ?? []).length;
    if (open > 0) continue;
    parts.push(text.slice(start, match.index), match[0]);
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** The longest run of up to four opening words that is a place, when studies follow it. */
function splitLeadingPlace(text: string): { place: string; rest: string } | null {
  const words = text.split(' ');
  for (let count = Math.min(4, words.length - 1); count >= 1; count -= 1) {
    const place = words.slice(0, count).join(' ').replace(/,$/, '');
    const rest = words.slice(count).join(' ');
    if (!/^\p{Lu}/u.test(rest) || /[|•·–—]/u.test(place)) continue;
    if (institutionWordAt(rest) !== 0 && degreeWordAt(rest) !== 0) continue;
    // "MSc, King's College London": a degree before the comma, not a "City, Region" place.
    if (isEducationPlace(place) && institutionWordAt(place) < 0 && degreeWordAt(place) < 0)
      return { place, rest };
  }
  return null;
}

/** A degree written as its abbreviation alone: "MBA", "PhD", "B.A.", "M.Sc.", "BSc". */
function isDegreeAbbreviation(text: string): boolean {
  const letters = text.replace(/[.\s]/g, '');
  return (
    /^\p{Lu}[\p{L}]{1,4}$/u.test(letters) &&
    /\p{Lu}.*\p{Lu}/u.test(letters) &&
    degreeWordAt(text) === 0
  );
}

/** Levels of studies a form labels ("Terciario:", "Universitario:", "Superior:"). */
const studiesLevelLabelPattern =
  /^(?:terciari[oa]s?|universitari[oa]s?|superior(?:es)?|estudios (?:superiores|universitarios|tecnicos|terciarios)|tecnico superior|superior (?:tecnic[oa]|universitari[oa]|tecnologic[oa]))$/;

/** A foreign degree recognised, revalidated or apostilled in Peru, by SUNEDU or a ministry. */
const recognitionPattern =
  /(?:reconocid|revalidad|convalidad|homologad|registrad|inscrit|apostillad)[oa]s?\b.*\b(?:sunedu|minedu|ministerio de educacion|peru)\b|\bapostillad[oa]\b/;

/** A school's campus named after it: "Filial Lima Norte", "Sede Arequipa", "Campus Sur". */
const campusPattern = /^(?:filial|sede|campus)\s+\p{L}/iu;

/** "Etiqueta: valor" with the label's folded form. */
function splitLabel(text: string): { label: string; value: string } | null {
  // A table row's cells ("Otro | Reto: …") are not one label, nor is a note in brackets
  // ("2004 – 2009 (Título: 2010)").
  // Europass labels run longer ("Nivel conforme a una clasificación nacional o internacional").
  const long = /^([^:|(]{41,80}):\s*(.*)$/u.exec(text);
  const match =
    /^([^:|(]{2,40}):\s*(.*)$/u.exec(text) ?? (long?.[1] && isEuropassLabel(long[1]) ? long : null);
  if (!match?.[1]) return null;
  // "2015 - 2018: Bachiller en …", "Promoción 2008: Secundaria …": the entry's dates before a
  // colon, never a label.
  const { dates, rest } = readDates(match[1]);
  if (dates !== null && rest.length === 0) return null;
  return { label: fold(match[1]).replace(/\s+/g, ' ').trim(), value: (match[2] ?? '').trim() };
}

/** A level of studies after school, as a form labels it ("Superior", "Técnico", "Universitaria"). */
const higherStudiesLevelPattern =
  /^(?:(?:estudios |educacion |nivel )?(?:superior(?:es)?|tecnic[oa]s?|universitari[oa]s?|tecnologic[oa]s?)(?: (?:tecnic[oa]|universitari[oa]|completa|incompleta))?)$/u;

/** A label naming a programme of studies ("Carrera Técnica", "Carrera Profesional"). */
const programmeLabelPattern = /^carrera\b/;

/**
 * Reads one education line into its fields.
 *
 * @example
 * readEducationLine('Maestría en Finanzas – Universidad de Lima, Perú, 2019').institution; // 'Universidad de Lima'
 */
export function readEducationLine(rawText: string): EducationLine {
  let text = rawText
    .replace(iconCharacterPattern, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // A row's number ("N°" column) or a list's: "2 Egresado de …", "3. Técnico en …".
    .replace(/^\d{1,2}[.)]?\s+(?=\p{Lu})/u, '');
  if (text.length <= 2 || !/\p{L}|\d/u.test(text)) return { ...emptyLine, description: true };
  // "2008 – 2013. Título apostillado; reconocimiento ante SUNEDU en trámite.": the entry's dates,
  // then a sentence about it.
  const opening = findDateRange(text);
  const sentenceAfter =
    opening?.index === 0 ? /^\.\s+(\p{Lu}.*)$/u.exec(text.slice(opening.length)) : null;
  if (opening && sentenceAfter?.[1])
    return { ...emptyLine, dates: opening.range, extras: [sentenceAfter[1]] };
  // "Colegiado en el Colegio de Ingenieros, CIP N° …": membership of a professional body, a note.
  if (professionalBodyPattern.test(fold(text))) return { ...emptyLine, description: true };
  // "Título reconocido por SUNEDU (2021)": the recognition in Peru of the degree above, a note.
  if (recognitionPattern.test(fold(text))) return { ...emptyLine, description: true };
  // "Grado 2": a form numbering its entries' rows.
  if (entryCounterPattern.test(fold(text))) return { ...emptyLine, description: true };

  // "2005 – 2009 Educación secundaria: Colegio X": a dates column before a labelled value; the
  // label is what follows the dates.
  const datesColumn = findDateRange(text);
  if (
    datesColumn?.index === 0 &&
    datesColumn.isRange &&
    /^[^:]{3,40}:\s*\S/u.test(text.slice(datesColumn.length))
  ) {
    const inner = readEducationLine(text.slice(datesColumn.length).replace(/^[\s|·•,–—-]+/u, ''));
    if (inner.dates === null && !inner.description && (inner.degree ?? inner.institution) !== null)
      return {
        ...inner,
        dates: { ...datesColumn.range, text: text.slice(0, datesColumn.length).trim() },
      };
  }

  // Labelled values: "Título: …", "Secundaria: Colegio …", "Año de promoción: 2019".
  let labelledLevel: string | null = null;
  let labelledInstitution = false;
  const labelled = splitLabel(text);
  const bareLabel = fold(text.replace(/:$/, '')).trim();
  if (degreeLabelPattern.test(bareLabel)) return { ...emptyLine, awaitsDegree: true };
  if (labelled) {
    const { label, value } = labelled;
    if (degreeLabelPattern.test(label)) {
      if (value.length === 0) return { ...emptyLine, awaitsDegree: true };
      const { dates, rest } = readDates(value);
      const title = cleanPiece(rest);
      // "Título: First Certificate in English" names a course's certificate, not a degree, and so
      // does a title that opens as a course does ("Título: Fundamentos de Programación").
      const course =
        courseOpenerPattern.test(fold(title)) ||
        (shortCoursePattern.test(fold(title)) && !degreePattern.test(fold(title)));
      return {
        ...emptyLine,
        dates,
        degree: title,
        degreeStrength: 'title',
        course,
        ...(programmeLabelPattern.test(label) ? { programme: true as const } : {}),
      };
    }
    // "Curso online: Testing en React", "Taller: Oratoria": a course named after its kind.
    if (value.length > 0 && courseOpenerPattern.test(fold(label))) {
      const { dates, rest } = readDates(text);
      return { ...emptyLine, dates, course: true, courseName: cleanPiece(rest) };
    }
    if (dateLabelPattern.test(label)) {
      const { dates } = readDates(value);
      if (dates) return { ...emptyLine, dates };
    } else if (institutionLabelPattern.test(label)) {
      labelledInstitution = true;
      text = value;
    } else if (studiesLabelPattern.test(label)) {
      text = value;
    } else if (
      schoolLevelPattern.test(label) ||
      degreePattern.test(label) ||
      studiesLevelLabelPattern.test(label)
    ) {
      labelledLevel = text.slice(0, text.indexOf(':')).trim();
      text = value;
    } else if (
      /\.$/.test(value) &&
      hasLowerCaseWord(value) &&
      degreeWordAt(value) < 0 &&
      !schoolLevelPattern.test(fold(value)) &&
      findDateRange(value) === null
    ) {
      // "Concurso X: Competencias para el empleo.": a name and a sentence about it, a note
      // (a competition, an award), not a school and its degree.
      return { ...emptyLine, description: true };
    } else if (!institutionPattern.test(label)) {
      // "Anexo: …", "Logros: …": a note about the studies.
      return { ...emptyLine, description: true };
    }
  }

  const { dates, rest: dateless } = readDates(text);
  const undated = dates === null ? presentAfterSchool(dateless) : dateless;
  if (isSentence(undated)) return { ...emptyLine, description: true };
  // "Aug 2012 – May 2016 · Berkeley, CA": the dates and their place.
  const placeOnly = undated.replace(/^[\s|•·,–—-]+|[\s|•·,–—-]+$/gu, '');
  if (
    dates !== null &&
    placeOnly.length > 0 &&
    labelledLevel === null &&
    !hasInstitutionWord(placeOnly) &&
    degreeWordAt(placeOnly) < 0 &&
    !shortCoursePattern.test(fold(placeOnly)) &&
    isEducationPlace(placeOnly)
  )
    return { ...emptyLine, dates, location: placeOnly };
  // "2004 – 2009 (Título: 2010)", "2015 – 2019 (egresada 2020)": a bracketed year beside the
  // dates says more about them; they are the line's only field.
  if (dates !== null && /^\([^()]*\b\d{4}\b[^()]*\)$/u.test(placeOnly))
    return { ...emptyLine, dates: { ...dates, text: `${dates.text} ${placeOnly}` } };
  // A bracketed word alone on its line beside the dates ("(Chiclayo)"): their place, or a note.
  const bracketed =
    /^\([^()]+\)$/u.test(placeOnly) &&
    institutionWordAt(placeOnly) < 0 &&
    degreeWordAt(placeOnly) < 0 &&
    !shortCoursePattern.test(fold(placeOnly)) &&
    !presentOnlyPattern.test(fold(placeOnly.slice(1, -1)).trim());
  if (bracketed && labelledLevel === null) {
    if (dates !== null || isEducationPlace(placeOnly))
      return { ...emptyLine, dates, location: placeOnly };
    return { ...emptyLine, description: true };
  }
  // "Huaraz, Áncash" alone on its line: the entry's place, never a school named by its town
  // (one word alone, "San Marcos", may still name a school).
  if (
    dates === null &&
    labelledLevel === null &&
    /,|\s[–—-]\s|\p{L}-\p{Lu}/u.test(placeOnly) &&
    !hasInstitutionWord(placeOnly) &&
    degreeWordAt(placeOnly) < 0 &&
    !shortCoursePattern.test(fold(placeOnly)) &&
    isEducationPlace(placeOnly)
  )
    return { ...emptyLine, location: placeOnly };
  const pieces: Piece[] = [];
  // A place opening the line before the studies ("Berkeley, CA Bachelor's in …", "Lima-Perú
  // Universidad …"), as two-column rows print it.
  const leading = splitLeadingPlace(undated);
  if (leading) pieces.push({ text: leading.place, kind: 'place', separator: '' });
  const rest = leading ? leading.rest : undated;
  const parts = splitOutsideParentheses(rest);
  for (let index = 0; index < parts.length; index += 2) {
    const separator = index === 0 ? '' : (parts[index - 1] ?? ' ');
    const raw = cleanPiece(parts[index] ?? '');
    if (raw.length === 0 || !/\p{L}/u.test(raw)) continue;
    const inside = splitInsidePiece(raw);
    const placeOfStudies = inside.length === 1 ? splitAtPlaceOfStudies(raw) : null;
    (placeOfStudies ?? inside).forEach((inner, position) => {
      const cleaned = cleanPiece(inner.replace(studiesVerbPattern, ''));
      if (cleaned.length === 0) return;
      pieces.push({
        text: cleaned,
        kind:
          placeOfStudies !== null && position === 1
            ? 'institution'
            : placeOrName(classifyPiece(cleaned), pieces.length === 0 && dates === null),
        separator: position === 0 ? separator : ' ',
      });
    });
  }
  if (labelledInstitution && pieces[0]) pieces[0].kind = 'institution';

  // A piece that names nothing goes with the piece before it ("Pre-grado en X - Perteneciente
  // al décimo superior", "USS - Universidad Señor de Sipán"); a degree's parts stay together.
  pieces.forEach((piece, index) => {
    if (piece.kind !== 'loose') return;
    const words = piece.text.split(/\s+/).length;
    // "OCTUBRE 2019 – ACTUALIDAD, SEVILLA": a short name after the dates is their place.
    const afterDates =
      index === 0 && dates !== null && piece.separator.trim() === ',' && words <= 3;
    // "Instituto X – Rosario": one word closing the line after the school is its city.
    const afterSchool =
      pieces.slice(index + 1).every((next) => next.kind === 'place') &&
      index > 0 &&
      pieces[index - 1]?.kind === 'institution' &&
      words === 1 &&
      /^\p{Lu}/u.test(piece.text) &&
      // An acronym names the school ("Universidad Señor de Sipán - USS"), not its city.
      !/^\p{Lu}{2,6}$/u.test(piece.text) &&
      !fieldOfStudyPattern.test(fold(piece.text));
    // "Universidad X – Filial Lima Norte": the campus the school taught at is its place.
    const campus =
      index > 0 && pieces[index - 1]?.kind === 'institution' && campusPattern.test(piece.text);
    if (afterDates || afterSchool || campus) piece.kind = 'place';
  });
  // "Lincoln High School, Miami, FL": the pieces closing the line after the school, set apart by
  // commas, that read together as a place ("City, ST", "District, City") are its place.
  const schoolAt = pieces.findIndex((piece) => piece.kind === 'institution');
  const tail = schoolAt >= 0 ? pieces.slice(schoolAt + 1) : [];
  if (
    tail.length > 1 &&
    tail.every(
      (piece, index) =>
        (piece.kind === 'loose' || piece.kind === 'place') &&
        // "University of Vermont | Burlington, VT": the place may open after any separator.
        (index === 0 || piece.separator.trim() === ',') &&
        // "…, Arequipa, Egresado.": the studies' state closes the line after the city.
        !statusOnlyPattern.test(fold(piece.text).replace(/\.$/u, '')),
    ) &&
    isEducationPlace(tail.map((piece) => piece.text).join(', '))
  )
    tail.forEach((piece) => (piece.kind = 'place'));
  const merged: Piece[] = [];
  let schoolAfterDegree: string | null = null;
  pieces.forEach((piece, index) => {
    const previous = merged[merged.length - 1];
    const next = pieces[index + 1];
    const joinsPrevious =
      previous !== undefined &&
      previous.kind !== 'place' &&
      previous.kind !== 'present' &&
      !/^,/.test(piece.separator.trim()) &&
      // "•" and "|" set fields apart ("Universidad X • Contabilidad • 2012"), a dash may not.
      ((piece.kind === 'loose' &&
        sameCase(previous.text, piece.text) &&
        !fieldOfStudyPattern.test(fold(piece.text)) &&
        !/^[|•·]$/u.test(piece.separator.trim())) ||
        (piece.kind === 'degree' &&
          previous.kind === 'degree' &&
          /^[,-]$/.test(piece.separator.trim())));
    const commaLoose =
      previous !== undefined &&
      piece.kind === 'loose' &&
      piece.separator.trim() === ',' &&
      (previous.kind === 'degree' || previous.kind === 'level') &&
      (next === undefined || next.kind !== 'institution') &&
      // A name in capitals after a degree in mixed case is the school's acronym ("Técnico en
      // Soldadura, SENCICO"), not more of the degree.
      !(/^\p{Lu}{3,8}$/u.test(piece.text) && /\p{Ll}/u.test(previous.text));
    const degreeAfterComma =
      previous !== undefined &&
      piece.kind === 'degree' &&
      previous.kind === 'degree' &&
      piece.separator.trim() === ',';
    // How far the studies have gone ("Enfermería – VIII ciclo (en curso)", "Contabilidad, 7mo
    // ciclo"): part of the studies named before it, which it shows are a course of study.
    if (
      previous !== undefined &&
      (previous.kind === 'loose' || previous.kind === 'degree') &&
      /^[-–—,]$/u.test(piece.separator.trim()) &&
      studiesProgressPattern.test(fold(piece.text))
    ) {
      previous.text = `${previous.text}${piece.separator}${piece.text}`;
      previous.kind = 'degree';
      return;
    }
    if (previous && (joinsPrevious || commaLoose || degreeAfterComma)) {
      schoolAfterDegree =
        joinsPrevious && namesSchoolAfterDegree(previous, piece) ? piece.text : null;
      previous.text = `${previous.text}${piece.separator}${piece.text}`;
      return;
    }
    // A school's acronym and its name are one name: "UPC - Universidad Peruana …".
    const acronym = (text: string): boolean => /^\(?\p{Lu}{2,8}\)?$/u.test(text);
    if (
      previous !== undefined &&
      piece.kind === 'institution' &&
      previous.kind === 'institution' &&
      /^[-–—]$/.test(piece.separator.trim()) &&
      (acronym(previous.text) || acronym(piece.text))
    ) {
      previous.text = `${previous.text}${piece.separator}${piece.text}`;
      return;
    }
    // A field named before its abbreviated degree ("Finanzas, MBA", "Economics, B.A."): one
    // degree, the field its subject; a school is never named by such an abbreviation.
    if (
      piece.kind === 'degree' &&
      previous?.kind === 'loose' &&
      merged.length === 1 &&
      piece.separator.trim() === ',' &&
      isDegreeAbbreviation(piece.text)
    ) {
      previous.text = `${previous.text}${piece.separator}${piece.text}`;
      previous.kind = 'degree';
      return;
    }
    // A nameless piece before a school names it too ("USS - Universidad …").
    if (
      piece.kind === 'institution' &&
      previous?.kind === 'loose' &&
      piece.separator.trim() === '-' &&
      merged.length === 1
    ) {
      previous.text = `${previous.text}${piece.separator}${piece.text}`;
      previous.kind = 'institution';
      return;
    }
    merged.push({ ...piece });
  });

  let institution: string | null = null;
  let degree: string | null = null;
  let degreeStrength: DegreeStrength | null = null;
  let location: string | null = null;
  let presentDates: DateRange | null = null;
  const extras: string[] = [];
  let course = false;
  let courseName: string | null = null;
  // A faculty after its school ("Universidad X – Facultad de Ingeniería Civil") is part of the
  // school, not the degree, though it names the field: the degree is on a line of its own.
  const schoolFirst = merged.find((piece) => piece.kind === 'institution');
  const facultyPiece = merged.find(
    (piece) =>
      piece.kind === 'institution' &&
      piece !== schoolFirst &&
      facultyPattern.test(fold(piece.text)),
  );
  const institutions = merged.filter(
    (piece) => piece.kind === 'institution' && piece !== facultyPiece,
  );
  // Two schools named: the one that also names a level or degree is the degree ("ESCUELA
  // SECUNDARIA • I.E. X").
  if (institutions.length > 1) {
    const degreeLike = institutions.find((piece) => {
      const folded = fold(piece.text);
      return schoolLevelPattern.test(folded) || degreePattern.test(folded);
    });
    if (degreeLike)
      degreeLike.kind = schoolLevelPattern.test(fold(degreeLike.text)) ? 'level' : 'degree';
  }
  for (const [index, piece] of merged.entries()) {
    const { text: pieceText, kind } = piece;
    if (piece === facultyPiece) {
      extras.push(pieceText);
    } else if (kind === 'institution' && institution === null) {
      const { name, address } = dropAddress(pieceText);
      const next = merged[index + 1];
      const cityAfter =
        next?.kind === 'place' && next.separator.trim() === ','
          ? next.text.replace(/[()]/g, '')
          : null;
      const trailing = trailingPlace(name, cityAfter);
      institution = trailing?.name ?? name;
      // The district and the city after it are one place ("Miraflores, Lima").
      const cities = merged.slice(index + 1).filter((later) => later.kind === 'place');
      if (trailing)
        location = /\)$/.test(trailing.name)
          ? trailing.place
          : [trailing.place, ...cities.map((later) => later.text)].join(', ');
      if (address) extras.push(address);
    } else if (
      (kind === 'degree' || kind === 'level') &&
      (degree === null || degreeStrength === 'level')
    ) {
      if (degree !== null && kind === 'level') {
        extras.push(pieceText);
        continue;
      }
      degree = pieceText;
      degreeStrength = kind;
    } else if (kind === 'place' && location === null) {
      location = pieceText;
    } else if (kind === 'place' && location?.split(', ').includes(pieceText)) {
      continue;
    } else if (
      kind === 'place' &&
      location !== null &&
      piece.separator.trim() === ',' &&
      merged[index - 1]?.kind === 'place'
    ) {
      // "San Miguel, Lima": a district and its city, one place.
      location = `${location}, ${pieceText}`;
    } else if (kind === 'present' && !dates && !presentDates) {
      presentDates = { start: null, end: null, current: true, text: pieceText };
    } else if (kind === 'course') {
      course = true;
      courseName ??= pieceText;
      extras.push(pieceText);
    } else {
      extras.push(pieceText);
    }
  }
  // A sentence runs on after the school's name ("… the University of Leeds with a BSc in …",
  // "… Universidad X donde obtuve …"): the name ends at the word that carries the sentence on.
  const runOn = institution === null ? null : sentenceRunOnPattern.exec(institution);
  if (institution !== null && runOn && runOn.index > 0) {
    const tail = cleanPiece(institution.slice(runOn.index));
    institution = institution.slice(0, runOn.index).trim();
    const degreeAt = degreeWordAt(tail);
    if (degreeAt >= 0 && degree === null) {
      degree = cleanPiece(tail.slice(degreeAt));
      degreeStrength = 'degree';
    } else if (tail.length > 0) extras.push(tail);
  }
  // "Instituto Kamayoq (sede Rosario)": the campus in brackets is where the school taught.
  const campusNote = institution === null ? null : /^(.+?)\s*\(([^()]+)\)$/u.exec(institution);
  if (campusNote?.[1] && campusNote[2] && campusPattern.test(campusNote[2]) && location === null) {
    institution = campusNote[1];
    location = campusNote[2];
  }
  // A nameless piece fills the field the line lacks.
  const loose = extras.filter((extra) =>
    merged.some((piece) => piece.text === extra && piece.kind === 'loose'),
  );
  for (const piece of loose) {
    // "Técnico superior · Graduado": the state of the studies names no school.
    if (statusOnlyPattern.test(fold(piece).replace(/[().]/g, '').trim())) continue;
    if (degree === null && !course) {
      degree = piece;
      degreeStrength = 'loose';
    } else if (institution === null && degree !== null && degreeStrength !== 'loose') {
      institution = piece;
    } else continue;
    extras.splice(extras.indexOf(piece), 1);
  }
  // "Secundario: Bachiller en Economía – E.E.S.O. N° 427", "Técnico: Mecánica – CETPRO Juliaca":
  // a value that names its studies and its school needs no label for a degree.
  const levelLabel = labelledLevel === null ? null : fold(labelledLevel);
  // "Secundaria : Educación Secundaria": the value says the level in full, as displayed.
  const restatesLevel =
    levelLabel !== null &&
    degree !== null &&
    degreeStrength === 'level' &&
    fold(degree).includes(levelLabel);
  // "Superior : Secretariado Ejecutivo" (its school on the next line): under a level of higher
  // studies, a value naming no school names the studies.
  const namesHigherStudies =
    levelLabel !== null &&
    higherStudiesLevelPattern.test(levelLabel) &&
    degree !== null &&
    institution === null &&
    degreeStrength !== 'level';
  // "Superior Técnico: Técnico en Administración (egresada)", "Secundaria: Bachiller en
  // Ciencias": a value that names a degree with its field is the degree, its school on a line of
  // its own; the label only says its level.
  const namesDegree =
    levelLabel !== null &&
    degree !== null &&
    degreeStrength !== 'loose' &&
    /\s(?:en|de)\s+\p{Lu}/u.test(degree);
  if (namesHigherStudies) degreeStrength = 'degree';
  else if (
    labelledLevel !== null &&
    !restatesLevel &&
    !namesDegree &&
    !(degree !== null && institution !== null)
  ) {
    if (degree !== null && institution === null && degreeStrength === 'loose') {
      institution = degree;
    } else if (degree !== null) extras.unshift(degree);
    degree = labelledLevel;
    degreeStrength = 'level';
  }
  // A course beside a school ("PUCP – Curso de Excel") is still a course; beside degree words
  // ("Bachiller en …"), the line is a degree.
  if (merged.some((piece) => piece.kind === 'degree' || piece.kind === 'level')) course = false;
  // "Máster en Neuroeducación – Academia Educalab Online": a master's an academy or an online
  // school sells is a course (corpus README); a university's master's is a degree, online or
  // not. So is any study counted in hours or called a course in its own brackets ("Máster en
  // Auditoría (online, 120 h)", "Especialización en Ciencia de Datos (curso en línea)"): no
  // degree is counted in hours.
  if (degree !== null && (isAcademyMaster(degree, institution) || isCountedAsCourse(degree))) {
    course = true;
    courseName = degree;
  }
  const finalDates = dates ?? presentDates;
  const wordCount = text.split(/\s+/).length;
  const description =
    institution === null &&
    degreeStrength !== 'degree' &&
    degreeStrength !== 'level' &&
    finalDates === null &&
    !course &&
    (wordCount > 14 ||
      /^\p{Ll}/u.test(text) ||
      (/\.$/.test(rawText.trim()) && wordCount > 6 && hasLowerCaseWord(text)));
  if (description) return { ...emptyLine, description: true };
  const institutionAt = institution === null ? -1 : text.indexOf(institution);
  const degreeAt = degree === null ? -1 : text.indexOf(degree);
  const datesAt = dates === null ? -1 : text.indexOf(dates.text);
  const institutionLeads =
    institutionAt >= 0 && degreeAt > institutionAt && (datesAt < 0 || datesAt > institutionAt);
  return {
    institutionLeads,
    dates: finalDates,
    degree,
    degreeStrength,
    institution,
    location,
    extras,
    course,
    courseName: course ? courseName : null,
    awaitsDegree: false,
    description: false,
    ...(facultyPiece && institution !== null && degree === null
      ? { faculty: facultyPiece.text }
      : {}),
    ...(schoolAfterDegree !== null &&
    institution === null &&
    degree?.endsWith(` ${schoolAfterDegree}`) === true
      ? { schoolAfterDegree }
      : {}),
  };
}
