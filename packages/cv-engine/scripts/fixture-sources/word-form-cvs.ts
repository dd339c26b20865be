// Word CVs typed the way many Peruvians make them themselves (issue 12, "read real CVs like a
// person"): a "HOJA DE VIDA" title, a "DATOS PERSONALES" block, headings in shaded cells, typed
// with spaced letters or underlined after a tab, education in a table or behind a tab-separated
// date column, and jobs whose fields are labelled lines ("Cargo:", "Periodo:", "Funciones:").
// Their labels list the entries, as real/'s do. Every person, employer, e-mail and phone here is
// fictional; real Peruvian cities, universities and institutes appear only as places of study or
// residence.
import { DELIVERY, TEMPLATE, type CvSource } from './cv-source';

const accountantPiura: CvSource = {
  id: 'word-es-docx-form-01',
  language: 'es',
  template: TEMPLATE.docxPeruForm,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'asistente contable, Piura; "HOJA DE VIDA" title; headings in shaded one-cell tables; DATOS PERSONALES typed "DNI<tab>: …"; education as a bordered table "Centro de estudios | Grado / Especialidad | Año"; jobs as a bold capitals employer line, "Cargo:", "Periodo:", "Funciones:" and bullets',
  documentTitle: 'HOJA DE VIDA',
  name: 'KATHERINE MILAGROS CHUNGA SILUPÚ',
  email: 'kathy.chunga.s@gmail.com',
  phones: ['968 412 735'],
  location: 'Urb. Los Jardines Mz. C Lt. 8, Castilla, Piura',
  links: [],
  personalTabColon: true,
  headingStyle: { box: 'shaded-cell' },
  entryStyle: 'labelled',
  educationStyle: 'table',
  font: 'Arial',
  labelEntries: true,
  sections: [
    {
      heading: 'DATOS PERSONALES',
      kind: 'personal',
      before: [
        ['DNI', '46203718'],
        ['Fecha de nacimiento', '14/08/1994'],
        ['Estado civil', 'Soltera'],
      ],
    },
    {
      heading: 'PERFIL PROFESIONAL',
      kind: 'text',
      paragraphs: [
        'Bachiller en Contabilidad con cinco años de experiencia en registro de compras y ventas, conciliaciones bancarias y declaraciones mensuales ante SUNAT. Responsable, puntual y con facilidad para el trabajo en equipo.',
      ],
    },
    {
      heading: 'FORMACIÓN ACADÉMICA',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Contabilidad y Finanzas',
          organisation: 'Universidad Nacional de Piura',
          dates: '2012 – 2017',
        },
        {
          title: 'Secundaria completa',
          organisation: 'I.E. Nuestra Señora de Fátima',
          dates: '2007 – 2011',
        },
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL',
      kind: 'experience',
      entries: [
        {
          title: 'Asistente contable',
          organisation: 'AGROEXPORTADORA VALLE DEL CHIRA S.A.C.',
          dates: 'enero 2019 – marzo 2021',
          bullets: [
            'Registro de compras, ventas y provisiones en el sistema Concar.',
            'Conciliaciones bancarias mensuales de cuatro cuentas corrientes.',
            'Preparación de la declaración mensual del PDT 621.',
          ],
        },
        {
          title: 'Auxiliar contable',
          organisation: 'ESTUDIO CONTABLE ZAPATA & ASOCIADOS',
          dates: 'junio 2017 – diciembre 2018',
          bullets: [
            'Archivo y registro de comprobantes de pago de veinte clientes.',
            'Cálculo de planillas y liquidaciones de beneficios sociales.',
          ],
        },
        {
          title: 'Practicante contable',
          organisation: 'COMERCIAL NORTEÑA DEL PACÍFICO E.I.R.L.',
          dates: 'marzo 2016 – diciembre 2016',
          bullets: ['Apoyo en el control de caja chica y arqueos semanales.'],
        },
      ],
    },
    {
      heading: 'CURSOS Y CAPACITACIONES',
      kind: 'text',
      bullets: [
        'Excel avanzado para contadores – 40 horas (2020)',
        'Actualización tributaria 2021 – Colegio de Contadores de Piura',
      ],
    },
    {
      heading: 'REFERENCIAS',
      kind: 'text',
      paragraphs: ['CPC Jorge Sosa Ramírez – Contador general – 969 334 210'],
    },
  ],
};

