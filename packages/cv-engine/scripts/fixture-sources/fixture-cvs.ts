// The fixture CVs as data. Every person, employer, e-mail, phone and link here is fictional;
// real Peruvian cities, universities and institutes appear only as places of study or residence.
import { DELIVERY, TEMPLATE, type CvSource } from './cv-source';

const accountant: CvSource = {
  id: 'es-docx-one-column-01',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'contadora, Lima; headings in capitals (typed), dates "ene. 2020 – actualidad"; diplomado not counted; referees with their own e-mails and phones',
  name: 'Lucía Fernanda Huamán Torres',
  headline: 'Contadora Pública Colegiada',
  email: 'lucia.huaman.torres@gmail.com',
  phones: ['+51 987 654 321'],
  location: 'Jesús María, Lima',
  links: ['linkedin.com/in/luciahuamant'],
  headingStyle: { rule: true },
  sections: [
    {
      heading: 'PERFIL PROFESIONAL',
      kind: 'text',
      paragraphs: [
        'Contadora pública colegiada con más de seis años de experiencia en contabilidad general, cierres mensuales, declaraciones tributarias ante SUNAT y preparación de estados financieros bajo NIIF. Acostumbrada a trabajar con plazos ajustados y a coordinar con auditores externos.',
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL',
      kind: 'experience',
      entries: [
        {
          title: 'Analista Contable Senior',
          organisation: 'Distribuidora Los Andes Unidos S.A.C.',
          place: 'Lima',
          dates: 'ene. 2020 – actualidad',
          bullets: [
            'Elaboro los estados financieros mensuales y anuales de tres empresas del grupo.',
            'Reduje el tiempo de cierre contable de 12 a 7 días hábiles automatizando conciliaciones en Excel.',
            'Preparo las declaraciones mensuales del IGV y renta (PDT 621) y la declaración jurada anual.',
            'Coordino la auditoría externa anual y levanto las observaciones en los plazos acordados.',
          ],
        },
        {
          title: 'Asistente Contable',
          organisation: 'Estudio Contable Paredes & Asociados',
          place: 'Lima',
          dates: 'mar. 2017 – dic. 2019',
          bullets: [
            'Registré compras, ventas y provisiones de una cartera de 25 clientes (pymes).',
            'Llevé los libros electrónicos en el PLE y atendí fiscalizaciones de SUNAT.',
          ],
        },
        {
          title: 'Practicante de Contabilidad',
          organisation: 'Textiles Wayra S.A.',
          place: 'Ate, Lima',
          dates: 'feb. 2016 – feb. 2017',
          bullets: ['Concilié cuentas bancarias y apoyé en el control de activos fijos.'],
        },
      ],
    },
    {
      heading: 'FORMACIÓN ACADÉMICA',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Ciencias Contables',
          organisation: 'Universidad Nacional Mayor de San Marcos (UNMSM)',
          place: 'Lima',
          dates: '2011 – 2016',
        },
        {
          title: 'Diplomado en Normas Internacionales de Información Financiera (NIIF)',
          organisation: 'Pontificia Universidad Católica del Perú (PUCP)',
          dates: '2019',
          counts: false,
        },
      ],
    },
    {
      heading: 'CONOCIMIENTOS TÉCNICOS',
      kind: 'text',
      bullets: [
        'SAP Business One (módulo financiero), Concar, Starsoft',
        'Excel avanzado: tablas dinámicas, Power Query, macros básicas',
        'PDT 621, PLE, SIRE y declaraciones juradas anuales',
      ],
    },
    {
      heading: 'IDIOMAS',
      kind: 'text',
      bullets: ['Inglés: nivel intermedio (ICPNA)', 'Español: nativo'],
    },
    {
      heading: 'REFERENCIAS',
      kind: 'text',
      paragraphs: [
        'CPC Jorge Salas Medina – Contador General, Distribuidora Los Andes Unidos S.A.C. – jsalas@losandesunidos.com.pe – 998 112 233',
        'Mg. Carmen Ríos Lazo – Socia, Estudio Contable Paredes & Asociados – carmen.rios@paredesasociados.pe – (01) 431-2290',
      ],
    },
  ],
};

const nurse: CvSource = {
  id: 'es-docx-one-column-02',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'enfermera, Arequipa; bold mixed-case headings with trailing colon; dates "Marzo de 2017"; phone without spaces; no links',
  name: 'Milagros del Pilar Condori Apaza',
  headline: 'Licenciada en Enfermería – CEP 087452',
  email: 'milagros.condori.apaza@hotmail.com',
  phones: ['959123456'],
  location: 'Cerro Colorado, Arequipa',
  links: [],
  entryStyle: 'organisation-first',
  font: 'Arial',
  sections: [
    {
      heading: 'Perfil Profesional:',
      kind: 'text',
      paragraphs: [
        'Licenciada en Enfermería con siete años de experiencia en hospitalización, emergencia y unidad de cuidados intensivos. Trato humano, manejo de protocolos de bioseguridad y trabajo en equipo multidisciplinario.',
      ],
    },
    {
      heading: 'Experiencia Profesional:',
      kind: 'experience',
      entries: [
        {
          title: 'Enfermera asistencial – Unidad de Cuidados Intensivos',
          organisation: 'Clínica Arequipa Salud Integral S.A.C.',
          place: 'Arequipa',
          dates: 'Abril de 2019 – a la fecha',
          bullets: [
            'Atención integral a pacientes críticos (8 camas UCI), monitoreo hemodinámico y ventilación mecánica.',
            'Capacité a 12 enfermeras nuevas en el protocolo de prevención de úlceras por presión.',
          ],
        },
        {
          title: 'Enfermera de emergencia',
          organisation: 'Policlínico Virgen de la Candelaria',
          place: 'Arequipa',
          dates: 'Marzo de 2017 – Febrero de 2019',
          bullets: [
            'Triaje, administración de medicamentos y curaciones en el servicio de emergencia (24 horas).',
          ],
        },
        {
          title: 'Enfermera SERUMS',
          organisation: 'Puesto de Salud Santa Rosa de Pampacolca',
          place: 'Castilla, Arequipa',
          dates: 'Abril de 2016 – Marzo de 2017',
          bullets: [
            'Vacunación, control de crecimiento y desarrollo, y campañas de salud comunitaria.',
          ],
        },
      ],
    },
    {
      heading: 'Formación Académica:',
      kind: 'education',
      entries: [
        {
          title: 'Segunda Especialidad en Enfermería en Cuidados Intensivos',
          organisation: 'Universidad Nacional de San Agustín de Arequipa (UNSA)',
          dates: '2020 – 2021',
        },
        {
          title: 'Licenciada en Enfermería',
          organisation: 'Universidad Nacional de San Agustín de Arequipa (UNSA)',
          dates: '2010 – 2015',
        },
      ],
    },
    {
      heading: 'Cursos y Capacitaciones:',
      kind: 'text',
      bullets: [
        'Soporte Vital Básico y Avanzado (BLS/ACLS) – 2023',
        'Manejo de vía aérea y ventilación mecánica – 40 horas – 2022',
        'Bioseguridad y control de infecciones intrahospitalarias – 2021',
      ],
    },
    {
      heading: 'Idiomas:',
      kind: 'text',
      bullets: ['Español: nativo', 'Quechua: intermedio', 'Inglés: básico'],
    },
    { heading: 'Referencias:', kind: 'text', paragraphs: ['Disponibles a solicitud.'] },
  ],
};

const teacher: CvSource = {
  id: 'es-docx-one-column-03',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'docente, Cusco; headings typed in lower case and shown in capitals by Word\'s "caps" run property (label gives the displayed capitals); dates "2018 – Presente"',
  name: 'Juan Carlos Mendoza Ríos',
  headline: 'Docente de Matemática – Educación Secundaria',
  email: 'jc.mendoza.rios@outlook.com',
  phones: ['984 765 432'],
  location: 'Wanchaq, Cusco',
  links: [],
  headingStyle: { capsByStyle: true, rule: true, colour: '1F3864' },
  entryStyle: 'dates-first',
  sections: [
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Profesor de Matemática con nueve años de experiencia en educación secundaria pública y privada. Uso de metodologías activas, aprendizaje basado en problemas y herramientas digitales (GeoGebra, Classroom).',
      ],
    },
    {
      heading: 'Experiencia docente',
      kind: 'experience',
      entries: [
        {
          title: 'Docente de Matemática (3.º a 5.º de secundaria)',
          organisation: 'Colegio Particular Inti Raymi',
          place: 'Cusco',
          dates: '2018 – Presente',
          bullets: [
            'Preparé a estudiantes para olimpiadas regionales de matemática: 4 medallas en 2023.',
            'Coordino el área de Matemática (6 docentes) y la planificación curricular anual.',
          ],
        },
        {
          title: 'Docente contratado',
          organisation: 'I.E. N.° 50999 Pukllasunchis',
          place: 'San Sebastián, Cusco',
          dates: '2015 – 2017',
          bullets: [
            'Dicté Matemática y Ciencia y Tecnología a cinco secciones de 1.º y 2.º de secundaria.',
          ],
        },
        {
          title: 'Tutor de nivelación',
          organisation: 'Academia Preuniversitaria Saqsay',
          place: 'Cusco',
          dates: '2014 – 2015',
        },
      ],
    },
    {
      heading: 'Formación académica',
      kind: 'education',
      entries: [
        {
          title: 'Maestría en Educación con mención en Docencia y Gestión Educativa',
          organisation: 'Universidad César Vallejo',
          dates: '2019 – 2021',
        },
        {
          title: 'Licenciado en Educación Secundaria, especialidad Matemática y Física',
          organisation: 'Universidad Nacional de San Antonio Abad del Cusco (UNSAAC)',
          dates: '2008 – 2013',
        },
      ],
    },
    {
      heading: 'Competencias',
      kind: 'text',
      bullets: [
        'Planificación curricular y evaluación formativa',
        'GeoGebra, Google Classroom, Microsoft Office',
        'Tutoría y convivencia escolar',
      ],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      bullets: ['Español y quechua: nativo', 'Inglés: intermedio'],
    },
  ],
};

