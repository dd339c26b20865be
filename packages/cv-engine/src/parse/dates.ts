// Dates as CVs write them, in Spanish and English (issue 3, stage 2): "ene. 2020 – actualidad",
// "03/2019 - 12/2021", "Marzo de 2017", "Set. 2019" (Peruvian "setiembre"), "Jan 2020 - Present",
// "2015-2018", single years. Matching runs on folded text (no accents, lower case).
import type { CvDate, DateRange } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { monthNumbers } from '../vocabulary/month-names';
import { presentPhrases } from '../vocabulary/present-words';
import { isDateWord } from '../vocabulary/date-words';

const monthAlternation = Object.keys(monthNumbers)
  .sort((left, right) => right.length - left.length)
  .join('|');

const currentAlternation = presentPhrases.join('|');

const yearCore = String.raw`(?:19[4-9]\d|20[0-4]\d)`;
/**
 * An academic term, as universities and institutes number them: "2019-I", "2020-II" (Peru), or
 * in figures, "2019-1", "2019-2", "2020-0" for the summer (Peru, Chile, Colombia, Mexico).
 */
const yearTermCore = String.raw`(?<![\d/.])${yearCore}(?:\s?[-–]\s?(?:iii|ii|i)(?![a-z])|[-–][0-3](?![\d/]|[.,]\d))`;

// One pattern, several kinds of "point": month + year, numeric month/year, bare month, year,
// "to the present". Ranges are then built from points joined by a separator.
const pointPattern = new RegExp(
  [
    String.raw`(?<monthYear>(?:(?<![\d/.])[0-3]?\d\s+(?:de\s+)?)?(?<![a-z])(?:${monthAlternation})\.?(?![a-z])[\s,./-]*(?:del?\s+)?(?<!\d)${yearCore}(?!\d))`,
    // A month name with a two-digit year after a mark: "ene-19", "Mar/20", "Nov '18".
    String.raw`(?<monthShortYear>(?<![a-z])(?:${monthAlternation})(?:\.?[-/.]|\.?\s?['’])\d{2}(?![\d/.]))`,
    String.raw`(?<numeric>(?<![\d/.])(?:[0-3]?\d[/.-])?(?:0?[1-9]|1[0-2])\s?[/.-]\s?${yearCore}(?!\d))`,
    String.raw`(?<yearTerm>${yearTermCore})`,
    // ISO order, year then two-digit month, perhaps a day: "2019-03", "2019-03-15".
    String.raw`(?<yearMonth>(?<![\d/.])${yearCore}(?<isoMark>[-/.])(?:0[1-9]|1[0-2])(?:\k<isoMark>(?:0[1-9]|[12]\d|3[01]))?(?![\d/.]))`,
    String.raw`(?<year>(?<![\d/.])${yearCore}(?![\d/]|\.\d))`,
    String.raw`(?<current>(?<![a-z])(?:${currentAlternation})(?![a-z]))`,
    String.raw`(?<month>(?:(?<![\d/.])[0-3]?\d\s+(?:de\s+)?)?(?<![a-z])(?:${monthAlternation})\.?(?![a-z]))`,
  ].join('|'),
  'g',
);

/** Between two dates: a dash, or a word, labelled in forms ("Desde: 03/2019 Hasta: 05/2020"). */
const separatorPattern =
  /^\s*(?:[-–—‒―~/]+|a|al|hasta\s*:?|to\s*:?|until|till|through|[-–—]?\s*hasta)\s*$/;
/**
 * "Desde 2019", "since 2020", "Desde: 03/2019", "desde el año 2019": an open start, kept in the
 * range's text.
 */
const openPrefixPattern =
  /(?<![a-z])(?:desde|from|since)(?:\s+el(?:\s+ano)?)?\s*:?\s+$|^\s*del?\s+$/;

/**
 * Words that name the kind of period before its dates, part of the dates as written: "Año
 * lectivo 2024", "Semestre 2019-I", "Año académico 2023 – 2024", and the terms named by their
 * season where the year turns in the south or the north ("Semestre Primavera 2019", "Fall 2018"),
 * or by their order in the year ("2° semestre 2020", "semestre I-2014").
 */
