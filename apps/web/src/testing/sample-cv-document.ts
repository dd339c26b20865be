// An invented CV for the editor's tests (no real person's data): two jobs under one section, a
// volunteering role filed as experience under another, and one entry of every other kind.
import { cvDocumentVersion, type CvDocument } from '@cvlisto/cv-engine/model';

export function createSampleCvDocument(): CvDocument {
  return {
    version: cvDocumentVersion,
    language: 'es',
    contact: {
      name: 'Lucía Ramos Huamán',
      headline: 'Analista de datos',
      email: 'lucia.ramos@correo.pe',
      phone: '+51 912 345 678',
      location: 'Surco, Lima',
      links: ['linkedin.com/in/lucia-ramos-ejemplo'],
      confidence: { name: 0.95, email: 0.4, phone: 0.9 },
    },
    summary: 'Analista de datos con 4 años de experiencia en retail.',
    sections: [
      { id: 'perfil', kind: 'summary', heading: 'Perfil profesional', lines: [] },
      { id: 'exp', kind: 'experience', heading: 'Experiencia profesional', lines: [] },
      {
        id: 'vol',
        kind: 'volunteering',
        heading: 'Voluntariado',
        lines: ['Mentora en talleres de Excel para escolares.'],
        confidence: 0.5,
      },
      { id: 'edu', kind: 'education', heading: 'Educación', lines: [] },
      { id: 'hab', kind: 'skills', heading: 'Habilidades', lines: [] },
      {
        id: 'idi',
        kind: 'languages',
        heading: 'Idiomas',
        lines: [],
        keepAsWritten: true,
        source: [
          { text: 'Inglés avanzado', bullet: true },
          { text: 'Quechua básico', bullet: true },
        ],
      },
    ],
    experience: [
      {
        sectionId: 'exp',
        title: 'Analista de datos',
        organisation: 'Comercial Andina S.A.C.',
        location: 'Lima',
        dates: {
          start: { year: 2022, month: 3 },
          end: null,
          current: true,
          text: 'mar. 2022 – actualidad',
        },
        bullets: ['Automaticé 12 reportes semanales.', 'Diseñé el tablero de ventas.'],
        confidence: { entry: 0.9, title: 0.3, dates: 0.95 },
      },
      {
        sectionId: 'vol',
        title: 'Mentora',
        organisation: 'Asociación Aprende Jugando',
        location: null,
        dates: null,
        bullets: [],
      },
      {
        sectionId: 'exp',
        title: 'Asistente comercial',
        organisation: 'Distribuidora del Sur',
        location: 'Arequipa',
        dates: {
          start: { year: 2020, month: 1 },
          end: { year: 2022, month: 2 },
          current: false,
          text: 'ene. 2020 – feb. 2022',
        },
        bullets: ['Coordiné despachos a provincias.'],
        confidence: { entry: 0.4 },
      },
    ],
    education: [
      {
        sectionId: 'edu',
        degree: 'Ingeniería Estadística',
        institution: 'Universidad Nacional de Ejemplo',
        location: 'Lima',
        dates: {
          start: { year: 2014, month: null },
          end: { year: 2019, month: null },
          current: false,
          text: '2014 – 2019',
        },
        details: [],
      },
    ],
    skills: [{ sectionId: 'hab', name: 'Herramientas', items: ['Excel', 'SQL', 'Power BI'] }],
    languages: [
      { sectionId: 'idi', name: 'Inglés', level: 'Avanzado' },
      { sectionId: 'idi', name: 'Quechua', level: 'Básico' },
    ],
    certifications: [],
    projects: [],
    warnings: [],
  };
}