const developer: CvSource = {
  id: 'es-docx-table-two-column-01',
  language: 'es',
  template: TEMPLATE.docxTableSidebar,
  delivery: DELIVERY.docx,
  layout: 'two-column',
  notes:
    'desarrollador full stack, Lima; one-row layout table, shaded left cell with contact, skills, languages; dates "03/2019 - 12/2021"; GitHub, LinkedIn and portfolio domain; project link in text',
  name: 'Diego Alonso Ramírez Chávez',
  headline: 'Desarrollador Full Stack',
  email: 'diego.ramirez.ch@gmail.com',
  phones: ['987-654-321'],
  location: 'Santiago de Surco, Lima',
  links: ['github.com/dramirezch', 'linkedin.com/in/diegoramirezch', 'dramirez.dev'],
  contactInSidebar: true,
  accent: '1F4E79',
  sections: [
    {
      heading: 'Habilidades',
      kind: 'text',
      side: true,
      bullets: [
        'TypeScript, JavaScript',
        'React, Next.js',
        'Node.js, NestJS',
        'PostgreSQL, MongoDB',
        'Docker, AWS',
        'Git, GitHub Actions',
      ],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      side: true,
      bullets: ['Español: nativo', 'Inglés: avanzado (B2)'],
    },
    {
      heading: 'Certificaciones',
      kind: 'text',
      side: true,
      bullets: ['AWS Certified Cloud Practitioner (2023)', 'Scrum Fundamentals Certified (2022)'],
    },
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Desarrollador full stack con cinco años de experiencia construyendo aplicaciones web para fintech y retail. Me enfoco en código mantenible, pruebas automatizadas y despliegues continuos.',
      ],
    },
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Desarrollador Full Stack',
          organisation: 'Pagos Rápidos Perú S.A.C.',
          place: 'Lima',
          dates: '01/2022 - actualidad',
          bullets: [
            'Desarrollé el panel de comercios en React y NestJS usado por más de 3 000 negocios.',
            'Reduje el tiempo de respuesta de la API de cobros en 40 % con caché en Redis.',
            'Implementé pruebas end-to-end con Playwright en el pipeline de CI.',
          ],
        },
        {
          title: 'Desarrollador Frontend',
          organisation: 'Tiendas Qhapaq E.I.R.L.',
          place: 'Lima',
          dates: '03/2019 - 12/2021',
          bullets: [
            'Migré la tienda en línea de jQuery a React; la conversión subió 18 %.',
            'Integré pasarelas de pago y el cálculo de envíos a provincias.',
          ],
        },
        {
          title: 'Practicante de Desarrollo',
          organisation: 'Soluciones Digitales Chasqui S.A.C.',
          dates: '06/2018 - 02/2019',
        },
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Ingeniería de Software',
          organisation: 'Universidad Peruana de Ciencias Aplicadas (UPC)',
          dates: '2014 - 2019',
        },
        {
          title: 'Técnico en Computación e Informática',
          organisation: 'Cibertec',
          dates: '2011 - 2013',
        },
      ],
    },
    {
      heading: 'Proyectos',
      kind: 'entries',
      entries: [
        {
          title: 'Boletas SUNAT API',
          organisation: 'Proyecto personal',
          dates: '2023',
          bullets: ['Emisión de boletas electrónicas: [[github.com/dramirezch/boletas]]'],
        },
      ],
    },
  ],
};

const salesRows: CvSource = {
  id: 'es-docx-table-rows-01',
  language: 'es',
  template: TEMPLATE.docxTableRows,
  delivery: DELIVERY.docx,
  layout: 'two-column',
  notes:
    'asesor de ventas, Trujillo; each section is a table row (heading cell left, content right), so both reading orders list the headings the same way; dates first; secondary school counted',
  name: 'Kevin Jhonatan Vásquez Rojas',
  headline: 'Asesor Comercial – Ventas B2B y B2C',
  email: 'kevin.vasquez.rojas@gmail.com',
  phones: ['+51 944 556 677'],
  location: 'Víctor Larco Herrera, Trujillo',
  links: [],
  entryStyle: 'dates-first',
  sections: [
    {
      heading: 'RESUMEN',
      kind: 'text',
      paragraphs: [
        'Asesor comercial con seis años en venta consultiva de consumo masivo y telecomunicaciones. Cumplimiento sostenido de metas por encima del 110 %, manejo de cartera y prospección en campo.',
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL',
      kind: 'experience',
      entries: [
        {
          title: 'Ejecutivo de Ventas Corporativas',
          organisation: 'Conecta Norte Telecom S.A.C.',
          place: 'Trujillo',
          dates: 'Junio 2021 – Actualidad',
          bullets: [
            'Gestiono una cartera de 120 empresas de La Libertad; crecimiento de facturación de 22 % en 2023.',
            'Primer lugar regional en ventas de planes corporativos (tres trimestres seguidos).',
          ],
        },
        {
          title: 'Vendedor de campo',
          organisation: 'Distribuidora Moche Alimentos S.R.L.',
          place: 'Trujillo',
          dates: 'Enero 2018 – Mayo 2021',
          bullets: ['Atendí 80 bodegas y minimarkets por ruta; abrí 45 clientes nuevos.'],
        },
        {
          title: 'Promotor de ventas',
          organisation: 'Electro Hogar del Norte S.A.',
          place: 'Chiclayo',
          dates: 'Marzo 2016 – Diciembre 2017',
        },
      ],
    },
    {
      heading: 'ESTUDIOS REALIZADOS',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Administración',
          organisation: 'Universidad César Vallejo',
          place: 'Trujillo',
          dates: '2012 – 2017',
        },
        {
          title: 'Educación secundaria completa',
          organisation: 'I.E. Santa Rosa de Lima',
          place: 'Trujillo',
          dates: '2007 – 2011',
        },
      ],
    },
    {
      heading: 'LOGROS',
      kind: 'text',
      bullets: [
        'Vendedor del año 2022 – Conecta Norte Telecom',
        'Récord de cobranza: 98 % de cartera al día en 2020',
      ],
    },
    {
      heading: 'HABILIDADES',
      kind: 'text',
      bullets: [
        'Negociación y cierre de ventas',
        'CRM Salesforce y HubSpot',
        'Excel intermedio',
        'Licencia de conducir A-IIa',
      ],
    },
  ],
};

const adminAssistant: CvSource = {
  id: 'es-docx-textbox-01',
  language: 'es',
  template: TEMPLATE.docxTextbox,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'asistente administrativa, San Juan de Lurigancho; name, headline and contact inside a floating VML text box, body as paragraphs; mobile and landline; contact items labelled ("Celular:")',
  name: 'Karen Milagros Salazar Paredes',
  headline: 'Asistente Administrativa',
  email: 'karen.salazar.p@yahoo.com',
  phones: ['987654321', '(01) 445-6789'],
  location: 'San Juan de Lurigancho, Lima',
  links: [],
  contactLabels: true,
  sections: [
    {
      heading: 'Objetivo',
      kind: 'text',
      paragraphs: [
        'Aportar orden, puntualidad y buena atención al área administrativa de una empresa en crecimiento, y seguir desarrollándome en gestión documentaria.',
      ],
    },
    {
      heading: 'Experiencia Laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Asistente Administrativa',
          organisation: 'Importaciones Huallaga S.A.C.',
          place: 'Lima',
          dates: 'Agosto 2019 – Actualidad',
          bullets: [
            'Gestiono la agenda de gerencia, la correspondencia y el archivo (físico y digital).',
            'Controlo caja chica y rendiciones de gastos del personal (S/ 8 000 mensuales).',
            'Emito órdenes de compra y hago seguimiento a proveedores.',
          ],
        },
        {
          title: 'Recepcionista',
          organisation: 'Clínica Dental Sonrisa Feliz',
          place: 'San Juan de Lurigancho',
          dates: 'Enero 2017 – Julio 2019',
          bullets: ['Atención de pacientes, agenda de citas y cobranza.'],
        },
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Técnica Profesional en Administración y Sistemas',
          organisation: 'Cibertec',
          place: 'Lima',
          dates: '2014 – 2016',
        },
        {
          title: 'Secundaria completa',
          organisation: 'I.E. N.° 0089 José María Arguedas',
          place: 'San Juan de Lurigancho',
          dates: '2009 – 2013',
        },
      ],
    },
    {
      heading: 'Conocimientos',
      kind: 'text',
      bullets: [
        'Microsoft Office (Excel intermedio)',
        'Sistema de facturación electrónica',
        'Redacción de documentos comerciales',
      ],
    },
    { heading: 'Idiomas', kind: 'text', bullets: ['Inglés básico'] },
  ],
};

const marketingTextbox: CvSource = {
  id: 'es-docx-textbox-02',
  language: 'es',
  template: TEMPLATE.docxTextbox,
  delivery: DELIVERY.docx,
  layout: 'two-column',
  notes:
    'analista de marketing, Miraflores; header text box + left sidebar text box (contact, skills, tools, languages), main sections as body paragraphs wrapping beside it',
  name: 'Andrea Valeria Castillo Núñez',
  headline: 'Analista de Marketing Digital',
  email: 'andrea.castillo.n@gmail.com',
  phones: ['+51 955 443 221'],
  location: 'Miraflores, Lima',
  links: ['linkedin.com/in/andreacastillon', 'behance.net/andreacastillo'],
  contactInSidebar: true,
  sections: [
    {
      heading: 'Habilidades',
      kind: 'text',
      side: true,
      bullets: ['SEO y SEM', 'Marketing de contenidos', 'Análisis de campañas', 'Email marketing'],
    },
    {
      heading: 'Herramientas',
      kind: 'text',
      side: true,
      bullets: ['Google Analytics 4', 'Meta Ads', 'HubSpot', 'Canva, Figma'],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      side: true,
      bullets: ['Inglés avanzado', 'Portugués básico'],
    },
    {
      heading: 'Sobre mí',
      kind: 'text',
      paragraphs: [
        'Analista de marketing digital con cuatro años de experiencia en campañas de performance y contenidos para marcas de consumo y educación.',
      ],
    },
    {
      heading: 'Experiencia Profesional',
      kind: 'experience',
      entries: [
        {
          title: 'Analista de Marketing Digital',
          organisation: 'Agencia Pachamama Creativa',
          dates: 'feb. 2022 – actualidad',
          bullets: [
            'Gestiono presupuestos de pauta de S/ 60 000 mensuales en Meta y Google.',
            'Bajé el costo por lead 35 % con pruebas A/B de anuncios.',
          ],
        },
        {
          title: 'Asistente de Marketing',
          organisation: 'Instituto Educativo Horizonte',
          dates: 'ene. 2020 – ene. 2022',
          bullets: ['Coordiné el calendario de contenidos y el boletín mensual.'],
        },
      ],
    },
    {
      heading: 'Formación',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Marketing',
          organisation: 'Universidad de Lima',
          dates: '2015 – 2019',
        },
      ],
    },
  ],
};

