// Held-out fixture CVs: made AFTER the parser was tuned, deliberately unlike FIXTURE_CVS (other
// heading words and decorations, layouts, date and phone styles, sectors), to measure how the
// parser generalises. Every person, employer, e-mail, phone and link here is fictional; real
// Peruvian cities, universities and institutes appear only as places of study or residence.
import { DELIVERY, TEMPLATE, type CvSource } from './cv-source';

const miningOperator: CvSource = {
  id: 'heldout-es-pdf-header-right-01',
  language: 'es',
  template: TEMPLATE.htmlHeaderRight,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'operador de equipo pesado (minería), Cajamarca; three-part header (name left, photo box, contact stacked right with "Cel.:" and "Correo:"); underlined headings "Sobre mí", "Trayectoria laboral", "Estudios", "Aptitudes"; dates "Ene 2019 – Hoy"',
  name: 'Wilmer Anselmo Chuquimango Tasilla',
  headline: 'Operador de Equipo Pesado – Licencia A-IIIc',
  email: 'wilmer.chuquimango@outlook.com',
  phones: ['987 654 321'],
  location: 'Baños del Inca, Cajamarca',
  links: [],
  contactWords: { phones: ['Cel.:'], email: 'Correo:' },
  photoBox: true,
  sections: [
    {
      heading: 'Sobre mí',
      kind: 'text',
      paragraphs: [
        'Operador de cargador frontal, excavadora y camión minero con nueve años en operaciones a tajo abierto. Cumplo los estándares de seguridad (IPERC, ATS) y llevo cuatro años sin incidentes con tiempo perdido.',
      ],
    },
    {
      heading: 'Trayectoria laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Operador de Excavadora CAT 390F',
          organisation: 'Contratistas Mineros del Norte S.A.C.',
          place: 'Hualgayoc',
          dates: 'Ene 2019 – Hoy',
          bullets: [
            'Carguío de material a volquetes en turnos rotativos 14x7, con 96 % de disponibilidad del equipo.',
            'Inspección preoperacional diaria y reporte de fallas al área de mantenimiento.',
          ],
        },
        {
          title: 'Operador de Cargador Frontal',
          organisation: 'Transportes y Movimiento de Tierras Jequetepeque E.I.R.L.',
          place: 'Cajamarca',
          dates: 'Mar 2016 – Dic 2018',
          bullets: ['Operé cargador 966H en obras viales y canteras para tres municipios.'],
        },
        {
          title: 'Ayudante de Operador',
          organisation: 'Agregados San Marcos S.R.L.',
          dates: 'Jun 2014 – Feb 2016',
        },
      ],
    },
    {
      heading: 'Estudios',
      kind: 'education',
      entries: [
        {
          title: 'Técnico en Operación de Maquinaria Pesada',
          organisation: 'SENATI',
          place: 'Cajamarca',
          dates: '2012 – 2014',
        },
        {
          title: 'Educación secundaria completa',
          organisation: 'I.E. San Ramón',
          place: 'Cajamarca',
          dates: '2007 – 2011',
        },
      ],
    },
    {
      heading: 'Aptitudes',
      kind: 'text',
      bullets: [
        'Manejo defensivo y primeros auxilios (certificados vigentes)',
        'Trabajo en altura y espacios confinados',
        'Lectura de planos de avance de tajo',
      ],
    },
  ],
};

