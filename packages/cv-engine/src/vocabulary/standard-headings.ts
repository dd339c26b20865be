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

/**
 * Whole headings parse recognises (issue 3, stage 2; issue 12), folded (no accents, lower case),
 * by the kind of section they open. Parse looks them up without decorations, numbering, a
 * trailing colon, spaces or the words "y"/"and".
 */
export const headingVocabulary: Readonly<Record<SectionKind, readonly string[]>> = {
  summary: [
    'perfil',
    'perfil profesional',
    'perfil personal',
    'resumen',
    'resumen profesional',
    'sobre mi',
    'acerca de mi',
    'objetivo',
    'objetivo profesional',
    'objetivos',
    'presentacion',
    'extracto',
    'perfil laboral',
    'resumen ejecutivo',
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about me',
    'objective',
    'career objective',
    'career summary',
    'overview',
    'executive summary',
    'personal statement',
    'acerca de',
    'quien soy',
    'resena',
    'resena personal',
    'about',
    'acerca',
    'extracto de perfil',
    'perfil profesional y personal',
    'summary of qualifications',
  ],
  experience: [
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'experiencias',
    'trayectoria',
    'trayectoria profesional',
    'trayectoria laboral',
    'historial laboral',
    'historial profesional',
    'practicas',
    'practicas profesionales',
    'practicas pre profesionales',
    'practicas preprofesionales',
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'internships',
    'relevant experience',
    'experiencia relevante',
    'experiencia de trabajo',
    'experiencia laboral y profesional',
    'experiencias laborales',
    'experiencias profesionales',
    'professional research experience',
    'research experience',
    'teaching experience',
    'experiencia docente',
    'experiencia academica',
    'academic experience',
    'historial de empleo',
  ],
  education: [
    'educacion',
    'formacion',
    'formacion academica',
    'estudios',
    'estudios realizados',
    'formacion profesional',
    'grados academicos',
    'grado academico',
    'estudios superiores',
    'education',
    'academic background',
    'qualifications',
    'academic qualifications',
    'academic formation',
    'educacion y formacion',
    'academic history',
    'education and training',
    'formacion universitaria',
    'carrera universitaria',
    'formacion academica y profesional',
    'educacion formal',
    'estudios academicos',
    'estudios universitarios',
  ],
  skills: [
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'destrezas',
    'habilidades tecnicas',
    'habilidades blandas',
    'conocimientos tecnicos',
    'conocimientos informaticos',
    'informatica',
    'habilidades y competencias',
    'competencias tecnicas',
    'skills',
    'technical skills',
    'competencies',
    'core competencies',
    'key skills',
    'soft skills',
    'hard skills',
    'expertise',
    'ofimatica',
    'skills and tools',
    'aptitudes y habilidades',
    'conocimientos y habilidades',
    'stack tecnologico',
    'tech stack',
    'aptitudes principales',
    'top skills',
    'capacidades',
    'habilidades tecnologicas',
    'habilidades profesionales',
    'conocimientos de software',
    'otros conocimientos',
    'key skills and experience',
    'herramientas informaticas',
    'skills and experience',
    'programas',
    'programas informaticos',
  ],
  languages: ['idiomas', 'idioma', 'lenguas', 'languages', 'language skills', 'language'],
  certifications: [
    'certificaciones',
    'certificados',
    'certificacion',
    'licencias y certificaciones',
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licenses and certifications',
    'licenses & certifications',
    'certificaciones y licencias',
    'certificados academicos',
  ],
  projects: [
    'proyectos',
    'proyectos destacados',
    'proyectos personales',
    'projects',
    'personal projects',
    'key projects',
    'portafolio',
    'portfolio',
    'proyectos academicos',
    'academic projects',
  ],
  volunteering: [
    'voluntariado',
    'voluntariados',
    'labor social',
    'experiencia de voluntariado',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'responsabilidad social',
    'voluntariado y responsabilidad social',
  ],
  courses: [
    'cursos',
    'capacitaciones',
    'capacitacion',
    'formacion complementaria',
    'cursos y talleres',
    'talleres',
    'seminarios',
    'diplomados',
    'especializaciones',
    'cursos y certificaciones',
    'courses',
    'training',
    'trainings',
    'formacion continua',
    'estudios complementarios',
    'cursos complementarios',
    'cursos de especializacion',
    'relevant coursework',
    'coursework',
    'cursos y capacitaciones',
    'otros estudios',
    'educacion complementaria',
    'estudios especiales',
    'diplomas',
    'diplomas y certificados',
    'formacion adicional',
    'cursos realizados',
    'cursos y seminarios',
    'talleres y seminarios',
  ],
  awards: [
    'premios',
    'reconocimientos',
    'logros',
    'distinciones',
    'honores',
    'meritos',
    'premios y reconocimientos',
    'awards',
    'honors',
    'honours',
    'achievements',
    'honors and awards',
    'awards and honors',
    'logros destacados',
    'honors-awards',
    'achievements honors and awards',
    'logros y reconocimientos',
    'honores y premios',
  ],
  publications: [
    'publicaciones',
    'investigaciones',
    'investigacion',
    'publications',
    'research',
    'articulos',
    'papers',
    'presentaciones',
    'presentaciones en congresos',
    'ponencias',
    'conferencias',
    'invited talks',
    'talks',
  ],
  references: [
    'referencias',
    'referencias laborales',
    'referencias personales',
    'references',
    'referencias profesionales',
    'professional references',
    'contact reference',
    'referees',
  ],
  interests: [
    'intereses',
    'pasatiempos',
    'hobbies',
    'aficiones',
    'interests',
    'hobbies e intereses',
    'research interests',
    'areas de interes',
  ],
  other: [
    'datos personales',
    'informacion personal',
    'informacion adicional',
    'otros',
    'otros datos',
    'personal information',
    'personal details',
    'additional information',
    'links',
    'enlaces',
    'redes',
    'redes sociales',
    'perfiles',
    'profiles',
    'contacto',
    'contact',
    'contact information',
    'actividades',
    'actividades extracurriculares',
    'extracurricular activities',
    'afiliaciones',
    'membresias',
    'memberships',
    'affiliations',
    'disponibilidad',
    'datos de contacto',
    'informacion de contacto',
    'social',
    'online',
    'informacion',
    'contactar',
    'contact me',
    'datos',
    'datos generales',
    'datos personales y de contacto',
    'students',
    'service',
    'otra informacion',
  ],
};