const miningEnglish: CvSource = {
  id: 'en-docx-one-column-01',
  language: 'en',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes: 'English; mining engineer, Arequipa; capitals headings; "Jan 2019 – Present"',
  name: 'Carlos Eduardo Gutiérrez Paz',
  headline: 'Mining Engineer – Open Pit Operations',
  email: 'carlos.gutierrez.paz@gmail.com',
  phones: ['+51 958 321 654'],
  location: 'Yanahuara, Arequipa, Peru',
  links: ['linkedin.com/in/carlosgutierrezpaz'],
  headingStyle: { rule: true, colour: '7F3F00' },
  sections: [
    {
      heading: 'PROFESSIONAL SUMMARY',
      kind: 'text',
      paragraphs: [
        'Mining engineer with eight years in open pit copper operations: short-term planning, drill and blast, and fleet productivity. Strong safety record and experience leading multicultural crews.',
      ],
    },
    {
      heading: 'WORK EXPERIENCE',
      kind: 'experience',
      entries: [
        {
          title: 'Senior Planning Engineer',
          organisation: 'Minera Andes del Sur S.A.',
          place: 'Arequipa',
          dates: 'Jan 2019 – Present',
          bullets: [
            'Led weekly and monthly mine plans for a 120 ktpd copper pit.',
            'Raised haul fleet utilisation from 71 % to 79 % through dispatch rule changes.',
          ],
        },
        {
          title: 'Drill and Blast Engineer',
          organisation: 'Compañía Minera Ccollpa S.A.A.',
          place: 'Cusco',
          dates: 'Aug 2015 – Dec 2018',
          bullets: ['Designed blast patterns and cut explosive cost per tonne by 9 %.'],
        },
        {
          title: 'Mining Engineering Intern',
          organisation: 'Minera Andes del Sur S.A.',
          place: 'Arequipa',
          dates: 'Jan 2014 – Mar 2014',
        },
      ],
    },
    {
      heading: 'EDUCATION',
      kind: 'education',
      entries: [
        {
          title: 'Master of Business Administration (MBA)',
          organisation: 'Universidad Católica de Santa María',
          dates: '2020 – 2022',
        },
        {
          title: 'B.Sc. in Mining Engineering',
          organisation: 'Universidad Nacional de San Agustín de Arequipa (UNSA)',
          dates: '2009 – 2014',
        },
      ],
    },
    {
      heading: 'CERTIFICATIONS',
      kind: 'text',
      bullets: ['Deswik.Sched Advanced (2021)', 'IPERC and Mining Safety (DS 024-2016-EM), 2023'],
    },
    {
      heading: 'SKILLS',
      kind: 'text',
      bullets: [
        'Deswik, Vulcan, MineSight',
        'Power BI, SQL',
        'Short-term planning, fleet management',
      ],
    },
    {
      heading: 'LANGUAGES',
      kind: 'text',
      bullets: ['Spanish: native', 'English: advanced (TOEFL iBT 98)'],
    },
  ],
};

const civilEngineerLong: CvSource = {
  id: 'es-pdf-word-export-01',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToPdf,
  layout: 'one-column',
  notes:
    'ingeniero civil, Lima; long CV (3 pages) exported to PDF by LibreOffice; "DATOS PERSONALES" block holds DNI, address, landline first; organisation-first entries',
  name: 'LUIS ALBERTO PAUCAR VILLANUEVA',
  headline: 'Ingeniero Civil – CIP N.° 145236',
  email: 'lpaucar.ingcivil@gmail.com',
  phones: ['+51 1 234 5678', '996 417 325'],
  location: 'Av. Universitaria 4520, Los Olivos, Lima',
  links: [],
  entryStyle: 'organisation-first',
  headingStyle: { rule: true },
  font: 'Times New Roman',
  fontSize: 12,
  sections: [
    {
      heading: 'DATOS PERSONALES',
      kind: 'personal',
      before: [
        ['DNI', '41236587'],
        ['Fecha de nacimiento', '14 de julio de 1985'],
        ['Estado civil', 'Casado'],
      ],
    },
    {
      heading: 'PERFIL PROFESIONAL',
      kind: 'text',
      paragraphs: [
        'Ingeniero civil colegiado con catorce años de experiencia en supervisión y residencia de obras de edificación, saneamiento e infraestructura vial. Experiencia en gestión de contratos bajo la Ley de Contrataciones del Estado y contratos privados, control de costos, valorizaciones y liquidaciones de obra. Manejo de equipos de hasta 180 trabajadores y de subcontratistas.',
      ],
    },
    {
      heading: 'EXPERIENCIA PROFESIONAL',
      kind: 'experience',
      entries: [
        {
          title: 'Residente de Obra',
          organisation: 'Constructora Pirámide del Sol S.A.C.',
          place: 'Lima',
          dates: 'Enero 2021 – Actualidad',
          bullets: [
            'Residente del proyecto multifamiliar "Residencial Los Cedros" (14 pisos, 2 sótanos, 22 000 m² techados).',
            'Controlo el presupuesto de S/ 48 millones; desviación final menor al 2 %.',
            'Dirijo a 6 ingenieros de campo, 4 maestros de obra y 12 subcontratistas.',
            'Implementé Last Planner System: el porcentaje de plan completado subió de 61 % a 82 %.',
            'Coordino con proyectistas la compatibilización BIM de especialidades.',
            'Cero accidentes incapacitantes en 1,2 millones de horas-hombre.',
          ],
        },
        {
          title: 'Supervisor de Obra',
          organisation: 'Consorcio Supervisor Rímac Norte',
          place: 'Huaral, Lima',
          dates: 'Marzo 2017 – Diciembre 2020',
          bullets: [
            'Supervisé la ampliación del sistema de agua potable y alcantarillado para 9 000 familias.',
            'Revisé y aprobé valorizaciones mensuales, adicionales y ampliaciones de plazo.',
            'Elaboré informes técnicos para la entidad y el Organismo Supervisor de Contrataciones.',
            'Verifiqué ensayos de calidad de concreto, compactación y pruebas hidráulicas.',
            'Participé en la recepción y liquidación de la obra sin observaciones pendientes.',
          ],
        },
        {
          title: 'Ingeniero de Producción',
          organisation: 'Edificaciones Andinas del Perú S.A.',
          place: 'Arequipa',
          dates: 'Febrero 2014 – Febrero 2017',
          bullets: [
            'Programé y controlé la producción diaria de casco estructural en dos torres de vivienda.',
            'Reduje el desperdicio de acero 15 % con listas de corte optimizadas.',
            'Elaboré metrados, análisis de precios unitarios y cronogramas en MS Project.',
            'Capacité a cuadrillas en procedimientos de encofrado y vaciado.',
          ],
        },
        {
          title: 'Asistente de Residencia',
          organisation: 'Vías y Puentes del Centro S.A.C.',
          place: 'Huancayo, Junín',
          dates: 'Abril 2011 – Enero 2014',
          bullets: [
            'Apoyé en la rehabilitación de 38 km de carretera afirmada a nivel de carpeta asfáltica.',
            'Controlé movimiento de tierras, obras de arte y drenaje.',
            'Llevé el cuaderno de obra y el archivo técnico.',
          ],
        },
        {
          title: 'Ingeniero Asistente',
          organisation: 'Estudio de Ingeniería Quispe & Lazo S.R.L.',
          place: 'Lima',
          dates: 'Enero 2010 – Marzo 2011',
          bullets: [
            'Modelamiento estructural en ETABS y SAP2000 de edificios de concreto armado.',
            'Dibujo de planos de estructuras en AutoCAD.',
          ],
        },
        {
          title: 'Practicante de Ingeniería',
          organisation: 'Constructora Río Santa S.A.C.',
          place: 'Chimbote, Áncash',
          dates: 'Enero 2008 – Diciembre 2009',
          bullets: [
            'Control topográfico y de niveles en obras de pistas y veredas.',
            'Metrados y valorizaciones de subcontratistas.',
            'Apoyo en el control de calidad de concreto (slump, probetas).',
          ],
        },
      ],
    },
    {
      heading: 'PRINCIPALES OBRAS A CARGO',
      kind: 'text',
      bullets: [
        'Residencial Los Cedros, Jesús María – edificio multifamiliar de 14 pisos y 2 sótanos (2021 – 2024).',
        'Condominio Parque Alameda, San Miguel – 3 torres de 12 pisos, 360 departamentos (2021 – 2022).',
        'Ampliación de agua potable y alcantarillado, Huaral – 9 000 conexiones domiciliarias (2017 – 2020).',
        'Reservorio apoyado de 2 500 m³ y línea de impulsión de 4,2 km, Huaral (2018 – 2019).',
        'Torres Mistiverde, Cayma, Arequipa – 2 torres de vivienda de 10 pisos (2014 – 2016).',
        'Centro comercial vecinal Paseo Yanahuara, Arequipa – estructura metálica y losas colaborantes (2016).',
        'Rehabilitación de la carretera Chupaca – Ahuac, Junín – 38 km de carpeta asfáltica en caliente (2011 – 2013).',
        'Puente vehicular Río Cunas, Junín – 45 m de luz, vigas postensadas (2012 – 2013).',
        'Diseño estructural de 11 edificios de vivienda de 5 a 8 pisos en Lima Norte (2010 – 2011).',
      ],
    },
    {
      heading: 'FORMACIÓN ACADÉMICA',
      kind: 'education',
      entries: [
        {
          title: 'Maestría en Gestión de Proyectos de Construcción',
          organisation: 'Universidad Nacional de Ingeniería (UNI)',
          place: 'Lima',
          dates: '2016 – 2018',
        },
        {
          title: 'Título Profesional de Ingeniero Civil',
          organisation: 'Universidad Nacional de Ingeniería (UNI)',
          place: 'Lima',
          dates: '2010',
        },
        {
          title: 'Bachiller en Ingeniería Civil',
          organisation: 'Universidad Nacional de Ingeniería (UNI)',
          place: 'Lima',
          dates: '2003 – 2008',
        },
      ],
    },
    {
      heading: 'CERTIFICACIONES',
      kind: 'text',
      bullets: [
        'Project Management Professional (PMP) – Project Management Institute, 2019',
        'Certificación en Last Planner System – Lean Construction Institute Perú, 2021',
        'Autodesk Certified Professional: Revit for Structural Design, 2020',
      ],
    },
    {
      heading: 'CURSOS Y CAPACITACIONES',
      kind: 'text',
      bullets: [
        'Contrataciones del Estado – Certificación OSCE (nivel intermedio), 2022',
        'Diplomado en Gestión de la Seguridad y Salud en el Trabajo – 120 horas, 2020',
        'Costos y Presupuestos con S10 – 60 horas, 2015',
        'Diseño de Pavimentos – Instituto de la Construcción y Gerencia, 2013',
        'Primavera P6 – Planificación y control de proyectos, 2017',
        'Concreto de alta resistencia y aditivos – 24 horas, 2016',
        'Gestión de proyectos con metodología BIM – 80 horas, 2019',
        'Estructuras de concreto armado – Norma E.060 – 40 horas, 2012',
        'Seguridad en obras de construcción – Norma G.050 – 24 horas, 2011',
        'Liderazgo y gestión de equipos de obra – 30 horas, 2022',
      ],
    },
    {
      heading: 'SOFTWARE',
      kind: 'text',
      bullets: [
        'AutoCAD, Civil 3D, Revit',
        'ETABS, SAP2000, SAFE',
        'MS Project, Primavera P6, S10 Costos y Presupuestos',
        'Excel avanzado y Power BI',
      ],
    },
    {
      heading: 'IDIOMAS',
      kind: 'text',
      bullets: ['Inglés: intermedio avanzado – Británico (2012)', 'Portugués: básico'],
    },
    {
      heading: 'REFERENCIAS',
      kind: 'text',
      paragraphs: [
        'Ing. Marco Antonio Lazo Paredes – Constructora Pirámide del Sol S.A.C. – Cel. 998 776 554',
        'Ing. Rosa María Chávez Inga – Consorcio Supervisor Rímac Norte – Cel. 987 332 110',
        'Ing. Héctor Quispe Mayta – Edificaciones Andinas del Perú S.A. – Cel. 959 441 223',
      ],
    },
  ],
};