const chef: CvSource = {
  id: 'heldout-es-pdf-dates-left-01',
  language: 'es',
  template: TEMPLATE.htmlHeaderRight,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'chef, Cusco; contact stacked on the right ("WhatsApp:", e-mail with hyphen); dates in a left column ("2017 a la fecha", "2014 – 2017"); headings "Perfil", "Historial profesional", "Formación", "Conocimientos", "Idiomas"; Instagram handle link',
  name: 'Rosa Angélica Huillca Quispe',
  headline: 'Chef de Partida · Cocina Novoandina',
  email: 'rosa-huillca@gmail.com',
  phones: ['966 112 233'],
  location: 'Wanchaq, Cusco',
  links: ['instagram.com/rosa.cocina.andina'],
  contactWords: { phones: ['WhatsApp:'] },
  entryStyle: 'dates-column',
  accent: '#7B3F00',
  sections: [
    {
      heading: 'Perfil',
      kind: 'text',
      paragraphs: [
        'Cocinera profesional con diez años en restaurantes y hoteles de Cusco. Especializada en cocina novoandina, control de mermas y costeo de cartas.',
      ],
    },
    {
      heading: 'Historial profesional',
      kind: 'experience',
      entries: [
        {
          title: 'Chef de Partida (fríos y entradas)',
          organisation: 'Hotel Inti Wasi Boutique',
          place: 'Cusco',
          dates: '2017 a la fecha',
          bullets: [
            'Dirijo una partida de cuatro cocineros y el mise en place de 180 cubiertos diarios.',
            'Bajé la merma de insumos frescos del 9 % al 5 % con fichas técnicas y rotación PEPS.',
          ],
        },
        {
          title: 'Cocinera',
          organisation: 'Restaurante Killa Mikhuy',
          place: 'Cusco',
          dates: '2014 – 2017',
          bullets: ['Preparación de platos de la carta y menú turístico en temporada alta.'],
        },
        {
          title: 'Ayudante de cocina (prácticas)',
          organisation: 'Picantería Doña Eulogia',
          dates: '2013',
        },
      ],
    },
    {
      heading: 'Formación',
      kind: 'education',
      entries: [
        {
          title: 'Técnica en Gastronomía y Arte Culinario',
          organisation: 'Instituto de Educación Superior Khipu',
          place: 'Cusco',
          dates: '2011 – 2013',
        },
        {
          title: 'Curso de Pastelería Peruana',
          organisation: 'Cordon Andino Escuela de Cocina',
          dates: '2019',
          counts: false,
        },
      ],
    },
    {
      heading: 'Conocimientos',
      kind: 'text',
      bullets: [
        'Costeo de recetas y control de inventarios',
        'Buenas Prácticas de Manipulación (BPM) y HACCP',
      ],
    },
    {
      heading: 'Idiomas',
      kind: 'text',
      bullets: ['Quechua: nativo', 'Inglés: básico'],
    },
  ],
};

const psychologist: CvSource = {
  id: 'heldout-es-docx-table-grid-01',
  language: 'es',
  template: TEMPLATE.docxTableGrid,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'psicóloga, Trujillo; Word template built as one bordered table (shaded full-width heading rows, dates cell left of each entry); landline first "Telf. (044) 23-4567"; dates "01.2018 – 06.2020"; university e-mail with subdomain',
  name: 'Karla Vanessa Rebaza Alvarado',
  headline: 'Psicóloga Clínica – C.Ps.P. 41278',
  email: 'k.rebaza@alumni.upao.edu.pe',
  phones: ['(044) 23-4567', '949 331 120'],
  location: 'Víctor Larco Herrera, Trujillo',
  links: [],
  contactWords: { phones: ['Telf.', 'Cel.'] },
  sections: [
    {
      heading: 'Resumen profesional',
      kind: 'text',
      paragraphs: [
        'Psicóloga clínica con experiencia en evaluación psicológica, terapia cognitivo-conductual para adultos y programas de salud mental comunitaria.',
      ],
    },
    {
      heading: 'Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Psicóloga del Centro de Salud Mental Comunitario',
          organisation: 'Asociación Civil Mente Sana La Libertad',
          place: 'Trujillo',
          dates: '07.2020 – actualidad',
          bullets: [
            'Atiendo 25 pacientes por semana en terapia individual y grupal.',
            'Diseñé un taller de manejo de ansiedad para 120 adolescentes de cuatro colegios.',
          ],
        },
        {
          title: 'Psicóloga organizacional',
          organisation: 'Agroindustrial Chavimochic Export S.A.',
          place: 'Virú',
          dates: '01.2018 – 06.2020',
          bullets: ['Evaluaciones de selección y clima laboral para 900 colaboradores.'],
        },
        {
          title: 'Interna de Psicología',
          organisation: 'Hospital Regional Docente de Trujillo',
          dates: '03.2016 – 12.2016',
        },
      ],
    },
    {
      heading: 'Estudios',
      kind: 'education',
      entries: [
        {
          title: 'Maestría en Psicología Clínica (estudios concluidos)',
          organisation: 'Universidad Nacional de Trujillo',
          dates: '2019 – 2021',
        },
        {
          title: 'Licenciada en Psicología',
          organisation: 'Universidad Privada Antenor Orrego',
          place: 'Trujillo',
          dates: '2011 – 2016',
        },
      ],
    },
    {
      heading: 'Capacitación',
      kind: 'text',
      bullets: [
        'Diplomado en Intervención en Crisis – Colegio de Psicólogos del Perú (2019)',
        'Curso de Primeros Auxilios Psicológicos – MINSA (2020)',
      ],
    },
  ],
};

