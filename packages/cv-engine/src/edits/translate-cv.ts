// The deterministic half of translation (issue 7, plan Redi): what needs no model. After the
// model's fields are in, the CV is marked English, standard headings become their English twins,
// tailoring's group gets its English name, and every date range is written in English — from the
// parsed dates when there are any, else by translating the words of the range as written — so the
// render (which follows `language`) produces an English DOCX and PDF.
import { foldHeading, standardHeadings } from '../vocabulary/standard-headings';
import type { CvDocument, DateRange } from '../model/cv-document';
import { formatDateRange, monthAbbreviations } from '../model/date-range-text';
import { foldText } from '../language/fold-text';
import { keySkillsGroupName } from '../tailor/tailor-cv';

/**
 * The CV in English wherever the engine itself can write it.
 *
 * @example prepareEnglishCv(cv).sections.map((section) => section.heading) // ['Professional Summary', 'Experience', …]
 */
export function prepareEnglishCv(cv: CvDocument): CvDocument {
  const translateRange = (range: DateRange | null): DateRange | null =>
    range === null
      ? null
      : { ...range, text: formatDateRange(range, 'en') ?? translateDateText(range.text) };
  return {
    ...cv,
    language: 'en',
    sections: cv.sections.map((section) => {
      const spanish = standardHeadings.es[section.kind];
      return spanish !== null && foldHeading(section.heading) === foldHeading(spanish)
        ? { ...section, heading: standardHeadings.en[section.kind] ?? section.heading }
        : section;
    }),
    experience: cv.experience.map((entry) => ({ ...entry, dates: translateRange(entry.dates) })),
    education: cv.education.map((entry) => ({ ...entry, dates: translateRange(entry.dates) })),
    projects: cv.projects.map((entry) => ({ ...entry, dates: translateRange(entry.dates) })),
    skills: cv.skills.map((group) =>
      group.name === keySkillsGroupName.es ? { ...group, name: keySkillsGroupName.en } : group,
    ),
  };
}

// Spanish month spellings (folded), longest first so "septiembre" wins over "sept".
const spanishMonths: readonly (readonly [string, number])[] = [
  ['septiembre', 9],
  ['setiembre', 9],
  ['diciembre', 12],
  ['noviembre', 11],
  ['febrero', 2],
  ['octubre', 10],
  ['agosto', 8],
  ['abril', 4],
  ['enero', 1],
  ['marzo', 3],
  ['junio', 6],
  ['julio', 7],
  ['mayo', 5],
  ['sept', 9],
  ['ene', 1],
  ['feb', 2],
  ['mar', 3],
  ['abr', 4],
  ['may', 5],
  ['jun', 6],
  ['jul', 7],
  ['ago', 8],
  ['set', 9],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dic', 12],
];

const seasons: Readonly<Record<string, string>> = {
  verano: 'Summer',
  invierno: 'Winter',
  otono: 'Fall',
  primavera: 'Spring',
};

// Rewrites of a range's words, on folded text (the same length as the original, so the matches
// splice back into it). Order matters: "de" goes only between a month and a year.
const dateWordRewrites: readonly {
  readonly pattern: RegExp;
  readonly replace: (match: string) => string;
}[] = [
  {
    pattern:
      /\b(?:hasta la actualidad|a la actualidad|la actualidad|actualidad|hasta el presente|al presente|el presente|presente|hasta la fecha|a la fecha|hoy|en curso|actual)\b/gu,
    replace: () => 'Present',
  },
  {
    pattern: new RegExp(
      `\\b(?:${spanishMonths.map(([spelling]) => spelling).join('|')})\\b\\.?(?:\\s+del?(?=\\s+\\d{4}))?`,
      'gu',
    ),
    replace: (match) => {
      const spelling = /^[a-z]+/u.exec(match)?.[0] ?? '';
      const month = spanishMonths.find(([candidate]) => candidate === spelling)?.[1] ?? 1;
      return monthAbbreviations.en[month - 1] ?? match;
    },
  },
  {
    pattern: /\b(?:verano|invierno|otono|primavera)\b/gu,
    replace: (match) => seasons[match] ?? match,
  },
  // "2019 a 2021", "2019 al presente", "2019 hasta 2021" → an en dash.
  { pattern: /(?<=\d{4}|\b[a-z]{3})\s+(?:a|al|hasta)\s+/gu, replace: () => ' – ' },
  { pattern: /^desde\s+/gu, replace: () => 'Since ' },
  // "2019 a la fecha" became "2019 Present": the words that joined them went with "a la fecha".
  { pattern: /(?<=\d{4})\s+(?=present\b)/gu, replace: () => ' – ' },
];

/**
 * A date range's text with its Spanish words in English, for ranges the parser could not read.
 *
 * @example translateDateText('Marzo de 2019 a la fecha') // 'Mar 2019 – Present'
 */
export function translateDateText(text: string): string {
  let result = text;
  for (const { pattern, replace } of dateWordRewrites) {
    const folded = foldText(result);
    let rebuilt = '';
    let last = 0;
    for (const match of folded.matchAll(pattern)) {
      rebuilt += result.slice(last, match.index) + replace(match[0]);
      last = match.index + match[0].length;
    }
    result = rebuilt + result.slice(last);
  }
  return result;
}
