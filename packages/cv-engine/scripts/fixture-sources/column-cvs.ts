// Two-column fixture CVs made the way people make them (issue 12, "read real CVs like a person"):
// a Word layout table with a shaded sidebar holding the contact block exported to PDF, a
// Canva-like design with headings on coloured bands and drawn icons, a Word table with the
// sidebar on the right, and a Word file of text boxes with the sidebar box on the right. Long
// profile links wrap inside the narrow sidebar. Every person,
// employer, e-mail, phone and link here is fictional; real Peruvian cities, universities and
// institutes appear only as places of study or residence.
import { DELIVERY, TEMPLATE, type CvSource } from './cv-source';

const processEngineer: CvSource = {
  id: 'es-pdf-word-sidebar-01',
  language: 'es',
  template: TEMPLATE.docxTableSidebar,
  delivery: DELIVERY.docxToPdf,
  layout: 'two-column',
  notes:
    'ingeniera industrial, Los Olivos; Word layout table exported to PDF by LibreOffice: shaded LEFT sidebar cell with the contact block (LinkedIn URL wrapping in the narrow column, GitHub), skills, tools, languages; main cell with entries "title / employer, place / dates on their own line" ("Mar. 2021 – Actualidad")',
  name: 'Rosa Elena Huamán Quispe',
  headline: 'Ingeniera Industrial | Mejora de Procesos',
  email: 'rosaelena.huaman@gmail.com',
  phones: ['+51 945 318 627'],
  location: 'Los Olivos, Lima',
  links: ['linkedin.com/in/rosa-elena-huaman-quispe-7b21a9', 'github.com/rosahuamanq'],
  contactInSidebar: true,
  labelEntries: true,
  tabsInsideCell: true,
  accent: '1F4E79',
  fontSize: 10,
  entryStyle: 'dates-below',
  headingStyle: { colour: '1F4E79' },
  sections: [
    {
      heading: 'Habilidades',
      kind: 'text',
      side: true,
      bullets: ['Lean Six Sigma', 'Mapeo de procesos (BPMN)', 'Indicadores de gestión', 'SQL'],
    },
    {
      heading: 'Herramientas',
      kind: 'text',
      side: true,
      bullets: ['Power BI', 'Excel avanzado', 'Bizagi', 'Python (pandas)'],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      side: true,
      paragraphs: ['Español: nativo', 'Inglés: intermedio (B1)'],
    },
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Ingeniera industrial con siete años en mejora de procesos de operaciones y logística. Reduje tiempos de ciclo y costos con proyectos Lean medidos con indicadores en Power BI.',
      ],
    },
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Analista Senior de Procesos',
          organisation: 'Distribuidora Andina del Norte S.A.C.',
          place: 'Independencia',
          dates: 'Mar. 2021 – Actualidad',
          bullets: [
            'Rediseñé el proceso de despacho de 3 almacenes y bajé el tiempo de ciclo en 22 %.',
            'Implementé un tablero de indicadores semanal para la gerencia de operaciones.',
          ],
        },
        {
          title: 'Analista de Mejora Continua',
          organisation: 'Textiles San Martín de Porres S.A.',
          place: 'Ate',
          dates: 'Ene. 2018 – Feb. 2021',
          bullets: ['Lideré 6 proyectos Kaizen en las líneas de confección y acabado.'],
        },
        {
          title: 'Practicante de Planeamiento',
          organisation: 'Plásticos Rímac E.I.R.L.',
          place: 'San Martín de Porres',
          dates: 'Jun. 2016 – Dic. 2017',
        },
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Titulada en Ingeniería Industrial',
          organisation: 'Universidad Nacional Mayor de San Marcos',
          dates: '2011 – 2016',
        },
        {
          title: 'Diplomado en Gestión de Operaciones',
          organisation: 'Centro de Educación Continua',
          dates: '2019',
          counts: false,
        },
      ],
    },
  ],
};