const architect: CvSource = {
  id: 'heldout-es-pdf-word-twopage-01',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToPdf,
  layout: 'one-column',
  notes:
    'arquitecto, Surco; two pages exported to PDF by LibreOffice with name, e-mail and phone repeated in the page header of both pages; typed numbered headings "1. PERFIL" (label keeps the typed numbers); dates "Sep 2016 – Feb 2018"; phone "+51 (1) 456-7890"',
  name: 'Diego Alonso Benavides Farfán',
  headline: 'Arquitecto – CAP 18934',
  email: 'diego.benavides@arq-benavides.com.pe',
  phones: ['+51 (1) 456-7890', '+51 955 210 874'],
  location: 'Santiago de Surco, Lima',
  links: ['behance.net/dbenavidesarq'],
  pageHeader: true,
  fontSize: 11,
  sections: [
    {
      heading: '1. PERFIL',
      kind: 'text',
      paragraphs: [
        'Arquitecto colegiado con once años de experiencia en proyectos de vivienda multifamiliar, oficinas y centros educativos, desde el anteproyecto hasta la supervisión de obra. Manejo de BIM (Revit) y coordinación de especialidades.',
      ],
    },
    {
      heading: '2. EXPERIENCIA PROFESIONAL',
      kind: 'experience',
      entries: [
        {
          title: 'Jefe de Proyectos',
          organisation: 'Benavides & Ocampo Arquitectos S.A.C.',
          place: 'Lima',
          dates: 'Mar 2018 – Actualidad',
          bullets: [
            'Dirijo un equipo de seis arquitectos en proyectos de vivienda multifamiliar de 8 a 20 pisos.',
            'Obtuve la licencia de edificación de 14 proyectos en la Municipalidad de Surco y Miraflores sin observaciones mayores.',
            'Implanté Revit y un estándar BIM que redujo las incompatibilidades en obra en 40 %.',
            'Coordino las especialidades de estructuras, sanitarias y eléctricas con consultores externos.',
          ],
        },
        {
          title: 'Arquitecto Proyectista',
          organisation: 'Constructora Pacífico Sur S.A.',
          place: 'Lima',
          dates: 'Sep 2016 – Feb 2018',
          bullets: [
            'Desarrollé los expedientes técnicos de dos colegios del programa de infraestructura educativa.',
            'Elaboré metrados y presupuestos de arquitectura con S10.',
            'Supervisé acabados en obra y levanté observaciones de la supervisión.',
          ],
        },
        {
          title: 'Arquitecto Asistente',
          organisation: 'Taller de Arquitectura Quispe Rojas',
          place: 'Lima',
          dates: 'Ene 2014 – Ago 2016',
          bullets: [
            'Dibujé planos de anteproyecto y proyecto en AutoCAD para viviendas unifamiliares.',
            'Preparé maquetas y vistas 3D en SketchUp y Lumion para presentaciones a clientes.',
          ],
        },
        {
          title: 'Practicante de Arquitectura',
          organisation: 'Municipalidad Distrital de Barranco – Gerencia de Desarrollo Urbano',
          dates: 'Ene 2013 – Dic 2013',
          bullets: ['Revisé expedientes de licencias de edificación y elaboré informes técnicos.'],
        },
      ],
    },
    {
      heading: '3. FORMACIÓN ACADÉMICA',
      kind: 'education',
      entries: [
        {
          title: 'Maestría en Gestión de Proyectos Inmobiliarios',
          organisation: 'Universidad de Lima',
          dates: '2019 – 2021',
        },
        {
          title: 'Arquitecto (Título profesional)',
          organisation: 'Universidad Ricardo Palma',
          place: 'Lima',
          dates: '2008 – 2013',
        },
      ],
    },
    {
      heading: '4. SOFTWARE',
      kind: 'text',
      bullets: [
        'Revit, AutoCAD, SketchUp, Lumion',
        'S10 Costos y Presupuestos, MS Project',
        'Adobe Photoshop e Illustrator',
      ],
    },
    {
      heading: '5. IDIOMAS',
      kind: 'text',
      bullets: ['Inglés avanzado (Británico, 2015)', 'Italiano básico'],
    },
    {
      heading: '6. REFERENCIAS',
      kind: 'text',
      paragraphs: [
        'Arq. Miguel Ocampo Linares – Socio, Benavides & Ocampo Arquitectos – 998 765 001',
        'Ing. Patricia Salas Cornejo – Gerente de Proyectos, Constructora Pacífico Sur – psalas@pacificosur.pe',
        'Arq. Javier Quispe Rojas – Director, Taller de Arquitectura Quispe Rojas – (01) 447-8812',
      ],
    },
  ],
};