/**
 * Words that open a section when they start a short heading ("Experiencia en la industria",
 * "Conocimientos en computación", "Otras distinciones"). The first one in the heading wins.
 */
export const headingKeywords: ReadonlyMap<string, SectionKind> = new Map<string, SectionKind>([
  ['experiencia', 'experience'],
  ['experience', 'experience'],
  ['practicas', 'experience'],
  ['employment', 'experience'],
  ['educacion', 'education'],
  ['formacion', 'education'],
  ['estudios', 'education'],
  ['education', 'education'],
  ['habilidades', 'skills'],
  ['competencias', 'skills'],
  ['conocimientos', 'skills'],
  ['aptitudes', 'skills'],
  ['skills', 'skills'],
  ['idiomas', 'languages'],
  ['languages', 'languages'],
  ['certificaciones', 'certifications'],
  ['certificados', 'certifications'],
  ['certifications', 'certifications'],
  ['proyectos', 'projects'],
  ['projects', 'projects'],
  ['cursos', 'courses'],
  ['capacitaciones', 'courses'],
  ['courses', 'courses'],
  ['premios', 'awards'],
  ['distinciones', 'awards'],
  ['reconocimientos', 'awards'],
  ['logros', 'awards'],
  ['awards', 'awards'],
  ['publicaciones', 'publications'],
  ['publications', 'publications'],
  ['referencias', 'references'],
  ['references', 'references'],
  ['intereses', 'interests'],
  ['interests', 'interests'],
]);

/**
 * Generic words that are headings only when typography says so: in a plain list they are often
 * sub-headings ("Herramientas" inside "Habilidades").
 */
export const weakHeadings: ReadonlySet<string> = new Set([
  'informacion',
  'datos',
  'students',
  'service',
  'programas',
  'talks',
  'acerca',
  'presentaciones',
  'conferencias',
  'capacidades',
  'diplomas',
  'herramientas',
  'tools',
  'software',
  'tecnologias',
  'technologies',
  'contacto',
  'contact',
  'social',
  'online',
  'idioma',
  'language',
  'research',
  'training',
  'investigacion',
  'actividades',
  'otros',
  'redes',
  'links',
  'enlaces',
  'informatica',
]);

/**
 * Headings over the candidate's own contact block ("Contacto", "Contactar"): what it holds is read
 * like the header's contact lines. Personal-data forms ("Datos personales") are read by their labels.
 */
export const contactHeadings: ReadonlySet<string> = new Set([
  'contacto',
  'contactar',
  'contact',
  'contact me',
  'contact information',
  'datos de contacto',
  'informacion de contacto',
  'informacion',
]);

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