const interiorArchitect: CvSource = {
  id: 'es-pdf-designed-sidebar-03',
  language: 'es',
  template: TEMPLATE.htmlSidebar,
  delivery: DELIVERY.htmlToPdf,
  layout: 'two-column',
  notes:
    'arquitecta de interiores, Cayma (Arequipa); Canva-like design: coloured LEFT sidebar with a "Contacto" heading, drawn icons before contact items and headings, every heading on a coloured band, long Behance URL wrapping in the sidebar; main column with right-aligned dates "Abr. 2020 – Actualidad"',
  name: 'Lucía Fernanda Zegarra Apaza',
  headline: 'Arquitecta de Interiores',
  email: 'lucia.zegarra.apaza@hotmail.com',
  phones: ['958 274 103'],
  location: 'Cayma, Arequipa',
  links: ['behance.net/luciafernandazegarraapaza', 'luciazegarra.pe'],
  contactInSidebar: true,
  labelEntries: true,
  contactHeading: 'Contacto',
  icons: true,
  accent: '#7A4E2D',
  headingStyle: { capsByStyle: true, band: true },
  sections: [
    {
      heading: 'Software',
      kind: 'text',
      side: true,
      bullets: ['AutoCAD', 'SketchUp', 'Revit', 'Lumion', 'Photoshop'],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      side: true,
      paragraphs: ['Español (nativo)', 'Inglés (avanzado)', 'Italiano (básico)'],
    },
    {
      heading: 'Sobre mí',
      kind: 'text',
      paragraphs: [
        'Arquitecta especializada en diseño de interiores comerciales y residenciales, con seis años llevando proyectos desde el concepto hasta la obra terminada.',
      ],
    },
    {
      heading: 'Experiencia profesional',
      kind: 'experience',
      entries: [
        {
          title: 'Jefa de Proyectos de Interiorismo',
          organisation: 'Estudio Sillar Diseño',
          place: 'Yanahuara',
          dates: 'Abr. 2020 – Actualidad',
          bullets: [
            'Diseño y supervisión de 14 locales comerciales en Arequipa y Tacna.',
            'Coordinación de contratistas, presupuestos y cronogramas de obra.',
          ],
        },
        {
          title: 'Arquitecta Proyectista',
          organisation: 'Constructora Misti Hogar S.A.C.',
          place: 'Cerro Colorado',
          dates: 'Feb. 2017 – Mar. 2020',
          bullets: ['Planos de acabados e interiores para dos condominios de 120 viviendas.'],
        },
      ],
    },
    {
      heading: 'Formación',
      kind: 'education',
      entries: [
        {
          title: 'Título de Arquitecta',
          organisation: 'Universidad Nacional de San Agustín de Arequipa',
          dates: '2010 – 2016',
        },
      ],
    },
    {
      heading: 'Cursos',
      kind: 'text',
      bullets: ['Iluminación arquitectónica (2021)', 'Render fotorrealista con Lumion (2019)'],
    },
  ],
};