const bankTeller: CvSource = {
  id: 'heldout-es-doc-europass-01',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToDoc,
  layout: 'one-column',
  notes:
    'cajero bancario, Arequipa; Europass-like .doc: no name title, the name only as the field "Nombre(s) Apellido(s)", "Dirección(es)", "Teléfono(s)", "Correo(s) electrónico(s)"; dates "desde marzo 2020"; headings in capitals',
  name: 'Jhonatan Raúl Ccama Pacheco',
  email: 'jhonatan.ccama@gmail.com',
  phones: ['958 447 120'],
  location: 'Calle Mercaderes 214, Cercado, Arequipa',
  links: [],
  headingStyle: { rule: true },
  sections: [
    {
      heading: 'INFORMACIÓN PERSONAL',
      kind: 'personal',
      fieldNames: {
        name: 'Nombre(s) Apellido(s)',
        location: 'Dirección(es)',
        phone: 'Teléfono(s)',
        email: 'Correo(s) electrónico(s)',
      },
      after: [
        ['Nacionalidad', 'Peruana'],
        ['Fecha de nacimiento', '14/08/1994'],
      ],
    },
    {
      heading: 'EXPERIENCIA PROFESIONAL',
      kind: 'experience',
      entries: [
        {
          title: 'Cajero Promotor de Servicios',
          organisation: 'Caja Municipal de Ahorro y Crédito Misti',
          place: 'Arequipa',
          dates: 'desde marzo 2020',
          bullets: [
            'Atención de 150 operaciones diarias de caja sin descuadres en los arqueos.',
            'Coloqué 60 tarjetas de débito y 25 seguros optativos en 2023.',
          ],
        },
        {
          title: 'Asesor de Ventas',
          organisation: 'Financiera Andina Crece S.A.',
          place: 'Arequipa',
          dates: 'febrero 2017 – febrero 2020',
          bullets: ['Promoción de créditos de consumo; cumplí la meta mensual 30 de 36 meses.'],
        },
      ],
    },
    {
      heading: 'EDUCACIÓN Y FORMACIÓN',
      kind: 'education',
      entries: [
        {
          title: 'Bachiller en Administración de Empresas',
          organisation: 'Universidad Católica de Santa María',
          place: 'Arequipa',
          dates: '2012 – 2016',
        },
      ],
    },
    {
      heading: 'COMPETENCIAS PERSONALES',
      kind: 'text',
      bullets: [
        'Lengua materna: español',
        'Otros idiomas: inglés (B1)',
        'Competencias digitales: Excel intermedio, sistemas core bancario',
        'Permiso de conducción: A-I',
      ],
    },
  ],
};

