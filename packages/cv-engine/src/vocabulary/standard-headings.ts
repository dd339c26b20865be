// The standard section headings (issue 3, stages 3 and 4): what analyse accepts as a heading an
// ATS recognises, and what optimise writes. One table for both languages, matched folded (no
// accents, lower case) and without decorations or a trailing colon.
import type { SectionKind } from '../model/cv-document';
import { foldText } from '../language/fold-text';

/** The heading optimise writes for each kind; 'other' sections keep their own heading. */
export const standardHeadings = {
  es: {
    summary: 'Perfil profesional',
    experience: 'Experiencia profesional',
    education: 'Educación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    certifications: 'Certificaciones',
    projects: 'Proyectos',
    volunteering: 'Voluntariado',
    courses: 'Cursos',
    awards: 'Premios y reconocimientos',
    publications: 'Publicaciones',
    interests: 'Intereses',
    references: 'Referencias',
    other: null,
  },
  en: {
    summary: 'Professional Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certifications: 'Certifications',
    projects: 'Projects',
    volunteering: 'Volunteering',
    courses: 'Courses',
    awards: 'Awards',
    publications: 'Publications',
    interests: 'Interests',
    references: 'References',
    other: null,
  },
} as const satisfies Record<'es' | 'en', Record<SectionKind, string | null>>;

/**
 * The standard order of sections (issue 3, stage 4): profile, then what the reader looks for
 * first (experience, education, skills), then the rest; references last, free sections before.
 */
export const standardSectionOrder: readonly SectionKind[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'volunteering',
  'courses',
  'awards',
  'publications',
  'interests',
  'other',
  'references',
];

// Headings an ATS recognises, folded. Includes the usual variants people write ("Experiencia
// laboral", "Formación académica") so only really unusual headings are reported.
const recognisedHeadingList = `perfil|perfil profesional|resumen|resumen profesional|sobre mi|acerca de mi|
objetivo|objetivo profesional|extracto|presentacion|summary|professional summary|profile|
professional profile|about me|objective|career objective|experiencia|experiencia profesional|
experiencia laboral|historial laboral|trayectoria profesional|experience|work experience|
professional experience|employment history|work history|educacion|formacion|formacion academica|
estudios|estudios realizados|educacion y formacion|education|academic background|habilidades|
competencias|conocimientos|aptitudes|habilidades tecnicas|habilidades blandas|
conocimientos tecnicos|competencias clave|skills|technical skills|key skills|competencies|idiomas|
languages|certificaciones|certificados|licencias y certificaciones|certifications|certificates|
licenses and certifications|proyectos|projects|voluntariado|experiencia de voluntariado|
volunteering|volunteer experience|cursos|capacitaciones|cursos y capacitaciones|
formacion complementaria|cursos y certificaciones|courses|training|premios|reconocimientos|logros|
premios y reconocimientos|awards|honors|achievements|publicaciones|publications|referencias|
referencias laborales|references|intereses|aficiones|interests|hobbies|informacion adicional|
additional information|datos personales|personal information`;

const recognisedHeadings: ReadonlySet<string> = new Set(
  recognisedHeadingList.split('|').map((heading) => heading.trim()),
);

/**
 * The heading folded, without numbering, decorations or a trailing colon: "+ EXPERIENCIA:" →
 * "experiencia".
 *
 * @example foldHeading('1. FORMACIÓN ACADÉMICA:') // 'formacion academica'
 */
export function foldHeading(heading: string): string {
  return foldText(heading)
    .replace(/[^a-zñ\s]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * True when an ATS would recognise the heading (a standard one or a usual variant).
 *
 * @example isStandardHeading('EXPERIENCIA LABORAL:') // true
 */
export function isStandardHeading(heading: string): boolean {
  return recognisedHeadings.has(foldHeading(heading));
}