const logisticsTable: CvSource = {
  id: 'es-pdf-word-export-02',
  language: 'es',
  template: TEMPLATE.docxTableSidebar,
  delivery: DELIVERY.docxToPdf,
  layout: 'two-column',
  notes:
    'jefe de almacén / logística, Callao; Word two-column layout table (no borders) exported to PDF by LibreOffice; full-width header with contact; SENATI technical degree',
  name: 'Jorge Luis Huerta Cárdenas',
  headline: 'Supervisor de Logística y Almacenes',
  email: 'jorge.huerta.cardenas@gmail.com',
  phones: ['987 123 456'],
  location: 'Bellavista, Callao',
  links: [],
  sections: [
    {
      heading: 'Competencias',
      kind: 'text',
      side: true,
      bullets: [
        'Gestión de inventarios',
        'Control de KPI logísticos',
        'Liderazgo de equipos',
        '5S y mejora continua',
      ],
    },
    {
      heading: 'Software',
      kind: 'text',
      side: true,
      bullets: ['SAP MM / WM', 'Excel avanzado', 'Power BI'],
    },
    { heading: 'Idiomas', kind: 'text', side: true, bullets: ['Inglés intermedio'] },
    {
      heading: 'Experiencia Profesional',
      kind: 'experience',
      entries: [
        {
          title: 'Supervisor de Almacén',
          organisation: 'Operadora Logística Puerto Nuevo S.A.C.',
          place: 'Callao',
          dates: 'Julio 2020 – Actualidad',
          bullets: [
            'Supervisé un centro de distribución de 12 000 m² y 45 operarios.',
            'Exactitud de inventario de 99,6 % en el cierre 2023.',
            'Reduje mermas 28 % con conteos cíclicos semanales.',
          ],
        },
        {
          title: 'Asistente de Logística',
          organisation: 'Comercial Ferretera El Volcán S.A.',
          place: 'Lima',
          dates: 'Febrero 2016 – Junio 2020',
          bullets: [
            'Programé despachos a 60 tiendas de Lima y provincias.',
            'Negocié tarifas con transportistas y ahorré 12 % en fletes.',
          ],
        },
        {
          title: 'Auxiliar de Almacén',
          organisation: 'Comercial Ferretera El Volcán S.A.',
          place: 'Lima',
          dates: 'Marzo 2013 – Enero 2016',
        },
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Ingeniería Industrial',
          organisation: 'Universidad Nacional del Callao',
          dates: '2014 – 2019',
        },
        {
          title: 'Técnico en Administración Industrial',
          organisation: 'SENATI',
          dates: '2010 – 2012',
        },
      ],
    },
    {
      heading: 'Cursos y Capacitaciones',
      kind: 'text',
      bullets: [
        'Gestión de Almacenes e Inventarios – 60 horas (2021)',
        'Operación segura de montacargas (2019)',
        'Comercio exterior y aduanas – 40 horas (2018)',
      ],
    },
  ],
};

const dataAnalystEnglish: CvSource = {
  id: 'en-pdf-word-export-01',
  language: 'en',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToPdf,
  layout: 'one-column',
  notes:
    'English; data analyst, San Isidro; Word document exported to PDF by LibreOffice; bold mixed-case headings; project with GitHub link',
  name: 'Valeria Sofía Torres Lazo',
  headline: 'Data Analyst',
  email: 'valeria.torres.lazo@gmail.com',
  phones: ['+51 912 345 678'],
  location: 'San Isidro, Lima, Peru',
  links: ['linkedin.com/in/valeriatorreslazo', 'github.com/vtorreslazo'],
  sections: [
    {
      heading: 'Summary',
      kind: 'text',
      paragraphs: [
        'Data analyst with four years of experience in retail banking and e-commerce. I turn messy data into dashboards and models that people actually use.',
      ],
    },
    {
      heading: 'Experience',
      kind: 'experience',
      entries: [
        {
          title: 'Data Analyst',
          organisation: 'Banco Andino de Fomento',
          place: 'Lima',
          dates: 'Mar 2022 – Present',
          bullets: [
            'Built a churn model (XGBoost) that flags 70 % of closing accounts one month ahead.',
            'Automated 14 weekly reports with Python and Airflow, saving 20 hours per week.',
          ],
        },
        {
          title: 'Business Intelligence Analyst',
          organisation: 'MercadoSur Online S.A.C.',
          place: 'Lima',
          dates: 'Feb 2020 – Feb 2022',
          bullets: ['Designed the sales and logistics dashboards in Power BI for 300 users.'],
        },
      ],
    },
    {
      heading: 'Education',
      kind: 'education',
      entries: [
        {
          title: 'Bachelor of Science in Statistics',
          organisation: 'Pontificia Universidad Católica del Perú (PUCP)',
          dates: '2014 – 2019',
        },
      ],
    },
    {
      heading: 'Projects',
      kind: 'entries',
      entries: [
        {
          title: 'Lima Air Quality Dashboard',
          organisation: 'Personal project',
          dates: '2023',
          bullets: [
            'Streamlit app that maps PM2.5 readings by district: [[github.com/vtorreslazo/lima-air]]',
          ],
        },
      ],
    },
    {
      heading: 'Technical Skills',
      kind: 'text',
      bullets: [
        'Python (pandas, scikit-learn), SQL, R',
        'Power BI, Tableau',
        'Airflow, dbt, BigQuery',
      ],
    },
    { heading: 'Languages', kind: 'text', bullets: ['Spanish (native), English (C1)'] },
  ],
};

const hrGoogleDocs: CvSource = {
  id: 'es-pdf-gdocs-01',
  language: 'es',
  template: TEMPLATE.htmlGoogleDocs,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'analista de RR. HH., Chiclayo; Google-Docs-like page (Arial, blue headings), printed by Chromium; dates "Agosto 2015 - Diciembre 2016"',
  name: 'Patricia Isabel Rojas Sánchez',
  headline: 'Analista de Recursos Humanos',
  email: 'patricia.rojas.sanchez@gmail.com',
  phones: ['979 456 123'],
  location: 'Chiclayo, Lambayeque',
  links: ['linkedin.com/in/patriciarojassanchez'],
  sections: [
    {
      heading: 'Resumen profesional',
      kind: 'text',
      paragraphs: [
        'Psicóloga organizacional con ocho años en reclutamiento masivo, clima laboral y planillas. He cubierto más de 600 vacantes operativas y administrativas en el norte del país.',
      ],
    },
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Analista de Recursos Humanos',
          organisation: 'Agroindustrial Lambayeque Verde S.A.',
          place: 'Chiclayo',
          dates: 'Enero 2019 - Actualidad',
          bullets: [
            'Lidero el reclutamiento de temporada (hasta 400 operarios por campaña).',
            'Implementé la encuesta de clima laboral; la rotación bajó de 18 % a 11 %.',
          ],
        },
        {
          title: 'Asistente de Selección',
          organisation: 'Consultora Talento Norte E.I.R.L.',
          place: 'Chiclayo',
          dates: 'Enero 2017 - Diciembre 2018',
          bullets: ['Entrevistas por competencias y evaluaciones psicométricas para 30 clientes.'],
        },
        {
          title: 'Practicante de Psicología Organizacional',
          organisation: 'Hospedajes del Norte S.A.C.',
          place: 'Chiclayo',
          dates: 'Agosto 2015 - Diciembre 2016',
        },
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Licenciada en Psicología',
          organisation: 'Universidad Católica Santo Toribio de Mogrovejo',
          place: 'Chiclayo',
          dates: '2010 - 2015',
        },
      ],
    },
    {
      heading: 'Habilidades',
      kind: 'text',
      bullets: [
        'Reclutamiento y selección por competencias',
        'Planillas (PLAME, T-Registro)',
        'Excel intermedio, Buk, Ofisis',
      ],
    },
    { heading: 'Idiomas', kind: 'text', bullets: ['Inglés intermedio'] },
  ],
};