const graphicDesigner: CvSource = {
  id: 'heldout-es-pdf-designed-sidebar-01',
  language: 'es',
  template: TEMPLATE.htmlSidebar,
  delivery: DELIVERY.htmlToPdf,
  layout: 'two-column',
  notes:
    'diseñadora gráfica, Barranco; Canva-like design with the contact data at the top of a coloured RIGHT sidebar (main column read first); "■ " heading decorations; Behance link; e-mail with hyphen and dot',
  name: 'Camila Ximena Vargas Ñahui',
  headline: 'Diseñadora Gráfica y de Marca',
  email: 'camila-vargas.design@gmail.com',
  phones: ['+51 912 408 377'],
  location: 'Barranco, Lima',
  links: ['behance.net/camilavargas', 'camilavargas.pe'],
  contactInSidebar: true,
  sidebarRight: true,
  accent: '#4A2C6F',
  sections: [
    {
      heading: '■ Sobre mí',
      kind: 'text',
      paragraphs: [
        'Diseñadora gráfica con seis años creando identidades de marca, empaques y piezas para redes sociales para marcas de consumo masivo y emprendimientos.',
      ],
    },
    {
      heading: '■ Experiencia',
      kind: 'experience',
      entries: [
        {
          title: 'Diseñadora Senior',
          organisation: 'Agencia Colibrí Creativo',
          place: 'Miraflores',
          dates: 'Ago 2021 – Actual',
          bullets: [
            'Lideré el rediseño de marca de tres cadenas de cafeterías.',
            'Supervisé a dos diseñadores junior y el control de calidad de artes finales.',
          ],
        },
        {
          title: 'Diseñadora Gráfica',
          organisation: 'Empaques del Pacífico S.A.C.',
          place: 'Callao',
          dates: 'Ene 2019 – Jul 2021',
          bullets: ['Diseño de empaques flexibles para 40 productos de snacks.'],
        },
        {
          title: 'Diseñadora Freelance',
          organisation: 'Independiente',
          dates: '2017 – 2018',
        },
      ],
    },
    {
      heading: '■ Educación',
      kind: 'education',
      entries: [
        {
          title: 'Diseño Gráfico Publicitario (técnico, 3 años)',
          organisation: 'Instituto Toulouse Lautrec',
          place: 'Lima',
          dates: '2014 – 2016',
        },
      ],
    },
    {
      heading: 'Herramientas',
      kind: 'text',
      side: true,
      bullets: ['Illustrator', 'Photoshop', 'InDesign', 'Figma', 'After Effects'],
    },
    {
      heading: 'Aptitudes',
      kind: 'text',
      side: true,
      bullets: ['Branding', 'Tipografía', 'Dirección de arte', 'Preprensa'],
    },
  ],
};

const agronomist: CvSource = {
  id: 'heldout-es-pdf-gdocs-01',
  language: 'es',
  template: TEMPLATE.htmlGoogleDocs,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'ingeniero agrónomo, Ica; Google-Docs-like page; landline first ("Telf. (056) 21-3456"), then mobile; headings "Resumen", "Experiencia laboral", "Estudios realizados", "Cursos y capacitaciones", "Habilidades"; dates "2017 a la fecha", "Abr. 2013 – Dic. 2016"',
  name: 'Martín Eduardo Cahua Yupanqui',
  headline: 'Ingeniero Agrónomo – CIP 198442',
  email: 'martin.cahua@agro.unica.edu.pe',
  phones: ['(056) 21-3456', '956 302 118'],
  location: 'Parcona, Ica',
  links: [],
  contactWords: { phones: ['Telf.', 'Cel.'] },
  accent: '#2E7D32',
  sections: [
    {
      heading: 'Resumen',
      kind: 'text',
      paragraphs: [
        'Ingeniero agrónomo con doce años en producción de espárrago y uva de mesa para exportación, manejo de riego tecnificado y certificaciones GlobalG.A.P.',
      ],
    },
    {
      heading: 'Experiencia laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Jefe de Fundo',
          organisation: 'Agrícola Valle del Sol S.A.C.',
          place: 'Ica',
          dates: '2017 a la fecha',
          bullets: [
            'Responsable de 320 ha de uva de mesa y de 180 trabajadores en campaña.',
            'Subí el rendimiento de 2 100 a 2 600 cajas por hectárea en tres campañas.',
          ],
        },
        {
          title: 'Asistente de Producción',
          organisation: 'Exportadora Agroica Perú S.A.',
          place: 'Pisco',
          dates: 'Abr. 2013 – Dic. 2016',
          bullets: ['Programación de riego y fertirriego por goteo en 150 ha de espárrago.'],
        },
        {
          title: 'Evaluador de Plagas',
          organisation: 'Fundo Santa Rosa de Chincha',
          dates: 'Ene. 2012 – Mar. 2013',
        },
      ],
    },
    {
      heading: 'Estudios realizados',
      kind: 'education',
      entries: [
        {
          title: 'Ingeniero Agrónomo',
          organisation: 'Universidad Nacional San Luis Gonzaga',
          place: 'Ica',
          dates: '2006 – 2011',
        },
      ],
    },
    {
      heading: 'Cursos y capacitaciones',
      kind: 'text',
      bullets: [
        'Auditor interno GlobalG.A.P. v5.4 (2021)',
        'Manejo Integrado de Plagas – SENASA (2018)',
      ],
    },
    {
      heading: 'Habilidades',
      kind: 'text',
      bullets: ['Riego tecnificado', 'Excel y Power BI', 'Liderazgo de cuadrillas'],
    },
  ],
};

