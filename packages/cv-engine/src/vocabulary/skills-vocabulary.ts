// The skills vocabulary (issue 3, stage 5): tools and domains a Peruvian posting asks for, in
// Spanish and English. A vocabulary term is recognised as one keyword even across several words
// ("Power BI", "gestión de proyectos") and matched in a CV through any of its aliases ("ofimática"
// in a posting is evidenced by "Microsoft Office" in a CV). Terms are written in their display form;
// matching folds accents and case and stems every word, so plurals need no alias.

export type VocabularyTerm = {
  /** How the keyword is shown, e.g. "Power BI". */
  readonly term: string;
  /** Other ways of writing the same skill, any language. */
  readonly aliases?: readonly string[];
  /**
   * Adjectives that evidence the term in running text ("registros contables") but are not its
   * name: never shown on their own as a key skill.
   */
  readonly adjectives?: readonly string[];
  /** A tool or software (shown as written) rather than a field of knowledge. */
  readonly tool?: boolean;
  /**
   * A competency (teamwork, analysis, writing): a person shows it by claiming it in their skills,
   * headline or summary; the same word in a bullet ("writing clean code") or a course title is
   * about something else.
   */
  readonly competency?: boolean;
  /**
   * Terms that together make this one: a CV that names at least `partsNeeded` of them evidences it
   * ("Word" and "Excel" are "Ofimática"), each part shown in the CV's own words.
   */
  readonly parts?: readonly string[];
  readonly partsNeeded?: number;
};

