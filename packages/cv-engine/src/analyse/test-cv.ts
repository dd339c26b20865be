// Hand-made CvDocuments for the analyse, optimise and tailor tests: a clean Peruvian CV that an
// ATS reads well, and a messy one with the problems people really send (issue 3, stage 3).
import { cvDocumentVersion, type CvDocument } from '../model/cv-document';

/**
 * A well-formed Spanish CV (standard headings, one date format, action verbs, figures).
 *
 * @example const cv = createTestCv({ summary: null })
 */
export function createTestCv(overrides: Partial<CvDocument> = {}): CvDocument {
  return {
    version: cvDocumentVersion,
    language: 'es',
    contact: {
      name: 'Rosa Quispe Mamani',
      headline: 'Analista contable',
      email: 'rosa.quispe@example.pe',
      phone: '+51 987 654 321',
      location: 'Lima, Perú',
      links: ['linkedin.com/in/rosa-quispe'],
    },
    summary:
      'Analista contable con 6 años de experiencia en empresas comerciales y en el sector público. Manejo de SIAF, SAP y Excel avanzado; orientada al cierre contable puntual y al cumplimiento tributario. Experiencia en cierres mensuales, conciliaciones y reportes para la gerencia de finanzas.',
    sections: [
      { id: 'perfil', kind: 'summary', heading: 'Perfil profesional', lines: [] },
      { id: 'experiencia', kind: 'experience', heading: 'Experiencia profesional', lines: [] },
      { id: 'educacion', kind: 'education', heading: 'Educación', lines: [] },
      { id: 'habilidades', kind: 'skills', heading: 'Habilidades', lines: [] },
      { id: 'idiomas', kind: 'languages', heading: 'Idiomas', lines: [] },
      { id: 'certificaciones', kind: 'certifications', heading: 'Certificaciones', lines: [] },
    ],
    experience: [
      {
        sectionId: 'experiencia',
        title: 'Analista contable',
        organisation: 'Comercial Andina S.A.C.',
        location: 'Lima',
        dates: {
          start: { year: 2020, month: 1 },
          end: null,
          current: true,
          text: 'ene. 2020 – actualidad',
        },
        bullets: [
          'Elaboré los estados financieros mensuales de 3 empresas del grupo.',
          'Reduje el tiempo de cierre contable de 10 a 6 días.',
          'Concilié 40 cuentas bancarias cada mes con SAP.',
          'Preparé las declaraciones mensuales de IGV y renta para SUNAT.',
        ],
      },
      {
        sectionId: 'experiencia',
        title: 'Asistente contable',
        organisation: 'Municipalidad Distrital de Miraflores',
        location: 'Lima',
        dates: {
          start: { year: 2017, month: 3 },
          end: { year: 2019, month: 12 },
          current: false,
          text: 'mar. 2017 – dic. 2019',
        },
        bullets: [
          'Registré la ejecución presupuestal en el SIAF.',
          'Atendí a 200 proveedores por mes en la oficina de tesorería.',
          'Apoyé la elaboración del presupuesto institucional.',
        ],
      },
      {
        sectionId: 'experiencia',
        title: 'Practicante de contabilidad',
        organisation: 'Estudio Contable Ramírez & Asociados',
        location: 'Lima',
        dates: {
          start: { year: 2016, month: 1 },
          end: { year: 2016, month: 12 },
          current: false,
          text: 'ene. 2016 – dic. 2016',
        },
        bullets: [
          'Registré compras y ventas de 15 clientes en el sistema contable.',
          'Preparé conciliaciones bancarias y arqueos de caja semanales.',
        ],
      },
    ],
    education: [
      {
        sectionId: 'educacion',
        degree: 'Bachiller en Contabilidad',
        institution: 'Universidad Nacional Mayor de San Marcos',
        location: 'Lima',
        dates: {
          start: { year: 2012, month: null },
          end: { year: 2016, month: null },
          current: false,
          text: '2012 – 2016',
        },
        details: ['Quinto superior de la promoción.'],
      },
    ],
    skills: [
      {
        sectionId: 'habilidades',
        name: 'Herramientas',
        items: ['SIAF', 'SAP', 'Excel avanzado', 'Power BI'],
      },
      {
        sectionId: 'habilidades',
        name: 'Conocimientos',
        items: ['Contabilidad gubernamental', 'Tributación', 'NIIF'],
      },
    ],
    languages: [{ sectionId: 'idiomas', name: 'Inglés', level: 'Intermedio' }],
    certifications: [
      {
        sectionId: 'certificaciones',
        name: 'Especialización en Contabilidad Gubernamental',
        issuer: 'Colegio de Contadores Públicos de Lima',
        date: { year: 2021, month: 6 },
      },
    ],
    projects: [],
    warnings: [],
    ...overrides,
  };
}

/**
 * A CV with the usual problems: odd headings in a non-standard order, mixed date formats, first
 * person, no action verbs, duplicates, no summary, inconsistent punctuation.
 *
 * @example const { changes } = optimiseCv(createMessyTestCv())
 */
export function createMessyTestCv(overrides: Partial<CvDocument> = {}): CvDocument {
  return {
    version: cvDocumentVersion,
    language: 'es',
    contact: {
      name: 'Jorge Huamán Torres',
      headline: null,
      email: 'jorge.huaman@example.pe',
      phone: '987 123 456',
      location: null,
      links: [],
    },
    summary: null,
    sections: [
      { id: 'datos', kind: 'skills', heading: 'MIS CONOCIMIENTOS:', lines: [] },
      { id: 'trabajos', kind: 'experience', heading: 'Lo que hice', lines: [] },
      { id: 'estudios', kind: 'education', heading: 'ESTUDIOS REALIZADOS', lines: [] },
      {
        id: 'otros',
        kind: 'other',
        heading: 'Datos adicionales',
        lines: ['Disponibilidad inmediata'],
      },
    ],
    experience: [
      {
        sectionId: 'trabajos',
        title: 'Asistente de logística',
        organisation: 'Distribuidora Norte S.A.',
        location: 'Trujillo',
        dates: {
          start: { year: 2021, month: 3 },
          end: null,
          current: true,
          text: '03/2021 - a la fecha',
        },
        bullets: [
          'Me encargué de coordinar los despachos a provincias.',
          'yo controlaba el inventario del almacén central',
          'Fui responsable de la flota de 12 camiones.',
          'Me encargué de la elaboración de los reportes semanales de stock',
          'me encargué de coordinar los despachos a provincias',
          'Reduje las mermas del almacén.',
        ],
      },
      {
        sectionId: 'trabajos',
        title: 'Practicante de compras',
        organisation: 'Agroexportadora del Valle S.A.C.',
        location: 'Chiclayo',
        dates: {
          start: { year: 2019, month: 1 },
          end: { year: 2020, month: 12 },
          current: false,
          text: 'Enero 2019 – Diciembre 2020',
        },
        bullets: [
          'Apoyo en cotizaciones a proveedores.',
          'Mi función era registrar las órdenes de compra',
        ],
      },
    ],
    education: [
      {
        sectionId: 'estudios',
        degree: 'Bachiller en Administración',
        institution: 'Universidad Nacional de Trujillo',
        location: 'Trujillo',
        dates: null,
        details: [],
      },
    ],
    skills: [
      {
        sectionId: 'datos',
        name: null,
        items: ['excel', 'SAP', 'Excel', 'logística', 'Logistica'],
      },
    ],
    languages: [],
    certifications: [],
    projects: [],
    warnings: [],
    ...overrides,
  };
}