const warehouseArequipa: CvSource = {
  id: 'word-es-docx-form-02',
  language: 'es',
  template: TEMPLATE.docxPeruForm,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'supervisor de almacén, Arequipa; "CURRICULUM VITAE" title; headings typed with spaced letters ("E X P E R I E N C I A", the label without the spacing); jobs and studies as "2019 – actualidad<tab>EMPLOYER" in bold with the title on the next line; technical degree with its status',
  documentTitle: 'CURRICULUM VITAE',
  name: 'Juan Carlos Quispe Mamani',
  headline: 'Supervisor de almacén y logística',
  email: 'jcquispe.mamani@hotmail.com',
  phones: ['958 203 671'],
  location: 'Cerro Colorado, Arequipa',
  links: [],
  headingStyle: { box: 'spaced-letters' },
  entryStyle: 'dates-tab',
  educationStyle: 'dates-tab',
  labelEntries: true,
  sections: [
    {
      heading: 'PERFIL',
      kind: 'text',
      paragraphs: [
        'Técnico en administración con ocho años en almacenes de consumo masivo: recepción, despacho, inventarios cíclicos y manejo de personal operario.',
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL',
      kind: 'experience',
      entries: [
        {
          title: 'Supervisor de almacén',
          organisation: 'DISTRIBUIDORA SUR ANDINA S.A.C.',
          dates: '2019 – actualidad',
          bullets: [
            'Dirijo un equipo de doce operarios y dos montacarguistas en dos turnos.',
            'Reduje las diferencias de inventario de 2,1 % a 0,4 % en un año.',
          ],
        },
        {
          title: 'Asistente de almacén',
          organisation: 'FERRETERÍA INDUSTRIAL MISTI E.I.R.L.',
          dates: '2016 – 2019',
          bullets: ['Control de kardex, guías de remisión y despacho a provincias.'],
        },
        {
          title: 'Almacenero',
          organisation: 'BODEGAS EL CHACHANI S.R.L.',
          dates: '2014 – 2016',
        },
      ],
    },
    {
      heading: 'FORMACIÓN ACADÉMICA',
      kind: 'education',
      entries: [
        {
          title: 'Técnico en Administración de Empresas (egresado)',
          organisation: 'Instituto Superior Tecnológico Público Honorio Delgado Espinoza',
          dates: '2011 – 2014',
        },
        {
          title: 'Secundaria completa',
          organisation: 'Colegio Nacional de la Independencia Americana',
          dates: '2006 – 2010',
        },
      ],
    },
    {
      heading: 'INFORMÁTICA',
      kind: 'text',
      bullets: ['Excel intermedio (tablas dinámicas)', 'SAP MM – nivel usuario'],
    },
  ],
};

const nursingTechnicianChiclayo: CvSource = {
  id: 'word-es-doc-form-01',
  language: 'es',
  template: TEMPLATE.docxPeruForm,
  delivery: DELIVERY.docxToDoc,
  layout: 'one-column',
  notes:
    'técnica en enfermería, Chiclayo; Word 97 .doc saved by LibreOffice; "HOJA DE VIDA" title; headings underlined after a tab; DATOS PERSONALES "Label<tab>: value"; jobs with "Cargo:", "Periodo:", "Funciones:"; studies as dates<tab>school with the degree below',
  documentTitle: 'HOJA DE VIDA',
  name: 'ROSA ELVIRA SANTISTEBAN LLONTOP',
  email: 'rosa.santisteban.ll@gmail.com',
  phones: ['979 556 102'],
  location: 'Calle Los Pinos 231, José Leonardo Ortiz, Chiclayo',
  links: [],
  personalTabColon: true,
  headingStyle: { box: 'tab-underline' },
  entryStyle: 'labelled',
  educationStyle: 'dates-tab',
  font: 'Times New Roman',
  fontSize: 11,
  labelEntries: true,
  sections: [
    {
      heading: 'DATOS PERSONALES',
      kind: 'personal',
      before: [
        ['DNI', '44780193'],
        ['Fecha de nacimiento', '02/11/1990'],
      ],
    },
    {
      heading: 'ESTUDIOS REALIZADOS',
      kind: 'education',
      entries: [
        {
          title: 'Técnica en Enfermería',
          organisation: 'Instituto de Educación Superior Tecnológico Privado San Martín',
          dates: '2009 – 2012',
        },
        {
          title: 'Secundaria completa',
          organisation: 'I.E. Santa Magdalena Sofía',
          dates: '2003 – 2007',
        },
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL',
      kind: 'experience',
      entries: [
        {
          title: 'Técnica en enfermería',
          organisation: 'CLÍNICA SANTA ROSA DEL NORTE S.A.C.',
          dates: 'abril 2017 – a la fecha',
          bullets: [
            'Control de funciones vitales y administración de medicamentos indicados.',
            'Preparación de pacientes para sala de operaciones.',
          ],
        },
        {
          title: 'Auxiliar de farmacia',
          organisation: 'BOTICAS VIDA SANA E.I.R.L.',
          dates: 'enero 2013 – marzo 2017',
          bullets: ['Dispensación de medicamentos y control de fechas de vencimiento.'],
        },
      ],
    },
    {
      heading: 'CAPACITACIONES',
      kind: 'text',
      bullets: [
        'Soporte vital básico – 16 horas (2022)',
        'Bioseguridad en establecimientos de salud – 20 horas (2020)',
      ],
    },
    {
      heading: 'REFERENCIAS',
      kind: 'text',
      paragraphs: ['Lic. Enf. Carmen Vílchez Puicón – Jefa de enfermeras – 974 221 836'],
    },
  ],
};

const salesHuancayo: CvSource = {
  id: 'word-es-doc-form-02',
  language: 'es',
  template: TEMPLATE.docxPeruForm,
  delivery: DELIVERY.docxToDoc,
  layout: 'one-column',
  notes:
    'vendedor / representante de ventas, Huancayo; Word 97 .doc saved by LibreOffice; "CURRICULUM VITAE" title; mixed-case headings in shaded one-cell tables; education table "Centro de estudios | Grado / Especialidad | Año"; jobs with "Cargo:" and "Periodo:" lines',
  documentTitle: 'CURRICULUM VITAE',
  name: 'Luis Alberto Huamán Ccanto',
  email: 'luis.huaman.ccanto@gmail.com',
  phones: ['964 118 520'],
  location: 'El Tambo, Huancayo',
  links: [],
  headingStyle: { box: 'shaded-cell' },
  entryStyle: 'labelled',
  educationStyle: 'table',
  font: 'Calibri',
  fontSize: 11,
  labelEntries: true,
  sections: [
    {
      heading: 'Datos personales',
      kind: 'personal',
      before: [
        ['DNI', '47219035'],
        ['Licencia de conducir', 'A-IIa'],
      ],
    },
    {
      heading: 'Experiencia laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Representante de ventas',
          organisation: 'DISTRIBUCIONES CENTRO ANDINO S.A.C.',
          dates: 'febrero 2020 – actualidad',
          bullets: [
            'Atención de una cartera de 180 bodegas en El Tambo y Chilca.',
            'Cumplimiento de la cuota mensual once meses seguidos en 2022.',
          ],
        },
        {
          title: 'Vendedor de mostrador',
          organisation: 'COMERCIAL LOS ANDES E.I.R.L.',
          dates: 'marzo 2017 – enero 2020',
          bullets: ['Venta de repuestos y cuadre de caja diario.'],
        },
      ],
    },
    {
      heading: 'Formación académica',
      kind: 'education',
      entries: [
        {
          title: 'Administración de Negocios (VI ciclo)',
          organisation: 'Universidad Continental',
          dates: '2015 – 2018',
        },
        {
          title: 'Secundaria completa',
          organisation: 'I.E. Santa Isabel',
          dates: '2010 – 2014',
        },
      ],
    },
    {
      heading: 'Otros conocimientos',
      kind: 'text',
      bullets: ['Office a nivel intermedio', 'Quechua básico'],
    },
  ],
};

