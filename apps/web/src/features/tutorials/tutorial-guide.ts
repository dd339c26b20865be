// The 'Paso a Paso' guide (spec/core.md §2 Tutorials), rewritten for our CVs: they are Word and
// PDF files the user downloads and edits (PRODUCT.md §3.2), not documents copied into a drive.

export type GuideItem = {
  id: string;
  question: string;
  /** Paragraphs, then optional numbered steps. */
  paragraphs: readonly string[];
  steps?: readonly string[];
};

export const tutorialGuide: readonly GuideItem[] = [
  {
    id: 'optimizar',
    question: '¿Cómo optimizo mi CV?',
    paragraphs: ['En Herramientas eliges cómo quieres mejorar tu CV y lo subes.'],
    steps: [
      'Elige la herramienta: Optimización Básica, Optimización para Trabajo (con la descripción del puesto) o Traducción.',
      'Sube tu CV en PDF o Word (.doc, .docx), de hasta 10 MB.',
      'Espera unos instantes sin cerrar la página: verás el avance mientras lo analizamos y optimizamos.',
      'Al terminar, tu CV optimizado aparece en Mis CVs, listo para revisar y descargar.',
    ],
  },
  {
    id: 'editar',
    question: '¿Cómo edito mi CV optimizado?',
    paragraphs: [
      'Descarga tu CV en Word para editarlo: el archivo es tuyo y puedes cambiarlo cuantas veces quieras.',
    ],
    steps: [
      'Entra a Mis CVs y abre el CV que quieres editar.',
      'Pulsa «Descargar Word».',
      'Ábrelo con Microsoft Word, Google Docs o LibreOffice y haz tus cambios.',
      'Guárdalo y, para postular, expórtalo como PDF (o usa «Descargar PDF» si no hiciste cambios).',
    ],
  },
  {
    id: 'porcentajes',
    question: '¿Por qué agregar porcentajes?',
    paragraphs: [
      'Las cifras muestran el resultado de tu trabajo de un vistazo. «Reduje en 20 % el tiempo de atención» dice más que «mejoré la atención al cliente», y los reclutadores recuerdan los logros medibles.',
      'Revisa tus logros y, donde tengas el dato, agrega porcentajes, montos, plazos o cantidades (clientes atendidos, ventas, proyectos). Usa solo cifras reales que puedas explicar en una entrevista.',
    ],
  },
  {
    id: 'personalizar',
    question: '¿Puedo personalizar mi CV?',
    paragraphs: [
      'Sí. Con el archivo Word puedes cambiar textos, el orden de las secciones, la fuente o los colores, y agregar lo que falte.',
      'Para cada postulación, la Optimización para Trabajo adapta tu CV a la descripción del puesto (disponible en los planes Pro y Redi). Después puedes afinarlo en Word a tu gusto.',
    ],
  },
];