const callCentre: CvSource = {
  id: 'heldout-es-pdf-designed-band-01',
  language: 'es',
  template: TEMPLATE.htmlBand,
  delivery: DELIVERY.htmlToPdf,
  layout: 'one-column',
  notes:
    'asesora de call center, Comas; coloured header band; "▸ " heading decorations; dates "Ene 2019 – Hoy"; secondary school counted; phone "987-321-654"',
  name: 'Yessenia Milagros Paucar Huamaní',
  headline: 'Asesora de Atención Telefónica y Cobranzas',
  email: 'yessenia.paucar94@hotmail.com',
  phones: ['987-321-654'],
  location: 'Comas, Lima',
  links: [],
  accent: '#00695C',
  sections: [
    {
      heading: '▸ Perfil',
      kind: 'text',
      paragraphs: [
        'Asesora con seis años en centros de contacto, campañas de telecomunicaciones y cobranzas. Buena dicción, manejo de objeciones y cumplimiento de indicadores (AHT, FCR, NPS).',
      ],
    },
    {
      heading: '▸ Experiencia laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Asesora de Cobranzas',
          organisation: 'Contact Center Andino S.A.C.',
          place: 'Lima',
          dates: 'Ene 2019 – Hoy',
          bullets: [
            'Recuperé el 118 % de la meta mensual de cartera vencida durante 2023.',
            'Capacito a los nuevos asesores de la campaña en el guion y el sistema.',
          ],
        },
        {
          title: 'Asesora de Atención al Cliente',
          organisation: 'Teleservicios Perú Conecta S.A.',
          place: 'Lima',
          dates: 'Jul 2017 – Dic 2018',
          bullets: ['Atendí 90 llamadas diarias de soporte de telefonía móvil.'],
        },
      ],
    },
    {
      heading: '▸ Estudios',
      kind: 'education',
      entries: [
        {
          title: 'Administración de Empresas (técnico, en curso)',
          organisation: 'Instituto IDAT',
          place: 'Lima',
          dates: '2022 – 2024',
        },
        {
          title: 'Secundaria completa',
          organisation: 'I.E. N.° 2025 Los Pinos',
          place: 'Comas',
          dates: '2007 – 2011',
        },
      ],
    },
    {
      heading: '▸ Habilidades',
      kind: 'text',
      bullets: ['Office e Internet', 'Sistemas CRM (Genesys, Salesforce)', 'Digitación 55 ppm'],
    },
  ],
};

const pharmacyTechnician: CvSource = {
  id: 'heldout-es-doc-01',
  language: 'es',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docxToDoc,
  layout: 'one-column',
  notes:
    'técnica en farmacia, Huancayo; Word 97 .doc; organisation-first entries; headings "OBJETIVO", "EXPERIENCIA", "ESTUDIOS", "CURSOS", "REFERENCIAS"; "Cel." and "E-mail:" labels; dates "Febrero 2018 – Actualidad"',
  name: 'Lizbeth Carolina Rojas Inga',
  headline: 'Técnica en Farmacia',
  email: 'lizbeth.rojas.inga@yahoo.es',
  phones: ['964 112 233'],
  location: 'El Tambo, Huancayo',
  links: [],
  contactWords: { phones: ['Cel.'], email: 'E-mail:' },
  entryStyle: 'organisation-first',
  sections: [
    {
      heading: 'OBJETIVO',
      kind: 'text',
      paragraphs: [
        'Brindar atención farmacéutica de calidad, con orden en el almacén y cumplimiento de las Buenas Prácticas de Dispensación.',
      ],
    },
    {
      heading: 'EXPERIENCIA',
      kind: 'experience',
      entries: [
        {
          title: 'Técnica en Farmacia',
          organisation: 'Boticas Salud Total Centro S.A.C.',
          place: 'Huancayo',
          dates: 'Febrero 2018 – Actualidad',
          bullets: [
            'Dispensación de recetas y venta de medicamentos OTC; 200 atenciones por turno.',
            'Control de stock, vencimientos y cadena de frío.',
          ],
        },
        {
          title: 'Auxiliar de Almacén de Medicamentos',
          organisation: 'Distribuidora Farmacéutica Mantaro E.I.R.L.',
          place: 'Huancayo',
          dates: 'Enero 2016 – Enero 2018',
        },
      ],
    },
    {
      heading: 'ESTUDIOS',
      kind: 'education',
      entries: [
        {
          title: 'Técnico Profesional en Farmacia',
          organisation: 'Instituto Superior Tecnológico Privado Andrés Avelino Cáceres',
          place: 'Huancayo',
          dates: '2013 – 2015',
        },
      ],
    },
    {
      heading: 'CURSOS',
      kind: 'text',
      bullets: [
        'Buenas Prácticas de Almacenamiento – DIGEMID (2019)',
        'Atención al cliente en boticas (2017)',
      ],
    },
    {
      heading: 'REFERENCIAS',
      kind: 'text',
      paragraphs: [
        'Q.F. Héctor Vílchez Soto – Director Técnico, Boticas Salud Total – 964 700 221',
      ],
    },
  ],
};