const freshGraduate: CvSource = {
  id: 'es-pdf-gdocs-02',
  language: 'es',
  template: TEMPLATE.htmlGoogleDocs,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'recién egresado de Ingeniería Industrial (USIL), La Molina; one page; internships and volunteering count as experience; exchange semester and secondary school counted as education',
  name: 'Sebastián André Flores Quiroz',
  headline: 'Egresado de Ingeniería Industrial',
  email: 'sebastian.flores.q@usil.pe',
  phones: ['+51 976 543 210'],
  location: 'La Molina, Lima',
  links: ['linkedin.com/in/sebastianfloresq'],
  accent: '#38761D',
  sections: [
    {
      heading: 'Objetivo',
      kind: 'text',
      paragraphs: [
        'Egresado del décimo superior buscando mi primer puesto en planeamiento de operaciones o mejora de procesos, donde aplicar Lean y análisis de datos.',
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Ingeniería Industrial (décimo superior)',
          organisation: 'Universidad San Ignacio de Loyola (USIL)',
          dates: '2019 – 2024',
        },
        {
          title: 'Semestre de intercambio',
          organisation: 'Universidad de Chile',
          place: 'Santiago de Chile',
          dates: 'ago. 2022 – dic. 2022',
        },
        {
          title: 'Educación secundaria',
          organisation: 'Colegio San Martín de La Molina',
          dates: '2014 – 2018',
        },
      ],
    },
    {
      heading: 'Prácticas Pre-Profesionales',
      kind: 'experience',
      entries: [
        {
          title: 'Practicante de Planeamiento',
          organisation: 'Bebidas del Valle Rímac S.A.',
          dates: 'ene. 2024 – jul. 2024',
          bullets: [
            'Actualicé el plan maestro de producción semanal de 3 líneas de envasado.',
            'Propuse un cambio de formato que redujo 6 % el tiempo de setup.',
          ],
        },
        {
          title: 'Practicante de Procesos',
          organisation: 'Courier Express Kallpa S.A.C.',
          dates: 'ene. 2023 – mar. 2023',
          bullets: ['Levanté y diagramé 15 procesos del área de despacho en Bizagi.'],
        },
      ],
    },
    {
      heading: 'Voluntariado',
      kind: 'experience',
      entries: [
        {
          title: 'Voluntario de construcción',
          organisation: 'Asociación Manos que Construyen',
          place: 'Pachacámac',
          dates: '2021 – 2022',
          bullets: ['Construcción de 12 módulos de vivienda de emergencia.'],
        },
        {
          title: 'Tesorero',
          organisation: 'Centro de Estudiantes de Ingeniería Industrial USIL',
          dates: '2021',
        },
      ],
    },
    {
      heading: 'Logros',
      kind: 'text',
      bullets: [
        'Segundo puesto, Concurso Nacional de Casos de Operaciones (2023)',
        'Beca de excelencia académica USIL (2020 – 2023)',
      ],
    },
    {
      heading: 'Habilidades',
      kind: 'text',
      bullets: ['Excel avanzado, Power BI, Python básico, Bizagi, AutoCAD'],
    },
    { heading: 'Idiomas', kind: 'text', bullets: ['Inglés avanzado (Cambridge B2 First)'] },
  ],
};

const marketingEnglish: CvSource = {
  id: 'en-pdf-gdocs-01',
  language: 'en',
  template: TEMPLATE.htmlGoogleDocs,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'English; digital marketing specialist, Miraflores; Google-Docs-like page printed by Chromium; capitals headings; portfolio domain',
  name: 'Camila Alejandra Ríos Benavides',
  headline: 'Digital Marketing Specialist',
  email: 'camila.rios.benavides@gmail.com',
  phones: ['+51 989 101 202'],
  location: 'Miraflores, Lima, Peru',
  links: ['camilarios.pe', 'linkedin.com/in/camilariosb'],
  accent: '#B45F06',
  sections: [
    {
      heading: 'PROFILE',
      kind: 'text',
      paragraphs: [
        'Digital marketer with five years growing e-commerce and travel brands in Peru and Chile through paid social, SEO and lifecycle email.',
      ],
    },
    {
      heading: 'EXPERIENCE',
      kind: 'experience',
      entries: [
        {
          title: 'Digital Marketing Specialist',
          organisation: 'Andes Travel Co.',
          place: 'Lima',
          dates: 'May 2021 – Present',
          bullets: [
            'Grew direct bookings 42 % year over year with SEO content in English and Portuguese.',
            'Manage a USD 25,000 monthly paid media budget.',
          ],
        },
        {
          title: 'Marketing Coordinator',
          organisation: 'Moda Inca Online S.A.C.',
          place: 'Lima',
          dates: 'Jan 2019 – Apr 2021',
          bullets: ['Launched the loyalty email program (open rate 38 %).'],
        },
      ],
    },
    {
      heading: 'EDUCATION',
      kind: 'education',
      entries: [
        {
          title: 'Bachelor in Communication and Marketing',
          organisation: 'Universidad Peruana de Ciencias Aplicadas (UPC)',
          dates: '2014 – 2018',
        },
      ],
    },
    {
      heading: 'SKILLS',
      kind: 'text',
      bullets: [
        'Meta Ads, Google Ads, GA4, Looker Studio',
        'Klaviyo, HubSpot, Shopify',
        'Copywriting in Spanish and English',
      ],
    },
    {
      heading: 'LANGUAGES',
      kind: 'text',
      bullets: ['Spanish (native), English (C1), Portuguese (B1)'],
    },
    {
      heading: 'VOLUNTEERING',
      kind: 'experience',
      entries: [
        {
          title: 'Social Media Volunteer',
          organisation: 'Refugio Patitas Felices',
          place: 'Lima',
          dates: '2020 – 2022',
        },
      ],
    },
  ],
};

const physicsLatex: CvSource = {
  id: 'es-pdf-latex-01',
  language: 'es',
  template: TEMPLATE.latexArticle,
  delivery: DELIVERY.latexToPdf,
  layout: 'one-column',
  notes:
    'ingeniero de sistemas / investigador junior, UNI; real pdflatex with numbered sections ("1 Formación Académica"; label without the numbers); no location (null); projects and publications not counted',
  name: 'Renzo Martín Chumpitaz Aguilar',
  headline: 'Ingeniero de Sistemas',
  email: 'renzo.chumpitaz.a@uni.pe',
  phones: ['+51 923 456 789'],
  location: null,
  links: ['github.com/rchumpitaz', 'rchumpitaz.github.io'],
  headingStyle: { numbered: true },
  sections: [
    {
      heading: 'Formación Académica',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Ingeniería de Sistemas',
          organisation: 'Universidad Nacional de Ingeniería (UNI)',
          place: 'Lima',
          dates: '2016 – 2021',
        },
      ],
    },
    {
      heading: 'Experiencia Profesional',
      kind: 'experience',
      entries: [
        {
          title: 'Ingeniero de Datos',
          organisation: 'Seguros Illapa S.A.',
          place: 'Lima',
          dates: 'feb. 2022 – actualidad',
          bullets: [
            'Diseñé el data lake de siniestros en AWS (S3, Glue, Athena).',
            'Bajé el costo mensual de cómputo 30 % migrando procesos a Spark.',
          ],
        },
        {
          title: 'Asistente de investigación',
          organisation:
            'Laboratorio de Inteligencia Artificial, Facultad de Ingeniería Industrial y de Sistemas',
          place: 'UNI',
          dates: 'mar. 2020 – dic. 2021',
          bullets: ['Entrené modelos de clasificación de imágenes satelitales de cultivos.'],
        },
      ],
    },
    {
      heading: 'Proyectos',
      kind: 'entries',
      entries: [
        {
          title: 'Traductor español–quechua',
          organisation: 'Proyecto de tesis',
          dates: '2021',
          bullets: [
            'Modelo seq2seq entrenado con 40 000 pares de frases; código en [[github.com/rchumpitaz/runasimi-mt]]',
          ],
        },
      ],
    },
    {
      heading: 'Publicaciones',
      kind: 'text',
      bullets: [
        'R. Chumpitaz y L. Gómez, «Clasificación de cultivos andinos con imágenes Sentinel-2», Revista de Ingeniería de Sistemas, vol. 12, 2021.',
      ],
    },
    {
      heading: 'Habilidades',
      kind: 'text',
      bullets: ['Python, SQL, Scala, LaTeX', 'PyTorch, Spark, Airflow', 'AWS, Docker, Linux'],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      bullets: ['Inglés avanzado (TOEFL ITP 610)', 'Quechua básico'],
    },
  ],
};

