// The standard section headings (issue 3): what optimise names each kind, and what the editor
// proposes for a new section (issue 14). Data only, so the web's editor can share it.
import type { SectionKind } from './cv-document';

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
