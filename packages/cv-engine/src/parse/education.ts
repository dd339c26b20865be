// Education entries (issue 3, stage 2): degree, institution and dates. Short courses, bootcamps,
// diplomados, online certificates and language schools are not degrees (corpus README,
// education_count): they are returned apart, as certifications.
import type { TextLine } from '../extract/types';
import type { CertificationEntry, EducationEntry } from '../model/cv-document';
import { findDateRange, removeDateText } from './dates';
import { joinBulletLines, segmentEntries } from './entries';
import { readEntryHeader } from './entry-fields';
import { foldText } from '../language/fold-text';

const institutionPattern =
  /(?<![a-z])(?:universidad|university|instituto|institute|colegio|college|school|escuela|facultad|faculty|pontificia|liceo|academia|academy|centro de estudios|i\.e\.|iep|cetpro|senati|tecsup|cibertec|isil|idat|pucp|unmsm|upc|uni|ulima|up|usil|utp|upn|ucv|unfv|unac|unalm|esan|centrum)(?![a-z])/;

const degreePattern =
  /(?<![a-z])(?:bachiller|bachillerato|licenciatura|licenciad[oa]|titulo|titulad[oa]|ingenieria|ingenier[oa]|maestria|magister|master|mba|doctorado|phd|doctor|bachelor|degree|bsc|b\.s\.|m\.s\.|msc|tecnic[oa]|profesional tecnico|secundaria|primaria|carrera|egresad[oa]|estudiante|grado|posgrado|postgrado|especialidad|diplomatura|associate|semestre de intercambio|intercambio|exchange)(?![a-z])/;

/** Non-degree studies (corpus README): excluded from education_count. */
const shortCoursePattern =
  /(?<![a-z])(?:curso|cursos|course|taller|workshop|bootcamp|certificado|certificacion|certificate|certification|diplomado|seminario|webinar|coursera|udemy|platzi|edx|linkedin learning|crehana|idiomas|ingles|english|britanico|icpna|alianza francesa|toefl|ielts|cambridge)(?![a-z])/;

/** The Spanish university "Diplomado en ..." (diplomatura) is a degree when a university grants it. */
function isShortCourse(text: string): boolean {
  const folded = foldText(text);
  if (!shortCoursePattern.test(folded)) return false;
  const degreeWithoutCourse = degreePattern.test(folded.replace(shortCoursePattern, ''));
  return !degreeWithoutCourse;
}

export type EducationParse = {
  readonly education: EducationEntry[];
  /** Courses and certificates listed under an education heading. */
  readonly certifications: CertificationEntry[];
};

/**
 * Builds the education entries of one section; short courses go to certifications.
 *
 * @example
 * parseEducationEntries(sectionLines, 'section-3').education[0]?.institution; // 'Universidad de Lima'
 */
export function parseEducationEntries(
  lines: readonly TextLine[],
  sectionId: string,
): EducationParse {
  const education: EducationEntry[] = [];
  const certifications: CertificationEntry[] = [];
  for (const block of segmentEntries(lines)) {
    const header = readEntryHeader(block.headerLines);
    const pieces = [...header.pieces];
    const details = joinBulletLines(block.bodyLines);
    const headerText = pieces.join(' ');
    if (isShortCourse(headerText)) {
      // The name as written, minus the date (kept as the certification's date).
      const writtenName = block.headerLines
        .map((line) => {
          const match = findDateRange(line.text);
          return match && match.range.text === header.dates?.text
            ? removeDateText(line.text, match)
            : line.text;
        })
        .filter((text) => text.length > 0)
        .join(' · ');
      certifications.push({
        sectionId,
        name: [writtenName, ...details].join(' · '),
        issuer: null,
        date: header.dates?.end ?? header.dates?.start ?? null,
      });
      continue;
    }
    const folded = pieces.map(foldText);
    // Institution first: "Universidad Nacional de Ingeniería" names a degree word too.
    let institutionIndex = folded.findIndex((piece) => institutionPattern.test(piece));
    let degreeAt = folded.findIndex(
      (piece, index) => index !== institutionIndex && degreePattern.test(piece),
    );
    if (degreeAt < 0) degreeAt = pieces.findIndex((_, index) => index !== institutionIndex);
    if (institutionIndex < 0) institutionIndex = pieces.findIndex((_, index) => index !== degreeAt);
    const degree = degreeAt >= 0 ? (pieces[degreeAt] ?? null) : null;
    const institution = institutionIndex >= 0 ? (pieces[institutionIndex] ?? null) : null;
    const leftovers = pieces.filter((_, index) => index !== degreeAt && index !== institutionIndex);
    education.push({
      sectionId,
      degree,
      institution,
      location: header.location,
      dates: header.dates,
      details: [...leftovers, ...header.extras, ...details],
    });
  }
  return { education, certifications };
}