const softwareLatexEnglish: CvSource = {
  id: 'en-pdf-latex-01',
  language: 'en',
  template: TEMPLATE.latexArticle,
  delivery: DELIVERY.latexToPdf,
  layout: 'one-column',
  notes:
    'English; software engineer, Barranco; real pdflatex, unnumbered sections; award section; two links',
  name: 'Gabriela Ximena Paredes Llosa',
  headline: 'Software Engineer',
  email: 'gabriela.paredes.llosa@proton.me',
  phones: ['+51 945 678 123'],
  location: 'Barranco, Lima, Peru',
  links: ['github.com/gparedesllosa', 'linkedin.com/in/gparedesllosa'],
  sections: [
    {
      heading: 'Education',
      kind: 'education',
      entries: [
        {
          title: 'B.S. in Computer Science',
          organisation: 'Universidad de Ingeniería y Tecnología (UTEC)',
          place: 'Lima',
          dates: 'Mar 2016 – Dec 2020',
        },
      ],
    },
    {
      heading: 'Experience',
      kind: 'experience',
      entries: [
        {
          title: 'Software Engineer II',
          organisation: 'Qori Logistics Inc.',
          place: 'Remote',
          dates: 'Jun 2022 – Present',
          bullets: [
            'Own the route-optimisation service (Go, gRPC) serving 2 million requests a day.',
            'Cut p95 latency from 480 ms to 120 ms.',
          ],
        },
        {
          title: 'Backend Developer',
          organisation: 'Yachay Edtech S.A.C.',
          place: 'Lima',
          dates: 'Jan 2021 – May 2022',
          bullets: ['Built the grading API in Python/FastAPI for 50,000 students.'],
        },
        {
          title: 'Software Engineering Intern',
          organisation: 'Yachay Edtech S.A.C.',
          place: 'Lima',
          dates: 'Jan 2020 – Mar 2020',
        },
      ],
    },
    {
      heading: 'Projects',
      kind: 'entries',
      entries: [
        {
          title: 'combi-routes',
          organisation: 'Open source',
          dates: '2022',
          bullets: ['Public transport route planner for Lima buses.'],
        },
      ],
    },
    {
      heading: 'Skills',
      kind: 'text',
      bullets: ['Go, Python, TypeScript, SQL', 'Kubernetes, GCP, PostgreSQL, Redis'],
    },
    { heading: 'Awards', kind: 'text', bullets: ['ICPC South America regional finalist, 2019'] },
  ],
};

const communitySidebar: CvSource = {
  id: 'es-pdf-designed-sidebar-01',
  language: 'es',
  template: TEMPLATE.htmlSidebar,
  delivery: DELIVERY.htmlToPdf,
  layout: 'two-column',
  notes:
    'community manager, Miraflores; designed CV with coloured left sidebar (contact, skills, languages, software) printed by Chromium; headings lower case in HTML, capitals and letter-spaced by CSS',
  name: 'Daniela Sofía Alarcón Vega',
  headline: 'Community Manager y Creadora de Contenido',
  email: 'hola@danielaalarcon.pe',
  phones: ['+51 934 221 908'],
  location: 'Miraflores, Lima',
  links: ['danielaalarcon.pe', 'linkedin.com/in/danielaalarconv'],
  contactInSidebar: true,
  headingStyle: { capsByStyle: true, letterSpaced: true },
  accent: '#5B2C6F',
  sections: [
    {
      heading: 'Habilidades',
      kind: 'text',
      side: true,
      bullets: [
        'Estrategia de contenidos',
        'Gestión de comunidades',
        'Fotografía y edición de video',
        'Reportes de métricas',
      ],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      side: true,
      bullets: ['Español nativo', 'Inglés intermedio'],
    },
    {
      heading: 'Software',
      kind: 'text',
      side: true,
      bullets: ['Meta Business Suite', 'CapCut, Premiere', 'Canva, Photoshop'],
    },
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Community manager con cuatro años creando contenido para marcas de gastronomía y moda peruana. Me gusta medir todo y contar historias que venden.',
      ],
    },
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Community Manager',
          organisation: 'Sabores del Callejón S.A.C.',
          place: 'Lima',
          dates: 'oct. 2021 – actualidad',
          bullets: [
            'Llevé la cuenta de Instagram de 8 000 a 95 000 seguidores.',
            'Coordino a dos diseñadores y un fotógrafo.',
          ],
        },
        {
          title: 'Asistente de Redes Sociales',
          organisation: 'Boutique Alpaca Chic',
          place: 'Lima',
          dates: 'may. 2020 – sep. 2021',
          bullets: ['Creé el calendario editorial y las campañas de temporada.'],
        },
      ],
    },
    {
      heading: 'Educación',
      kind: 'education',
      entries: [
        {
          title: 'Licenciada en Ciencias de la Comunicación',
          organisation: 'Universidad de San Martín de Porres',
          dates: '2015 – 2020',
        },
      ],
    },
    {
      heading: 'Certificaciones',
      kind: 'text',
      bullets: ['Meta Certified Community Manager (2022)', 'Google Analytics 4 (2023)'],
    },
  ],
};

const callCenterSidebarRight: CvSource = {
  id: 'es-pdf-designed-sidebar-02',
  language: 'es',
  template: TEMPLATE.htmlSidebar,
  delivery: DELIVERY.htmlToPdf,
  layout: 'two-column',
  notes:
    'supervisora de atención al cliente, San Juan de Lurigancho; full-width header, main column left, coloured sidebar on the RIGHT (so main headings come first); technical degree from an institute',
  name: 'Yessenia Mariela Ccama Huanca',
  headline: 'Supervisora de Atención al Cliente',
  email: 'yessenia.ccama@gmail.com',
  phones: ['956 781 234'],
  location: 'San Juan de Lurigancho, Lima',
  links: [],
  sidebarRight: true,
  accent: '#0E6655',
  sections: [
    {
      heading: 'Resumen',
      kind: 'text',
      paragraphs: [
        'Supervisora con siete años en centros de contacto de banca y telecomunicaciones. Manejo de equipos de hasta 25 asesores, indicadores de calidad y atención omnicanal.',
      ],
    },
    {
      heading: 'Experiencia laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Supervisora de Plataforma',
          organisation: 'Contacto Total BPO S.A.C.',
          place: 'Lima',
          dates: 'Mayo 2020 – Actualidad',
          bullets: [
            'Lidero a 25 asesores de la campaña de tarjetas de crédito.',
            'Subí el nivel de satisfacción (CSAT) de 78 % a 89 %.',
            'Reduje el tiempo medio de atención en 40 segundos.',
          ],
        },
        {
          title: 'Asesora de Atención al Cliente',
          organisation: 'Contacto Total BPO S.A.C.',
          place: 'Lima',
          dates: 'Enero 2018 – Abril 2020',
          bullets: ['Atención telefónica y por chat; mejor asesora del mes en 6 ocasiones.'],
        },
        {
          title: 'Cajera',
          organisation: 'Supermercados El Ahorro',
          place: 'San Juan de Lurigancho',
          dates: 'Marzo 2016 – Diciembre 2017',
        },
      ],
    },
    {
      heading: 'Formación',
      kind: 'education',
      entries: [
        {
          title: 'Técnica en Administración Bancaria',
          organisation: 'Instituto Superior Tecnológico IDAT',
          dates: '2013 – 2016',
        },
      ],
    },
    {
      heading: 'Competencias',
      kind: 'text',
      side: true,
      bullets: [
        'Liderazgo de equipos',
        'Manejo de objeciones',
        'Indicadores: TMO, FCR, CSAT',
        'Genesys, Zendesk, Excel',
      ],
    },
    { heading: 'Idiomas', kind: 'text', side: true, bullets: ['Español nativo', 'Inglés básico'] },
  ],
};

const supplyChainEnglish: CvSource = {
  id: 'en-pdf-designed-sidebar-01',
  language: 'en',
  template: TEMPLATE.htmlSidebar,
  delivery: DELIVERY.htmlToPdf,
  layout: 'two-column',
  notes:
    'English; supply chain analyst, Piura; coloured left sidebar with contact printed by Chromium; capitals by CSS',
  name: 'Mateo Ignacio Salinas Cornejo',
  headline: 'Supply Chain Analyst',
  email: 'mateo.salinas.c@gmail.com',
  phones: ['+51 969 202 303'],
  location: 'Piura, Peru',
  links: ['linkedin.com/in/mateosalinasc'],
  contactInSidebar: true,
  headingStyle: { capsByStyle: true },
  accent: '#1A5276',
  sections: [
    {
      heading: 'Skills',
      kind: 'text',
      side: true,
      bullets: [
        'Demand planning',
        'Inventory optimisation',
        'SAP APO, Excel, Power BI',
        'Python for forecasting',
      ],
    },
    {
      heading: 'Languages',
      kind: 'text',
      side: true,
      bullets: ['Spanish (native)', 'English (C1)'],
    },
    {
      heading: 'Certifications',
      kind: 'text',
      side: true,
      bullets: ['APICS CSCP (2023)', 'Lean Six Sigma Green Belt'],
    },
    {
      heading: 'Profile',
      kind: 'text',
      paragraphs: [
        'Supply chain analyst in agro-export: demand forecasting, inventory policy and export logistics for fresh grapes and mangoes.',
      ],
    },
    {
      heading: 'Experience',
      kind: 'experience',
      entries: [
        {
          title: 'Supply Chain Analyst',
          organisation: 'Frutos del Chira S.A.C.',
          place: 'Piura',
          dates: 'Apr 2021 – Present',
          bullets: [
            'Improved forecast accuracy from 68 % to 84 % for 40 SKUs.',
            'Cut reefer container demurrage costs by USD 180,000 a year.',
          ],
        },
        {
          title: 'Logistics Assistant',
          organisation: 'Agroexportadora Sechura Sol S.A.',
          place: 'Sullana',
          dates: 'Feb 2019 – Mar 2021',
          bullets: [
            'Coordinated 600 export shipments a season with shipping lines and customs brokers.',
          ],
        },
      ],
    },
    {
      heading: 'Education',
      kind: 'education',
      entries: [
        {
          title: 'B.Sc. in Industrial Engineering',
          organisation: 'Universidad de Piura',
          dates: '2013 – 2018',
        },
      ],
    },
  ],
};