const periodLabelPattern =
  /(?<![a-z0-9])(?:(?:(?:[1-4]\s?(?:er|do|ro|to|°|º|o)|primer|segundo|tercer)\s+)?(?:semestres?|cuatrimestres?|trimestres?)(?:\s+academicos?)?(?:\s+(?:de\s+)?(?:primavera|otono|verano|invierno))?|ano\s+(?:lectivo|academico|escolar)|anos\s+(?:lectivos|academicos|escolares)|periodos?\s+academicos?|ciclo\s+academico|(?:spring|fall|autumn|summer|winter)(?:\s+(?:semester|term))?)\s*:?\s+$|(?<![a-z])semestres?\s+i{1,2}\s*[-–]\s*$/;

const durationUnits = String.raw`(?:anos?|meses|mes|years?|yrs?|months?|mos?|semanas|weeks?|dias?|days?)(?![a-z])`;
/** Small counts written in words: "seis meses", "un año y medio", "two years". */
const countWords = String.raw`(?:un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a)`;
const durationCount = String.raw`(?:\d{1,2}\s*|(?<![a-z])${countWords}\s+)`;
const durationPart = String.raw`${durationCount}${durationUnits}(?:\s+y\s+medio|\s+and\s+a\s+half)?`;
// Up to three parts: "1 año, 2 meses y 13 días", as public-sector forms count time served.
const durationCore = String.raw`(?:(?:menos\s+de|mas\s+de|less\s+than|more\s+than)\s+)?${durationPart}(?:,?\s*(?:y\s+|and\s+)?${durationPart}){0,2}`;
/** A duration right before a range in brackets: "3 años (2017 – 2020)". */
const durationBeforePattern = new RegExp(String.raw`(?<![a-z\d])${durationCore}\s*\(\s*$`);
/**
 * A duration right after a date range: "(2 años 4 meses)", "· 11 meses", "[1 yr 2 mos]", or
 * set apart by space alone when it ends the line ("Jun 2019 – Feb 2022   2 years 9 months").
 */
const durationAfterPattern = new RegExp(
  String.raw`^\s*(?:\(\s*${durationCore}\s*\)|\[\s*${durationCore}\s*\]|[·•|,/–—-]\s*${durationCore}(?![a-z])|${durationCore}\s*$)`,
);

const durationOnlyPattern = new RegExp(String.raw`^\(?\s*${durationCore}\s*\)?$`);
const presentOnlyPattern = new RegExp(String.raw`^(?:${currentAlternation})$`);

/**
 * A line that is only a duration ("3 años", "1 año 5 meses", "2 yrs 3 mos"): a tenure total,
 * as LinkedIn prints under an employer with several positions. Not a date.
 *
 * @example
 * isDurationOnly('4 años 8 meses'); // true
 */
export function isDurationOnly(text: string): boolean {
  return durationOnlyPattern.test(foldText(text.trim()));
}

/**
 * Text that is only a word for "to the present" ("ACTUALIDAD", "Presente"): an entry's dates
 * when it stands as a field of its own ("Desarrollador • Workana • Actualidad").
 *
 * @example
 * isPresentOnly('Actualidad'); // true
 */
export function isPresentOnly(text: string): boolean {
  return presentOnlyPattern.test(foldText(text.trim()));
}

type PointKind =
  | 'monthYear'
  | 'monthShortYear'
  | 'numeric'
  | 'yearTerm'
  | 'yearMonth'
  | 'year'
  | 'current'
  | 'month';

type DatePoint = {
  readonly kind: PointKind;
  readonly index: number;
  readonly length: number;
  readonly date: CvDate | null;
  readonly month: number | null;
};

export type DateMatch = {
  /** The range, its `text` being the matched source text. */
  readonly range: DateRange;
  /** Where the match starts and how long it is, in the original text. */
  readonly index: number;
  readonly length: number;
  /** Two points ("2018 – 2020", "2019 – actualidad"), not a single date. */
  readonly isRange: boolean;
  /** The match names a month, not only a year. */
  readonly hasMonth: boolean;
};