const driver: CvSource = {
  id: 'heldout-es-docx-textbox-01',
  language: 'es',
  template: TEMPLATE.docxTextbox,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'conductor de reparto (logística), Ate; name and contact in a Word text box; mobile and landline joined; headings "Trayectoria laboral", "Licencias y certificaciones", "Estudios"; dates "2015 - 2019"',
  name: 'Julio César Mendoza Laura',
  headline: 'Conductor Profesional – Licencia A-IIb',
  email: 'jc.mendoza.laura@gmail.com',
  phones: ['987-654-321', '01 356 7788'],
  location: 'Ate Vitarte, Lima',
  links: [],
  sections: [
    {
      heading: 'Trayectoria laboral',
      kind: 'experience',
      entries: [
        {
          title: 'Conductor de Reparto',
          organisation: 'Logística Express Andina S.A.C.',
          place: 'Lima',
          dates: '2019 - actualidad',
          bullets: [
            'Reparto de 40 pedidos diarios en Lima Este con 99 % de entregas a tiempo.',
            'Cobranza contra entrega y liquidación diaria de guías.',
          ],
        },
        {
          title: 'Chofer de Camión',
          organisation: 'Transportes Huaycán E.I.R.L.',
          place: 'Lima',
          dates: '2015 - 2019',
          bullets: ['Traslado de mercadería a provincias (Huancayo, La Oroya).'],
        },
      ],
    },
    {
      heading: 'Licencias y certificaciones',
      kind: 'text',
      bullets: [
        'Licencia de conducir A-IIb vigente (MTC)',
        'Curso de manejo defensivo (2022)',
        'Certificado de materiales peligrosos (2021)',
      ],
    },
    {
      heading: 'Estudios',
      kind: 'education',
      entries: [
        {
          title: 'Secundaria completa',
          organisation: 'Colegio Nacional Andrés Bello',
          place: 'Ate',
          dates: '2004 – 2008',
        },
      ],
    },
  ],
};

const dataScientist: CvSource = {
  id: 'heldout-en-pdf-latex-01',
  language: 'en',
  template: TEMPLATE.latexArticle,
  delivery: DELIVERY.latexToPdf,
  layout: 'one-column',
  notes:
    'English; data scientist, Lima; pdflatex; headings "Work history", "Core competencies", "Education", "Selected projects" (not counted); dates "Jun 2021 – Present", "01.2018 – 05.2021"; alumni e-mail subdomain; GitHub and Kaggle',
  name: 'Renzo Salazar Villanueva',
  headline: 'Data Scientist',
  email: 'r.salazar@alumni.uni.edu.pe',
  phones: ['+51 956 778 899'],
  location: 'Pueblo Libre, Lima',
  links: ['github.com/rsalazarv', 'kaggle.com/rsalazarv'],
  sections: [
    {
      heading: 'Work history',
      kind: 'experience',
      entries: [
        {
          title: 'Data Scientist',
          organisation: 'Banco Andino de Fomento',
          place: 'Lima',
          dates: 'Jun 2021 – Present',
          bullets: [
            'Built a credit-risk model (gradient boosting) that cut the default rate of new loans by 12 %.',
            'Deployed models as batch jobs on Airflow and monitored drift monthly.',
          ],
        },
        {
          title: 'Data Analyst',
          organisation: 'Retail Sur Perú S.A.',
          place: 'Lima',
          dates: '01.2018 – 05.2021',
          bullets: ['Forecast weekly demand for 3,000 products with 8 % MAPE.'],
        },
      ],
    },
    {
      heading: 'Education',
      kind: 'education',
      entries: [
        {
          title: 'MSc in Data Science',
          organisation: 'Universidad del Pacífico',
          place: 'Lima',
          dates: '2020 – 2022',
        },
        {
          title: 'BSc in Statistical Engineering',
          organisation: 'Universidad Nacional de Ingeniería',
          place: 'Lima',
          dates: '2012 – 2017',
        },
      ],
    },
    {
      heading: 'Core competencies',
      kind: 'text',
      bullets: [
        'Python (pandas, scikit-learn, LightGBM), SQL, Spark',
        'Experiment design, causal inference, time series',
      ],
    },
    {
      heading: 'Selected projects',
      kind: 'entries',
      entries: [
        {
          title: 'Lima air-quality forecaster',
          organisation: 'Personal project',
          dates: '2023',
          bullets: ['Open-source model and dashboard: [[github.com/rsalazarv/aire-lima]]'],
        },
      ],
    },
  ],
};