const pharmacistBand: CvSource = {
  id: 'es-pdf-designed-band-01',
  language: 'es',
  template: TEMPLATE.htmlBand,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'química farmacéutica, Piura; designed one-column CV with a coloured full-width header band printed by Chromium',
  name: 'Ana Lucía Seminario Correa',
  headline: 'Químico Farmacéutica – C.Q.F.P. 21457',
  email: 'ana.seminario.qf@gmail.com',
  phones: ['968 334 112'],
  location: 'Castilla, Piura',
  links: [],
  accent: '#7B241C',
  sections: [
    {
      heading: 'Perfil Profesional',
      kind: 'text',
      paragraphs: [
        'Químico farmacéutica con seis años en farmacia comunitaria y hospitalaria: dispensación, farmacovigilancia, control de inventarios y buenas prácticas de almacenamiento.',
      ],
    },
    {
      heading: 'Experiencia Profesional',
      kind: 'experience',
      entries: [
        {
          title: 'Directora Técnica',
          organisation: 'Boticas Salud Norte S.A.C.',
          place: 'Piura',
          dates: 'Julio 2020 – Actualidad',
          bullets: [
            'Responsable técnica de 4 boticas y 12 técnicos en farmacia.',
            'Aprobé las inspecciones de DIRESA Piura sin observaciones mayores (2021, 2023).',
          ],
        },
        {
          title: 'Químico Farmacéutica asistencial',
          organisation: 'Clínica Miraflores del Norte',
          place: 'Piura',
          dates: 'Enero 2018 – Junio 2020',
          bullets: ['Dispensación en dosis unitaria para 60 camas y farmacovigilancia activa.'],
        },
      ],
    },
    {
      heading: 'Formación Académica',
      kind: 'education',
      entries: [
        {
          title: 'Maestría en Gestión de Servicios de Salud',
          organisation: 'Universidad César Vallejo',
          place: 'Piura',
          dates: '2021 – 2023',
        },
        {
          title: 'Título de Químico Farmacéutico',
          organisation: 'Universidad Nacional de Trujillo',
          dates: '2011 – 2017',
        },
      ],
    },
    {
      heading: 'Cursos y Capacitaciones',
      kind: 'text',
      bullets: [
        'Buenas Prácticas de Almacenamiento – DIGEMID (2022)',
        'Farmacovigilancia y tecnovigilancia – 40 horas (2021)',
      ],
    },
    { heading: 'Idiomas', kind: 'text', bullets: ['Inglés intermedio'] },
    { heading: 'Referencias', kind: 'text', paragraphs: ['Se presentarán a solicitud.'] },
  ],
};

const cashierDoc: CvSource = {
  id: 'es-doc-01',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToDoc,
  layout: 'one-column',
  notes:
    'cajera / atención al cliente, Villa El Salvador; Word 97-2003 .doc saved by LibreOffice; classic Peruvian "DATOS PERSONALES" block first; secondary school; headings with trailing colon in capitals',
  name: 'ROCÍO DEL CARMEN HUARANGA ESPINOZA',
  email: 'rocio.huaranga.e@gmail.com',
  phones: ['987654321'],
  location: 'Mz. B Lt. 14, Sector 3, Villa El Salvador, Lima',
  links: [],
  entryStyle: 'organisation-first',
  font: 'Arial',
  sections: [
    {
      heading: 'DATOS PERSONALES:',
      kind: 'personal',
      before: [
        ['DNI', '72458136'],
        ['Fecha de nacimiento', '03/05/1998'],
        ['Edad', '26 años'],
      ],
    },
    {
      heading: 'FORMACIÓN ACADÉMICA:',
      kind: 'education',
      entries: [
        {
          title: 'Técnico en Computación e Informática (incompleto, 4.º ciclo)',
          organisation: 'Instituto Superior Tecnológico Público Julio César Tello',
          place: 'Villa El Salvador',
          dates: '2017 – 2018',
        },
        {
          title: 'Secundaria completa',
          organisation: 'I.E. N.° 6069 Perú Kawachi',
          place: 'Villa El Salvador',
          dates: '2010 – 2014',
        },
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL:',
      kind: 'experience',
      entries: [
        {
          title: 'Cajera principal',
          organisation: 'Minimarket Don Lucho E.I.R.L.',
          place: 'Villa El Salvador',
          dates: 'Enero 2021 – Actualidad',
          bullets: [
            'Cuadre de caja diario, arqueos y manejo de POS y billeteras digitales.',
            'Atención y orientación a clientes; capacitación de cajeras nuevas.',
          ],
        },
        {
          title: 'Vendedora',
          organisation: 'Calzados Sol de Oro',
          place: 'Gamarra, La Victoria',
          dates: 'Marzo 2018 – Diciembre 2020',
          bullets: ['Venta al por mayor y menor, control de stock de tienda.'],
        },
        {
          title: 'Anfitriona (temporada navideña)',
          organisation: 'Juguetería Mundo Feliz',
          place: 'Lima',
          dates: 'Noviembre 2017 – Diciembre 2017',
        },
      ],
    },
    {
      heading: 'CURSOS:',
      kind: 'text',
      bullets: [
        'Atención al cliente de calidad – 20 horas (2022)',
        'Excel básico – 24 horas (2019)',
      ],
    },
    {
      heading: 'REFERENCIAS:',
      kind: 'text',
      paragraphs: ['Sr. Luis Ccahuana – Administrador, Minimarket Don Lucho – 945 667 889'],
    },
  ],
};

const electricianDoc: CvSource = {
  id: 'es-doc-02',
  language: 'es',
  template: TEMPLATE.docxTableRows,
  delivery: DELIVERY.docxToDoc,
  layout: 'two-column',
  notes:
    'técnico electricista industrial (minería), Cusco; Word 97-2003 .doc saved by LibreOffice from a one-row-per-section table; TECSUP and SENATI technical degrees',
  name: 'Wilber Ccori Quispe',
  headline: 'Técnico Electricista Industrial',
  email: 'wilber.ccori.q@gmail.com',
  phones: ['+51 974 112 233'],
  location: 'Santiago, Cusco',
  links: [],
  entryStyle: 'title-first',
  sections: [
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Técnico electricista con diez años en mantenimiento eléctrico de plantas concentradoras, sistemas de media tensión y control de motores. Trabajo en sistema 14×7 y en altura geográfica.',
      ],
    },
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Técnico Electricista Líder',
          organisation: 'Servicios Mineros Apu S.A.C.',
          place: 'Chumbivilcas, Cusco',
          dates: '2019 – Presente',
          bullets: [
            'Mantenimiento preventivo de 60 motores y 12 variadores de la planta concentradora.',
            'Disponibilidad eléctrica de planta de 98,7 % en 2023.',
          ],
        },
        {
          title: 'Técnico Electricista',
          organisation: 'Montajes Eléctricos Vilcanota E.I.R.L.',
          place: 'Cusco',
          dates: '2014 – 2018',
          bullets: ['Instalaciones eléctricas industriales y tableros de control.'],
        },
      ],
    },
    {
      heading: 'Formación',
      kind: 'education',
      entries: [
        {
          title: 'Técnico en Electricidad Industrial',
          organisation: 'TECSUP',
          place: 'Arequipa',
          dates: '2010 – 2013',
        },
        {
          title: 'Electricista Industrial (aprendizaje dual)',
          organisation: 'SENATI',
          place: 'Cusco',
          dates: '2008 – 2009',
        },
      ],
    },
    {
      heading: 'Certificaciones',
      kind: 'text',
      bullets: [
        'Trabajos en altura y bloqueo/etiquetado (LOTO) – 2024',
        'Operador de grúa puente – 2022',
      ],
    },
    {
      heading: 'Habilidades',
      kind: 'text',
      bullets: ['Lectura de planos eléctricos', 'PLC Allen-Bradley básico', 'Termografía'],
    },
  ],
};