export const skillsVocabulary: readonly VocabularyTerm[] = [
  // Office and data tools.
  {
    term: 'Ofimática',
    aliases: [
      'Microsoft Office',
      'MS Office',
      'Office',
      'Office 365',
      'paquete de Office',
      'office suite',
    ],
    tool: true,
    parts: ['Word', 'Excel', 'PowerPoint', 'Outlook'],
    partsNeeded: 2,
  },
  {
    term: 'Excel',
    aliases: ['Microsoft Excel', 'MS Excel', 'hoja de cálculo', 'hojas de cálculo', 'spreadsheets'],
    tool: true,
  },
  { term: 'Excel avanzado', aliases: ['Excel nivel avanzado', 'advanced Excel'], tool: true },
  {
    term: 'Word',
    aliases: ['Microsoft Word', 'MS Word', 'procesador de textos', 'word processing'],
    tool: true,
  },
  {
    term: 'PowerPoint',
    aliases: [
      'Microsoft PowerPoint',
      'programa de presentaciones',
      'programas de presentación',
      'presentaciones',
    ],
    tool: true,
  },
  { term: 'Outlook', tool: true },
  { term: 'Google Workspace', aliases: ['G Suite', 'Google Sheets', 'Google Docs'], tool: true },
  { term: 'Power BI', tool: true },
  { term: 'Tableau', tool: true },
  { term: 'SQL', tool: true },
  { term: 'SQL Server', aliases: ['MS SQL Server', 'MSSQL'], tool: true },
  { term: 'PostgreSQL', aliases: ['Postgres'], tool: true },
  { term: 'MySQL', tool: true },
  { term: 'Oracle', aliases: ['Oracle Database'], tool: true },
  { term: 'MongoDB', tool: true },
  { term: 'Base de datos', aliases: ['bases de datos', 'database', 'databases'] },
  { term: 'Python', tool: true },
  { term: 'Java', tool: true },
  { term: 'JavaScript', aliases: ['JS'], tool: true },
  { term: 'TypeScript', tool: true },
  { term: 'C#', tool: true },
  { term: 'C++', tool: true },
  { term: 'PHP', tool: true },
  { term: 'ASP.NET', aliases: ['.NET', 'dotnet'], tool: true },
  { term: 'Angular', tool: true },
  { term: 'React', tool: true },
  { term: 'Node.js', tool: true },
  { term: 'Spring Boot', tool: true },
  { term: 'Linux', aliases: ['servidores Linux'], tool: true },
  { term: 'Git', aliases: ['GitHub', 'GitLab'], tool: true },
  { term: 'Docker', tool: true },
  { term: 'Kubernetes', tool: true },
  { term: 'AWS', aliases: ['Amazon Web Services'], tool: true },
  { term: 'Azure', aliases: ['Microsoft Azure'], tool: true },
  { term: 'Microservicios', aliases: ['microservices'] },
  { term: 'Integración continua', aliases: ['CI/CD', 'continuous integration'] },
  { term: 'Virtualización', aliases: ['virtualization', 'VMware'] },
  {
    term: 'Programación',
    aliases: [
      'lenguajes de programación',
      'programming',
      'desarrollo de software',
      'software development',
    ],
  },
  { term: 'Frameworks', aliases: ['framework'] },
  { term: 'AutoCAD', aliases: ['Auto CAD'], tool: true },
  { term: 'Civil 3D', tool: true },
  { term: 'Revit', tool: true },
  { term: 'S10', aliases: ['S10 Costos y Presupuestos'], tool: true },
  { term: 'MS Project', aliases: ['Microsoft Project'], tool: true },
  { term: 'ArcGIS', aliases: ['SIG', 'GIS', 'QGIS'], tool: true },
  { term: 'SAP', aliases: ['SAP ERP', 'SAP FI', 'SAP MM', 'SAP HANA'], tool: true },
  { term: 'ERP', tool: true },
  { term: 'CRM', aliases: ['Salesforce'], tool: true },
  { term: 'SPSS', tool: true },
  { term: 'Stata', tool: true },
  // Peruvian public-sector systems.
  {
    term: 'SIAF',
    aliases: ['SIAF-SP', 'SIAF SP', 'Sistema Integrado de Administración Financiera'],
    tool: true,
  },
  {
    term: 'SIGA',
    aliases: ['SIGA MEF', 'Sistema Integrado de Gestión Administrativa'],
    tool: true,
  },
  { term: 'SEACE', tool: true },
  { term: 'SUNAT', tool: true },
  { term: 'PLAME', aliases: ['PDT PLAME'], tool: true },
  { term: 'Invierte.pe', aliases: ['Invierte pe', 'SNIP'], tool: true },
  { term: 'SGD', aliases: ['sistema de gestión documental', 'trámite documentario'], tool: true },
  { term: 'Sistema de Gestión Hospitalaria', aliases: ['SGH'] },
  // Fields of knowledge and functions.
  { term: 'Contabilidad', aliases: ['accounting'], adjectives: ['contable', 'contables'] },
  { term: 'Contabilidad gubernamental', aliases: ['contabilidad pública'] },
  {
    term: 'Tributación',
    aliases: ['impuestos', 'taxes', 'taxation'],
    adjectives: ['tributaria', 'tributario'],
  },
  {
    term: 'Finanzas',
    aliases: ['finance'],
    adjectives: ['financiero', 'financiera', 'financial'],
  },
  { term: 'Auditoría', aliases: ['audit', 'auditing'] },
  { term: 'Control interno', aliases: ['sistema de control interno', 'internal control'] },
  { term: 'Presupuesto público', aliases: ['presupuesto del sector público', 'public budget'] },
  { term: 'Presupuesto', aliases: ['budget', 'budgeting'], adjectives: ['presupuestal'] },
  { term: 'Presupuesto por resultados', aliases: ['PpR'] },
  { term: 'Programas presupuestales', aliases: ['programa presupuestal'] },
  {
    term: 'Gestión pública',
    aliases: ['administración pública', 'public administration', 'public management'],
  },
  { term: 'Sistemas administrativos del Estado', aliases: ['sistemas administrativos'] },
  {
    term: 'Contrataciones del Estado',
    aliases: [
      'contrataciones públicas',
      'Ley de Contrataciones',
      'compras públicas',
      'public procurement',
    ],
  },
  { term: 'Logística', aliases: ['logistics', 'cadena de suministro', 'supply chain'] },
  { term: 'Almacén', aliases: ['warehouse'] },
  { term: 'Inventarios', aliases: ['inventory'] },
  { term: 'Compras', aliases: ['adquisiciones', 'purchasing', 'procurement'] },
  {
    term: 'Recursos humanos',
    aliases: [
      'RR.HH.',
      'RRHH',
      'gestión del talento',
      'gestión de personas',
      'human resources',
      'HR',
    ],
  },
  { term: 'Planillas', aliases: ['planilla', 'remuneraciones', 'payroll'] },
  {
    term: 'Reclutamiento y selección',
    aliases: ['reclutamiento', 'selección de personal', 'recruitment', 'recruiting'],
  },
  {
    term: 'Atención al cliente',
    aliases: [
      'servicio al cliente',
      'atención al ciudadano',
      'orientación de servicio al ciudadano',
      'customer service',
    ],
  },
  { term: 'Ventas', aliases: ['sales', 'selling'] },
  { term: 'Marketing', aliases: ['mercadeo', 'marketing digital', 'digital marketing'] },
  {
    term: 'Gestión de proyectos',
    aliases: ['dirección de proyectos', 'project management', 'PMBOK', 'PMI'],
  },
  {
    term: 'Proyectos de inversión pública',
    aliases: ['proyectos de inversión', 'inversión pública'],
  },
  {
    term: 'Planeamiento estratégico',
    aliases: ['planificación estratégica', 'strategic planning'],
  },
  { term: 'Gestión por procesos', aliases: ['mejora de procesos', 'process improvement'] },
  { term: 'Normativa', aliases: ['normatividad', 'marco normativo', 'regulations', 'compliance'] },
  { term: 'Derecho administrativo', aliases: ['procedimiento administrativo'] },
  { term: 'Derecho laboral', aliases: ['legislación laboral', 'labor law'] },
  { term: 'Gestión documental', aliases: ['archivo', 'document management'] },
  { term: 'Estadística', aliases: ['estadísticas', 'statistics'] },
  { term: 'Análisis de datos', aliases: ['data analysis', 'data analytics', 'analítica de datos'] },
  { term: 'Inteligencia de negocios', aliases: ['business intelligence'] },
  { term: 'Economía', aliases: ['economics'] },
  { term: 'Ingeniería de sistemas', aliases: ['systems engineering'] },
  { term: 'Computación e informática' },
  { term: 'Ingeniería industrial', aliases: ['industrial engineering'] },
  { term: 'Ingeniería civil', aliases: ['civil engineering'] },
  { term: 'Administración', aliases: ['administración de empresas', 'business administration'] },
  { term: 'Derecho', aliases: ['law'] },
  { term: 'Relaciones industriales' },
  { term: 'Trabajo social', aliases: ['social work'] },
  { term: 'Integridad', aliases: ['lucha contra la corrupción', 'anticorrupción', 'integrity'] },
  {
    term: 'Seguridad y salud en el trabajo',
    aliases: ['SST', 'seguridad ocupacional', 'occupational health and safety'],
  },
  { term: 'Soporte técnico', aliases: ['mesa de ayuda', 'help desk', 'technical support'] },
  { term: 'Redes', aliases: ['networking', 'redes de datos'] },
  {
    term: 'Ciberseguridad',
    aliases: ['seguridad de la información', 'cybersecurity', 'information security'],
  },
  { term: 'Docencia', aliases: ['enseñanza', 'teaching'] },
  { term: 'Salud pública', aliases: ['public health'] },
  { term: 'Metodologías ágiles', aliases: ['Scrum', 'Agile', 'Kanban'] },
  // Competencies postings list.
  { term: 'Trabajo en equipo', aliases: ['teamwork'], competency: true },
  { term: 'Comunicación efectiva', aliases: ['effective communication'], competency: true },
  { term: 'Liderazgo', aliases: ['leadership'], competency: true },
  { term: 'Planificación', aliases: ['planning'], competency: true },
  { term: 'Organización', aliases: ['organization'], competency: true },
  {
    term: 'Análisis',
    aliases: ['analysis', 'capacidad analítica', 'analytical skills'],
    adjectives: ['analítico', 'analytical'],
    competency: true,
  },
  { term: 'Síntesis', aliases: ['capacidad de síntesis'], competency: true },
  {
    term: 'Redacción',
    aliases: [
      'redacción de informes',
      'redacción de documentos',
      'report writing',
      'technical writing',
      'writing skills',
    ],
    competency: true,
  },
  { term: 'Adaptabilidad', aliases: ['adaptability'], competency: true },
  { term: 'Orientación a resultados', aliases: ['results-oriented'], competency: true },
  { term: 'Resolución de problemas', aliases: ['problem solving'], competency: true },
  { term: 'Negociación', aliases: ['negotiation'], competency: true },
  { term: 'Inglés', aliases: ['English'] },
  { term: 'Quechua' },
];