function readYear(text: string): number | null {
  const match = /(19[4-9]\d|20[0-4]\d)(?!.*(19[4-9]\d|20[0-4]\d))/.exec(text);
  return match ? Number(match[1]) : null;
}

function readMonthName(text: string): number | null {
  const match = new RegExp(`(?<![a-z])(${monthAlternation})(?![a-z])`).exec(text);
  return match?.[1] ? (monthNumbers[match[1]] ?? null) : null;
}

/** A number sign right before a figure: "N° ", "Nº", "N.° ", "Nro. ", "#". */
const numberSignPattern = /(?:\bn\.?\s?[°º]|\bnro\.?|\bno\.|#)\s*$/u;

function readPoints(folded: string): DatePoint[] {
  const points: DatePoint[] = [];
  for (const match of folded.matchAll(pointPattern)) {
    const groups = match.groups ?? {};
    const text = match[0];
    const kind = (Object.keys(groups) as PointKind[]).find((key) => groups[key] !== undefined);
    if (!kind) continue;
    // "I.E. N° 2026", "Colegio Nº 1999": a school's or a resolution's number, no year.
    if (
      (kind === 'year' || kind === 'yearTerm') &&
      numberSignPattern.test(folded.slice(0, match.index))
    )
      continue;
    const year = readYear(text);
    let date: CvDate | null = null;
    let month: number | null = null;
    if (kind === 'monthYear' && year !== null) {
      month = readMonthName(text);
      date = { year, month };
    } else if (kind === 'monthShortYear') {
      const short = Number(text.slice(-2));
      month = readMonthName(text);
      // Two digits stand for the nearest century's year a CV can hold ("19" → 2019, "98" → 1998).
      date = { year: short < 50 ? 2000 + short : 1900 + short, month };
    } else if (kind === 'numeric' && year !== null) {
      const parts = text.split(/\s?[/.-]\s?/);
      month = Number(parts[parts.length - 2]);
      date = { year, month: month >= 1 && month <= 12 ? month : null };
    } else if (kind === 'yearMonth' && year !== null) {
      // "2019-03" or "2019-03-15": the month is the second part.
      month = Number(text.split(/[-/.]/u)[1]);
      date = { year, month };
    } else if ((kind === 'year' || kind === 'yearTerm') && year !== null) {
      date = { year, month: null };
    } else if (kind === 'month') {
      month = readMonthName(text);
    }
    points.push({ kind, index: match.index, length: text.length, date, month });
  }
  return points;
}

/** Whether `first` comes before `second` (a missing month counts as the year's start). */
function isBefore(
  first: { year: number; month: number | null },
  second: { year: number; month: number | null },
): boolean {
  return first.year * 12 + (first.month ?? 1) < second.year * 12 + (second.month ?? 1);
}

/** "Present – Jan 2022": the present, then the date the range started, as displayed. */
function buildCurrentFirst(original: string, current: DatePoint, start: DatePoint): DateMatch {
  const index = current.index;
  const length = start.index + start.length - index;
  return {
    range: {
      start: start.date,
      end: null,
      current: true,
      text: original.slice(index, index + length).trim(),
    },
    index,
    length,
    isRange: true,
    hasMonth: start.month !== null,
  };
}

function buildMatch(
  original: string,
  start: DatePoint,
  end: DatePoint | null,
  prefixLength: number,
  openDashLength = 0,
  leadLength = 0,
): DateMatch {
  const index = start.index - prefixLength - leadLength;
  const last = end ?? start;
  const lastEnd = last.index + last.length + openDashLength;
  // A duration written after the dates belongs to them ("(11 meses)", "· 2 años 4 meses").
  const duration = durationAfterPattern.exec(foldText(original.slice(lastEnd)));
  // …and so does the bracket closing a range a duration opened ("3 años (2017 – 2020)").
  const leadText = original.slice(index, start.index - prefixLength);
  const closing =
    /\(\s*$/u.test(leadText) && !duration ? /^\s*\)/u.exec(original.slice(lastEnd)) : null;
  const length =
    lastEnd + (duration ? duration[0].length : 0) + (closing ? closing[0].length : 0) - index;
  const text = original.slice(index, index + length).trim();
  let startDate = start.date;
  // "Enero - Marzo 2020": the start month borrows the end's year.
  if (start.kind === 'month' && end?.date && start.month !== null) {
    startDate = { year: end.date.year, month: start.month };
  }
  // "Dec 2021 – Apr 2019": a dates column that sets the end above the start; the range runs
  // from the earlier date, as displayed.
  if (startDate && end?.date && end.kind !== 'current' && isBefore(end.date, startDate)) {
    return {
      range: { start: end.date, end: startDate, current: false, text },
      index,
      length,
      isRange: true,
      hasMonth: start.month !== null || end.month !== null,
    };
  }
  // "Desde 2019" alone, "since 2020": from then until now.
  const since =
    end === null &&
    /(?<![a-z])(?:desde|since)(?![a-z])/.test(foldText(original.slice(index, start.index)));
  const current = end?.kind === 'current' || since;
  // A single date stands for itself: it starts and ends there (a graduation, a course); "Desde
  // 2019" and "2019 –" leave the end open.
  const open = prefixLength > 0 || openDashLength > 0;
  const endDate = end ? (current ? null : end.date) : open ? null : startDate;
  return {
    range: { start: startDate, end: endDate, current, text },
    index,
    length,
    isRange: end !== null,
    hasMonth: start.month !== null || (end?.month ?? null) !== null,
  };
}

/**
 * Two dates with a month each, one after the other with nothing but a day between them ("abril
 * 2018 30 agosto 2020"): a range whose dash was lost (OCR drops a thin dash), when the second
 * comes later.
 */
function followsWithoutDash(
  start: DatePoint,
  next: DatePoint | undefined,
  between: string,
): boolean {
  if (!next?.date || !start.date || start.month === null || next.month === null) return false;
  if (!/^\s+(?:\d{1,2}\s+(?:de\s+)?)?$/u.test(between)) return false;
  const months = (date: CvDate) => date.year * 12 + (date.month ?? 0);
  return months(next.date) > months(start.date);
}

/**
 * Dates that count academic terms or years ("2019-I – 2020-II", "Año lectivo 2024"): a standard
 * format of months and years would lose what they say.
 *
 * @example
 * namesAcademicPeriod('Semestre 2019-I'); // true
 */
export function namesAcademicPeriod(text: string): boolean {
  const folded = foldText(text);
  return (
    new RegExp(yearTermCore, 'u').test(folded) ||
    periodLabelPattern.test(`${folded.replace(/\s*(?:19|20)\d\d.*$/u, '')} `)
  );
}

/**
 * Dates written with more than when: the studies' state or a cohort ("2019 – 2021 (Egresada)",
 * "Titulada 2017", "Promoción 2008") or a time served ("(2 años)"). Rewriting them in the one
 * date format would drop those words.
 *
 * @example
 * namesMoreThanItsDates('2011 – 2016 · Titulada 2017'); // true
 * namesMoreThanItsDates('Marzo 2019 – a la fecha'); // false
 */
export function namesMoreThanItsDates(text: string): boolean {
  const words = foldText(text).match(/\p{L}+/gu) ?? [];
  return words.some((word) => !isDateWord(word));
}

/** The last term of a list of terms after the one at `position` ("2019-II, 2020-I y 2021-I"). */
function lastListedTerm(
  folded: string,
  points: readonly DatePoint[],
  position: number,
): DatePoint | null {
  let last: DatePoint | null = null;
  for (let index = position + 1; index < points.length; index += 1) {
    const previous = points[index - 1];
    const point = points[index];
    if (!previous || point?.kind !== 'yearTerm') break;
    const between = folded.slice(previous.index + previous.length, point.index);
    if (!/^\s*(?:,|y|and|,\s*y)\s*$/u.test(between)) break;
    last = point;
  }
  return last;
}

/**
 * Finds the first date or date range in a line of text, preferring ranges to single dates.
 *
 * @example
 * findDateRange('Analista de datos  ene. 2020 – actualidad')?.range;
 * // { start: { year: 2020, month: 1 }, end: null, current: true, text: 'ene. 2020 – actualidad' }
 */
export function findDateRange(text: string): DateMatch | null {
  const folded = foldText(text);
  const points = readPoints(folded);
  let single: DateMatch | null = null;
  for (let position = 0; position < points.length; position += 1) {
    const start = points[position];
    if (!start) continue;
    const next = points[position + 1];
    if (start.kind === 'current') {
      // "Present – Jan 2022": a dates column that sets a range's end above its start.
      const between = next ? folded.slice(start.index + start.length, next.index) : '';
      if (next?.date && next.kind !== 'month' && /^\s*[-–—]\s*$/u.test(between)) {
        return buildCurrentFirst(text, start, next);
      }
      continue;
    }
    const between = next ? folded.slice(start.index + start.length, next.index) : '';
    const prefix = openPrefixPattern.exec(folded.slice(0, start.index));
    const prefixLength = prefix ? prefix[0].length : 0;
    // "(Del 2018 a la fecha)", "S.A.C. (Del 2015 al 2018)": "del" opens a range after a bracket
    // or a separator too, not only at the text's start.
    const rangeOpener = prefix
      ? null
      : /(?:^|[([,;–—-])\s*(del?\s+)$/u.exec(folded.slice(0, start.index));
    const rangePrefixLength = prefix ? prefixLength : (rangeOpener?.[1]?.length ?? 0);
    // "hasta la actualidad", "a la fecha" carry their own separator.
    const joined =
      separatorPattern.test(between) ||
      (next?.kind === 'current' &&
        /^\s*$/.test(between) &&
        /^(?:hasta|a |al |to )/.test(folded.slice(next.index))) ||
      followsWithoutDash(start, next, between);
    if (next && next.kind !== 'month' && joined) {
      // A day and month without a year runs to the present only ("1 Marzo – Actualidad").
      const dayMonthToNow = next.kind === 'current' && /^\d/.test(folded.slice(start.index));
      if (start.kind !== 'month' || next.date || dayMonthToNow) {
        // "3 años (2017 – 2020)": the time served written before its range in brackets.
        const lead =
          prefix || rangeOpener
            ? null
            : (durationBeforePattern.exec(folded.slice(0, start.index)) ??
              periodLabelPattern.exec(folded.slice(0, start.index)));
        return buildMatch(text, start, next, rangePrefixLength, 0, lead ? lead[0].length : 0);
      }
    }
    if (start.date && !single) {
      // "2004 –" closing the text: a range whose end is not written (or wraps to the next line).
      const tail = folded.slice(start.index + start.length);
      const openDash = /^\s*[-–—]+\s*$/u.exec(tail);
      // "Ene 2025 - Nov" closing the text: a range cut after its end month, its year wrapped to
      // the next line (a narrow dates box); the month stays with the dates.
      const cutAfterMonth =
        next?.kind === 'month' &&
        points[position + 2] === undefined &&
        /^\s*[-–—]+\s*$/u.test(between) &&
        /^[.\s]*$/u.test(folded.slice(next.index + next.length));
      const cutLength = openDash ? openDash[0].length : cutAfterMonth ? tail.trimEnd().length : 0;
      const label = prefix ? null : periodLabelPattern.exec(folded.slice(0, start.index));
      // "Semestres 2019-II, 2020-I y 2021-I": the terms listed run from the first to the last.
      const last = start.kind === 'yearTerm' ? lastListedTerm(folded, points, position) : null;
      single = last
        ? buildMatch(text, start, last, 0, 0, label ? label[0].length : 0)
        : buildMatch(text, start, null, prefixLength, cutLength, label ? label[0].length : 0);
    }
  }
  return single;
}

/**
 * Whether a date's text is a range cut before its end's year: "07/2023 –", "Ene 2025 - Nov"
 * (the rest wraps to the next line).
 *
 * @example
 * isCutRangeText('Ene 2025 - Nov'); // true
 */
export function isCutRangeText(text: string): boolean {
  return /[-–—]\s*(?:\p{L}{3,10}\.?)?$/u.test(text.trim());
}

/**
 * A single date followed by the word that opens a range's end, the end itself on the next line
 * of a narrow date column: "Marzo del 2014 a" (then "Junio 2016"). The date as found, with that
 * word, or null.
 *
 * @example
 * readCutDateRange('Marzo del 2014 a Supervisor de Obras')?.text; // 'Marzo del 2014 a'
 */
export function readCutDateRange(
  text: string,
): { readonly text: string; readonly index: number; readonly length: number } | null {
  // "Ene 2015 – Jun" / "2015 (6 meses)", "Ago – Dic" / "2018": a narrow date column wrapped
  // its range before the last year.
  const cutBeforeYear = monthCutBeforeYearPattern.exec(foldText(text));
  if (cutBeforeYear)
    return {
      text: text.slice(0, cutBeforeYear[1]?.length ?? 0),
      index: 0,
      length: cutBeforeYear[1]?.length ?? 0,
    };
  const match = findDateRange(text);
  if (!match || match.isRange || match.range.current) return null;
  const connector = /^\s+(?:a|al|hasta)(?=\s|$)/iu.exec(text.slice(match.index + match.length));
  if (!connector) return null;
  const length = match.length + connector[0].length;
  return { text: text.slice(match.index, match.index + length), index: match.index, length };
}

// A month (with or without its year), a dash and a month with no year, at the start of a line.
const monthCutBeforeYearPattern = new RegExp(
  String.raw`^((?:${monthAlternation})\.?(?:\s+(?:del?\s+)?\d{4})?\s*[–—-]\s*(?:${monthAlternation})\.?)(?!\.?\s+(?:del?\s+)?\d{4})(?=\s|$)`,
  'u',
);

/** Characters that may surround a date without making the text more than a date. */
const dateDecorationPattern = /^[\s()[\]|,.:;•·–—-]*$/;

/**
 * Parses text that is only a date or date range (parentheses and separators around it allowed).
 *
 * @example
 * parseDateRange('03/2019 - 12/2021');
 * // { start: { year: 2019, month: 3 }, end: { year: 2021, month: 12 }, current: false, text: '03/2019 - 12/2021' }
 */
export function parseDateRange(text: string): DateRange | null {
  const match = findDateRange(text);
  if (!match) return null;
  const rest = text.slice(0, match.index) + text.slice(match.index + match.length);
  return dateDecorationPattern.test(rest) ? match.range : null;
}

/**
 * Removes a found date from a line, returning the text on either side joined by one space and
 * stripped of the separators that stood next to the date.
 *
 * @example
 * removeDateText('Software Engineer | Jan 2023 - Present', findDateRange('Software Engineer | Jan 2023 - Present')!);
 * // 'Software Engineer'
 */
export function removeDateText(text: string, match: DateMatch): string {
  const rawBefore = text.slice(0, match.index);
  const rawAfter = text.slice(match.index + match.length);
  const before = rawBefore.replace(/[\s|,;:•·–—(-]+$/, '');
  const after = rawAfter
    .replace(/^[\s|,;:•·–—)-]+/, '')
    // The full stop that closed the date ("Enero 2019 – Marzo 2021.") goes with it.
    .replace(/^\.$/, '');
  // Dates between two bars ("Analista | 2019 – 2021 | Pukara Wasi") part two fields: they stay
  // parted.
  const betweenBars =
    /[|•·]\s*$/u.test(rawBefore.slice(before.length)) &&
    /^\s*[|•·]/u.test(rawAfter.slice(0, rawAfter.length - after.length));
  return [before, after]
    .filter((part) => part.length > 0)
    .join(betweenBars ? ' | ' : ' ')
    .trim();
}