const financeManagerLong: CvSource = {
  id: 'es-docx-one-column-04',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    "jefe de administración y finanzas, San Isidro; long Word CV (3 pages); six positions; two master's degrees; referees with e-mails",
  name: 'Ricardo Manuel Benavides Olaechea',
  headline: 'Jefe de Administración y Finanzas',
  email: 'rbenavides.finanzas@gmail.com',
  phones: ['+51 999 321 654'],
  location: 'San Isidro, Lima',
  links: ['linkedin.com/in/ricardobenavidesolaechea'],
  headingStyle: { colour: '1F3864', rule: true },
  font: 'Cambria',
  fontSize: 11.5,
  sections: [
    {
      heading: 'RESUMEN EJECUTIVO',
      kind: 'text',
      paragraphs: [
        'Ejecutivo de finanzas con dieciocho años de experiencia en empresas de manufactura, retail y servicios. He liderado procesos de presupuesto, tesorería, financiamiento bancario, implementación de ERP y reestructuración de costos. Acostumbrado a reportar a directorios y casas matrices, y a liderar equipos de hasta 30 personas.',
        'Busco un rol de gerencia financiera en una empresa en expansión donde aportar disciplina financiera y mejora de procesos.',
      ],
    },
    {
      heading: 'EXPERIENCIA PROFESIONAL',
      kind: 'experience',
      entries: [
        {
          title: 'Jefe de Administración y Finanzas',
          organisation: 'Alimentos Kusi Perú S.A.',
          place: 'Lima',
          dates: 'ene. 2019 – actualidad',
          bullets: [
            'Dirijo contabilidad, tesorería, créditos y cobranzas, compras y TI (28 personas).',
            'Refinancié la deuda bancaria de S/ 35 millones y reduje el costo financiero en 180 puntos básicos.',
            'Lideré la implementación de SAP S/4HANA en 11 meses, dentro del presupuesto.',
            'Reduje el ciclo de conversión de efectivo de 74 a 51 días.',
            'Elaboro el presupuesto anual y el forecast trimestral para el directorio.',
            'Implementé un tablero de control financiero en Power BI para la gerencia general.',
          ],
        },
        {
          title: 'Controller Financiero',
          organisation: 'Tiendas por Departamento Qollqa S.A.',
          place: 'Lima',
          dates: 'mar. 2015 – dic. 2018',
          bullets: [
            'Controlé la rentabilidad de 22 tiendas y 6 categorías de producto.',
            'Diseñé el modelo de costeo ABC de la operación logística.',
            'Identifiqué ahorros por S/ 4,2 millones anuales en gastos operativos.',
            'Coordiné el reporte mensual bajo NIIF a la casa matriz en Chile.',
            'Acompañé dos auditorías externas sin salvedades.',
          ],
        },
        {
          title: 'Jefe de Tesorería',
          organisation: 'Industrias Plásticas del Pacífico S.A.C.',
          place: 'Callao',
          dates: 'jun. 2011 – feb. 2015',
          bullets: [
            'Administré el flujo de caja diario y las relaciones con 7 bancos.',
            'Negocié líneas de leasing y cartas fianza por S/ 20 millones.',
            'Implementé la programación de pagos semanal y la banca electrónica masiva.',
            'Reduje los saldos ociosos con colocaciones a plazo y fondos mutuos.',
          ],
        },
        {
          title: 'Analista Financiero Senior',
          organisation: 'Cementos del Altiplano S.A.',
          place: 'Arequipa',
          dates: 'ene. 2009 – may. 2011',
          bullets: [
            'Evalué proyectos de inversión (VAN, TIR) por más de USD 60 millones.',
            'Preparé el presupuesto de capital y su seguimiento mensual.',
            'Modelé escenarios de precios de combustible y tipo de cambio.',
          ],
        },
        {
          title: 'Analista de Planeamiento Financiero',
          organisation: 'Servicios Generales Andinos S.A.',
          place: 'Lima',
          dates: 'feb. 2007 – dic. 2008',
          bullets: [
            'Consolidé el presupuesto de 5 unidades de negocio.',
            'Elaboré los reportes de gestión mensual.',
          ],
        },
        {
          title: 'Asistente de Finanzas',
          organisation: 'Servicios Generales Andinos S.A.',
          place: 'Lima',
          dates: 'ago. 2005 – ene. 2007',
          bullets: ['Conciliaciones bancarias, flujo de caja y apoyo en el cierre mensual.'],
        },
      ],
    },
    {
      heading: 'EDUCACIÓN',
      kind: 'education',
      entries: [
        {
          title: 'MBA – Maestría en Administración de Empresas',
          organisation: 'ESAN Graduate School of Business',
          place: 'Lima',
          dates: '2016 – 2018',
        },
        {
          title: 'Maestría en Finanzas',
          organisation: 'Universidad del Pacífico',
          place: 'Lima',
          dates: '2010 – 2012',
        },
        {
          title: 'Bachiller en Economía',
          organisation: 'Universidad de Lima',
          place: 'Lima',
          dates: '2000 – 2005',
        },
      ],
    },
    {
      heading: 'CERTIFICACIONES',
      kind: 'text',
      bullets: [
        'Chartered Financial Analyst (CFA) – Nivel II aprobado, 2014',
        'Certified Management Accountant (CMA), 2017',
        'Especialización en Gobierno Corporativo – 2020',
      ],
    },
    {
      heading: 'LOGROS',
      kind: 'text',
      bullets: [
        'Premio a la Excelencia en Gestión Financiera, Alimentos Kusi Perú, 2022.',
        'Expositor en el Congreso Nacional de Finanzas Corporativas, 2021 y 2023.',
        'Docente invitado del curso de Finanzas Corporativas en programas de extensión, 2019 – 2023.',
      ],
    },
    {
      heading: 'CURSOS Y CAPACITACIONES',
      kind: 'text',
      bullets: [
        'Programa de Alta Dirección – Universidad de Piura, 2022',
        'Valorización de Empresas – 48 horas, Universidad del Pacífico, 2019',
        'Gestión de Riesgos Financieros – 36 horas, 2018',
        'NIIF 9, 15 y 16: aplicación práctica – 24 horas, 2018',
        'Power BI para Finanzas – 30 horas, 2020',
        'Negociación Efectiva – Programa ejecutivo, 2017',
        'Tributación Empresarial para no tributaristas – 40 horas, 2015',
        'Excel Financiero y Modelamiento – 40 horas, 2012',
      ],
    },
    {
      heading: 'VOLUNTARIADO',
      kind: 'experience',
      entries: [
        {
          title: 'Tesorero del Consejo Directivo',
          organisation: 'Asociación Educativa Semillas del Ande',
          place: 'Lima',
          dates: '2017 – actualidad',
          bullets: [
            'Administro el presupuesto anual de becas escolares para 120 niños de Huancavelica.',
            'Presento los estados financieros auditados a la asamblea de asociados.',
          ],
        },
      ],
    },
    {
      heading: 'COMPETENCIAS',
      kind: 'text',
      bullets: [
        'Planeamiento financiero, presupuestos y forecast',
        'Tesorería, financiamiento y relación con bancos',
        'Costos, control de gestión y rentabilidad',
        'ERP: SAP S/4HANA, Oracle JD Edwards; Power BI; Excel avanzado (VBA)',
        'Liderazgo de equipos, negociación, comunicación con directorios',
      ],
    },
    {
      heading: 'IDIOMAS',
      kind: 'text',
      bullets: ['Inglés: avanzado (Cambridge C1 Advanced)', 'Portugués: intermedio'],
    },
    {
      heading: 'REFERENCIAS',
      kind: 'text',
      paragraphs: [
        'Sra. Claudia Montoya Rey – Gerente General, Alimentos Kusi Perú S.A. – cmontoya@kusiperu.com.pe',
        'Sr. Eduardo Parodi Salas – Gerente de Finanzas, Tiendas por Departamento Qollqa S.A. – eparodi@qollqa.pe',
      ],
    },
  ],
};

const lawyerOnePage: CvSource = {
  id: 'es-docx-one-column-05',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'abogada, Lima; short one-page Word CV; headings "Estudios", "Experiencia", "Publicaciones" (not counted); PUCP',
  name: 'María José Villanueva Soto',
  headline: 'Abogada – CAL 78451',
  email: 'mj.villanueva.soto@gmail.com',
  phones: ['987 654 321'],
  location: 'Pueblo Libre, Lima',
  links: ['linkedin.com/in/mjvillanuevasoto'],
  font: 'Georgia',
  sections: [
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Asociada',
          organisation: 'Estudio Jurídico Salazar, Rey & Huertas',
          place: 'Lima',
          dates: '2020 – actualidad',
          bullets: [
            'Asesoría laboral a 40 empresas: contratos, procedimientos disciplinarios e inspecciones de SUNAFIL.',
          ],
        },
        {
          title: 'Asistente legal',
          organisation: 'Notaría Cáceres Olivera',
          place: 'Lima',
          dates: '2018 – 2019',
        },
      ],
    },
    {
      heading: 'Estudios',
      kind: 'education',
      entries: [
        {
          title: 'Maestría en Derecho del Trabajo y de la Seguridad Social (en curso)',
          organisation: 'Pontificia Universidad Católica del Perú (PUCP)',
          dates: '2023 – actualidad',
        },
        {
          title: 'Abogada',
          organisation: 'Pontificia Universidad Católica del Perú (PUCP)',
          dates: '2012 – 2018',
        },
      ],
    },
    {
      heading: 'Publicaciones',
      kind: 'text',
      bullets: [
        '«El teletrabajo en la legislación peruana después de 2023», Revista Laboral Peruana, n.º 14, 2024.',
      ],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      bullets: ['Inglés avanzado', 'Francés intermedio (Alianza Francesa)'],
    },
  ],
};

const accountingTechnicianPdf: CvSource = {
  id: 'es-pdf-word-export-03',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToPdf,
  layout: 'one-column',
  notes:
    'asistente contable (técnico), Piura; one page exported to PDF by LibreOffice; short bold headings with trailing colon; dates "03/2019 - 12/2021"',
  name: 'José Miguel Chunga Yarlequé',
  headline: 'Técnico en Contabilidad',
  email: 'josemiguel.chunga@gmail.com',
  phones: ['969 887 766'],
  location: 'Veintiséis de Octubre, Piura',
  links: [],
  entryStyle: 'dates-first',
  sections: [
    {
      heading: 'Perfil:',
      kind: 'text',
      paragraphs: [
        'Técnico contable con cinco años de experiencia en registro de operaciones, conciliaciones y declaraciones mensuales para pymes comerciales.',
      ],
    },
    {
      heading: 'Experiencia:',
      kind: 'experience',
      entries: [
        {
          title: 'Asistente Contable',
          organisation: 'Comercializadora Tallán S.A.C.',
          place: 'Piura',
          dates: '01/2022 - actualidad',
          bullets: [
            'Registro de compras y ventas en Concar; conciliaciones bancarias de 5 cuentas.',
            'Preparación del PDT 621 y PLAME.',
          ],
        },
        {
          title: 'Auxiliar Contable',
          organisation: 'Estudio Contable Seminario & Chunga',
          place: 'Piura',
          dates: '03/2019 - 12/2021',
          bullets: ['Digitación de comprobantes y archivo contable de 18 clientes.'],
        },
      ],
    },
    {
      heading: 'Estudios:',
      kind: 'education',
      entries: [
        {
          title: 'Técnico Profesional en Contabilidad',
          organisation: 'Instituto de Educación Superior Tecnológico Público Almirante Miguel Grau',
          place: 'Piura',
          dates: '2015 - 2018',
        },
      ],
    },
    {
      heading: 'Conocimientos:',
      kind: 'text',
      bullets: ['Concar, Siscont, PLE', 'Excel intermedio', 'Facturación electrónica'],
    },
  ],
};

export const FIXTURE_CVS: readonly CvSource[] = [
  accountant,
  nurse,
  teacher,
  financeManagerLong,
  lawyerOnePage,
  miningEnglish,
  developer,
  salesRows,
  adminAssistant,
  marketingTextbox,
  civilEngineerLong,
  logisticsTable,
  accountingTechnicianPdf,
  dataAnalystEnglish,
  hrGoogleDocs,
  freshGraduate,
  marketingEnglish,
  physicsLatex,
  softwareLatexEnglish,
  communitySidebar,
  callCenterSidebarRight,
  supplyChainEnglish,
  pharmacistBand,
  cashierDoc,
  electricianDoc,
];