const securityGuardAte: CvSource = {
  id: 'word-es-doc-textbox-01',
  language: 'es',
  template: TEMPLATE.docxTextbox,
  delivery: DELIVERY.docxToDoc,
  layout: 'one-column',
  notes:
    'agente de seguridad, Ate; Word 97 .doc saved by LibreOffice with the name, headline and labelled contact ("Celular:", "Correo:") in a text box at the top, which the .doc stores apart from the body; headings with a trailing colon; each job one line "Title<tab>Employer<tab>2018 – 2022" set out by tab stops',
  name: 'Wilber Ccahuana Layme',
  headline: 'Agente de seguridad con licencia SUCAMEC',
  email: 'wilber.ccahuana@gmail.com',
  phones: ['941 330 587'],
  location: 'Ate, Lima',
  links: [],
  contactLabels: true,
  entryStyle: 'tab-row',
  labelEntries: true,
  sections: [
    {
      heading: 'PERFIL:',
      kind: 'text',
      paragraphs: [
        'Agente de seguridad con seis años en resguardo de almacenes y centros comerciales; manejo de radio, CCTV y control de accesos.',
      ],
    },
    {
      heading: 'EXPERIENCIA LABORAL:',
      kind: 'experience',
      entries: [
        {
          title: 'Agente de seguridad',
          organisation: 'Resguardo Integral del Perú S.A.C.',
          dates: '2018 – 2022',
          bullets: [
            'Control de ingreso de personal y vehículos en almacén de 12 000 m².',
            'Rondas programadas y reporte de incidencias en bitácora.',
          ],
        },
        {
          title: 'Vigilante',
          organisation: 'Condominio Los Álamos',
          dates: '2016 – 2018',
        },
      ],
    },
    {
      heading: 'ESTUDIOS:',
      kind: 'education',
      entries: [
        {
          title: 'Secundaria completa',
          organisation: 'I.E. Fe y Alegría N.° 23',
          dates: '2009 – 2013',
        },
      ],
    },
    {
      heading: 'CURSOS:',
      kind: 'text',
      bullets: ['Curso básico de seguridad privada – SUCAMEC (2017)', 'Primeros auxilios (2019)'],
    },
  ],
};

export const WORD_FORM_CVS: readonly CvSource[] = [
  accountantPiura,
  warehouseArequipa,
  nursingTechnicianChiclayo,
  salesHuancayo,
  securityGuardAte,
];
