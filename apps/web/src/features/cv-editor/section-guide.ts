// What the editor says about each kind of section: its name in the «Agregar sección» picker and a
// short hint on what a recruiter in Peru expects to read there (issue 14, "Start from scratch").
import { standardHeadings, type SectionKind } from '@cvlisto/cv-engine/model';

/** A kind's name in the picker: the heading optimise gives it (one table for both). */
export const sectionKindLabels: Record<SectionKind, string> = {
  ...standardHeadings.es,
  other: 'Otra sección',
};

export const sectionHints: Record<SectionKind, string> = {
  summary:
    'En 3 o 4 líneas: quién eres profesionalmente, cuántos años de experiencia tienes, en qué eres fuerte y qué buscas. Sin «yo» ni datos personales.',
  experience:
    'Del puesto más reciente al más antiguo. Empieza cada logro con un verbo y, si puedes, un resultado medible (por ejemplo, «Reduje los tiempos de despacho en 20 %»).',
  education:
    'Del estudio más reciente al más antiguo: carrera o grado, institución y fechas. Si aún estudias, marca «actualidad» o indica el ciclo.',
  skills:
    'Agrupa tus habilidades (por ejemplo, «Herramientas»: Excel, SAP, Power BI). Pon primero las que pide el aviso y solo las que de verdad dominas.',
  languages:
    'Cada idioma con su nivel (Básico, Intermedio, Avanzado, Nativo o el nivel del marco europeo, como B2). Los reclutadores lo revisan siempre.',
  certifications:
    'Nombre de la certificación, quién la emite y cuándo la obtuviste. Solo las que suman al puesto que buscas.',
  projects:
    'Nombre del proyecto, fechas y qué lograste. Útil si tienes poca experiencia: muestra lo que sabes hacer.',
  volunteering:
    'Organización, tu rol, fechas y qué lograste, una idea por línea. Cuenta como experiencia si recién empiezas.',
  courses: 'Cursos y talleres relevantes, con la institución y el año, uno por línea.',
  awards: 'Premio o reconocimiento, quién lo otorgó y el año, uno por línea.',
  publications: 'Título, dónde se publicó y el año, uno por línea.',
  references:
    'Nombre, cargo, empresa y teléfono o correo de quien puede dar referencias, con su permiso. También puedes escribir «Referencias a solicitud».',
  interests:
    'Opcional: una línea con intereses que digan algo de ti (deporte, voluntariado, arte).',
  other: 'Escribe cada dato en su propia línea.',
};

/** How the editor names one item of a list, for buttons like «Subir logro: …». */
export const itemNouns = {
  experience: 'puesto',
  education: 'estudio',
  skills: 'grupo de habilidades',
  languages: 'idioma',
  certifications: 'certificación',
  projects: 'proyecto',
  section: 'sección',
  bullet: 'logro',
  detail: 'detalle',
  line: 'línea',
  paragraph: 'párrafo',
  link: 'enlace',
} as const;
export type ItemNoun = (typeof itemNouns)[keyof typeof itemNouns];

/**
 * How a button names the item it acts on: its text, shortened, or its number when it has none.
 *
 * @example itemName('puesto', 'Analista de datos', 0) // 'puesto: Analista de datos'
 */
export function itemName(noun: string, text: string | null | undefined, index: number): string {
  const clean = (text ?? '').replace(/\s+/gu, ' ').trim();
  if (clean === '') return `${noun} ${index + 1}`;
  return `${noun}: ${clean.length > 48 ? `${clean.slice(0, 47)}…` : clean}`;
}