const englishTeacher: CvSource = {
  id: 'heldout-en-docx-one-column-01',
  language: 'en',
  template: TEMPLATE.docxClassic,
  delivery: DELIVERY.docx,
  layout: 'one-column',
  notes:
    'English; English teacher, Arequipa; Word; headings "About me", "Teaching experience", "Qualifications", "Skills", "Languages"; dates "Sep 2016 – Feb 2018", "Mar 2018 – present"; "Cell:" label',
  name: 'Andrea Lucía Zevallos Medina',
  headline: 'English Teacher (CELTA)',
  email: 'andrea.zevallos@teachers-peru.org',
  phones: ['+51 974 556 210'],
  location: 'Yanahuara, Arequipa',
  links: ['linkedin.com/in/andreazevallos'],
  contactWords: { phones: ['Cell:'] },
  headingStyle: { colour: '1F3864' },
  sections: [
    {
      heading: 'About me',
      kind: 'text',
      paragraphs: [
        'CELTA-qualified English teacher with eight years teaching teenagers and adults, from A1 to C1, and preparing students for Cambridge exams.',
      ],
    },
    {
      heading: 'Teaching experience',
      kind: 'experience',
      entries: [
        {
          title: 'English Teacher',
          organisation: 'Centro Cultural Peruano Norteamericano',
          place: 'Arequipa',
          dates: 'Mar 2018 – present',
          bullets: [
            'Teach five adult groups per term; 92 % of my B2 students passed FCE in 2023.',
            'Designed a blended-learning module used by 14 teachers.',
          ],
        },
        {
          title: 'English Teacher',
          organisation: 'Colegio Bilingüe San José de Cayma',
          place: 'Arequipa',
          dates: 'Sep 2016 – Feb 2018',
        },
        {
          title: 'Volunteer Tutor',
          organisation: 'Asociación Aprendo Contigo',
          dates: 'Jan 2015 – Jul 2016',
        },
      ],
    },
    {
      heading: 'Qualifications',
      kind: 'education',
      entries: [
        {
          title: 'Licenciada en Educación, especialidad Inglés',
          organisation: 'Universidad Nacional de San Agustín',
          place: 'Arequipa',
          dates: '2010 – 2015',
        },
        {
          title: 'CELTA (Certificate in Teaching English to Speakers of Other Languages)',
          organisation: 'Cambridge English, International House Lima',
          dates: '2017',
          counts: false,
        },
      ],
    },
    {
      heading: 'Skills',
      kind: 'text',
      bullets: ['Moodle and Google Classroom', 'Cambridge exam preparation (KET to CAE)'],
    },
    {
      heading: 'Languages',
      kind: 'text',
      bullets: ['Spanish: native', 'English: C2 (CPE)', 'Portuguese: B1'],
    },
  ],
};

export const HELDOUT_CVS: readonly CvSource[] = [
  miningOperator,
  chef,
  psychologist,
  architect,
  bankTeller,
  graphicDesigner,
  agronomist,
  callCentre,
  pharmacyTechnician,
  driver,
  dataScientist,
  englishTeacher,
];