const tourismCoordinator: CvSource = {
  id: 'es-pdf-word-sidebar-02',
  language: 'es',
  template: TEMPLATE.docxTableSidebar,
  delivery: DELIVERY.docxToPdf,
  layout: 'two-column',
  notes:
    'coordinador de turismo, Wanchaq (Cusco); Word layout table exported to PDF by LibreOffice with the shaded sidebar on the RIGHT (main column read first) holding a "CONTACTO" heading, the contact block and a wrapping LinkedIn URL; organisation-first entries with right-tab dates "Set. 2019 – Actualidad"',
  name: 'Edwin Rolando Condori Mamani',
  headline: 'Coordinador de Operaciones Turísticas',
  email: 'edwin.condori.m@outlook.com',
  phones: ['984 612 357'],
  location: 'Wanchaq, Cusco',
  links: ['linkedin.com/in/edwin-rolando-condori-mamani'],
  contactInSidebar: true,
  labelEntries: true,
  contactHeading: 'CONTACTO',
  sidebarRight: true,
  tabsInsideCell: true,
  accent: '2E5E3E',
  fontSize: 10,
  entryStyle: 'organisation-first',
  headingStyle: { colour: '2E5E3E', rule: true },
  sections: [
    {
      heading: 'PERFIL PROFESIONAL',
      kind: 'text',
      paragraphs: [
        'Licenciado en turismo con ocho años organizando circuitos en Cusco y el Valle Sagrado para agencias receptivas; manejo de grupos, proveedores y reservas.',
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL',
      kind: 'experience',
      entries: [
        {
          title: 'Coordinador de Operaciones',
          organisation: 'Inka Rutas Travel S.A.C.',
          place: 'Cusco',
          dates: 'Set. 2019 – Actualidad',
          bullets: [
            'Programación diaria de guías, transporte y entradas para 60 pasajeros en promedio.',
            'Negociación de tarifas con 25 hoteles y restaurantes del Valle Sagrado.',
          ],
        },
        {
          title: 'Guía Oficial de Turismo',
          organisation: 'Andes Vivencial Tours E.I.R.L.',
          place: 'Urubamba',
          dates: 'Abr. 2015 – Ago. 2019',
          bullets: ['Guiado en español e inglés en Machu Picchu, Moray y Maras.'],
        },
        {
          title: 'Counter de Ventas',
          organisation: 'Agencia Qosqo Destinos',
          place: 'Cusco',
          dates: 'Ene. 2014 – Mar. 2015',
        },
      ],
    },
    {
      heading: 'FORMACIÓN ACADÉMICA',
      kind: 'education',
      entries: [
        {
          title: 'Licenciado en Turismo',
          organisation: 'Universidad Nacional de San Antonio Abad del Cusco',
          dates: '2009 – 2014',
        },
      ],
    },
    {
      heading: 'IDIOMAS',
      kind: 'text',
      side: true,
      paragraphs: ['Español y quechua: nativo', 'Inglés: avanzado'],
    },
    {
      heading: 'HABILIDADES',
      kind: 'text',
      side: true,
      bullets: ['Manejo de grupos', 'Amadeus', 'Primeros auxilios', 'Excel'],
    },
  ],
};

const pharmacyTechnician: CvSource = {
  id: 'es-docx-textbox-03',
  language: 'es',
  template: TEMPLATE.docxTextbox,
  delivery: DELIVERY.docx,
  layout: 'two-column',
  notes:
    'técnica en farmacia, Chiclayo; Word file built from floating text boxes: the main sections in a box on the LEFT, the sidebar box on the RIGHT with a "Contacto" heading over the contact block, then skills and languages (main column read first); dates on their own line',
  name: 'Milagros Yovana Chapoñán Llontop',
  headline: 'Técnica en Farmacia',
  email: 'milagros.chaponan@gmail.com',
  phones: ['979 405 182'],
  location: 'La Victoria, Chiclayo',
  links: ['linkedin.com/in/milagros-chaponan-llontop'],
  contactInSidebar: true,
  labelEntries: true,
  contactHeading: 'Contacto',
  sidebarRight: true,
  entryStyle: 'dates-below',
  headingStyle: { colour: '6A1B4D' },
  sections: [
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Técnica en farmacia con cinco años en boticas y farmacia hospitalaria: dispensación, control de inventarios y atención al cliente con buen trato.',
      ],
    },
    {
      heading: 'Experiencia laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Técnica en Farmacia',
          organisation: 'Boticas Salud Norte S.A.C.',
          place: 'Chiclayo',
          dates: 'Ago. 2021 – Actualidad',
          bullets: ['Dispensación de recetas y control de psicotrópicos.'],
        },
        {
          title: 'Auxiliar de Farmacia',
          organisation: 'Clínica Santa Lucía',
          place: 'Lambayeque',
          dates: 'Mar. 2019 – Jul. 2021',
          bullets: ['Inventarios mensuales y control de vencimientos.'],
        },
      ],
    },
    {
      heading: 'Formación',
      kind: 'education',
      entries: [
        {
          title: 'Técnica en Farmacia (3 años)',
          organisation: 'Instituto Superior Tecnológico Chiclayo',
          dates: '2015 – 2018',
        },
      ],
    },
    {
      heading: 'Habilidades',
      kind: 'text',
      side: true,
      bullets: ['Dispensación', 'Kardex', 'Atención al cliente', 'Excel'],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      side: true,
      paragraphs: ['Español: nativo', 'Inglés: básico'],
    },
  ],
};

export const COLUMN_CVS: readonly CvSource[] = [
  processEngineer,
  interiorArchitect,
  tourismCoordinator,
  pharmacyTechnician,
];
