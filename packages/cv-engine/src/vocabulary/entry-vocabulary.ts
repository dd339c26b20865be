// The words that tell an entry's title from its organisation (issue 12). Matched against folded
// text (lower case, no accents: see foldText). The rules that use them read typography and
// anchors first; these words only decide which of two header pieces is which.

/** Company forms that close a company's name: "S.A.C.", "E.I.R.L.", "S.C.R.L.", "S.L.", "LLC"… */
export const legalSuffix = String.raw`\s(?:S\.?\s?A\.?\s?C\.?|S\.\s?A\.\s?de\s?C\.\s?V\.|S\.\s?A\.?|S\.?\s?C\.?\s?R\.?\s?L\.?|S\.\s?L\.(?:\s?U\.)?|Ltda\.?|S\.?\s?A\.?\s?A\.|S\.?\s?R\.?\s?L\.?|E\.?\s?I\.?\s?R\.?\s?L\.?|S\.?\s?A\.?\s?S\.?|C\.\s?A\.?|LLC|LLP|PLC|Inc\.?|Ltd\.?|Corp\.?|GmbH)`;
const legalFormEndPattern = new RegExp(String.raw`(?:${legalSuffix})$`, 'u');

/**
 * Whether a name ends in a company's legal form ("Saga Kamayoq S.A.", "Wasi E.I.R.L."): an
 * employer's name, never a note about one.
 *
 * @example endsInLegalForm('Distribuidora Pukara S.A.C.') // true
 */
export function endsInLegalForm(text: string): boolean {
  return legalFormEndPattern.test(text.trim());
}

/** Words of an organisation's name: legal forms, institutions, sectors ("Alicorp S.A.A."). */
export const organisationPattern =
  /(?<![a-z])(?:s\.?a\.?c?\.?|s\.?r\.?l\.?|e\.?i\.?r\.?l\.?|inc\.?|llc|ltd\.?|corp\.?|corporacion|junta de (?:propietarios|usuarios|vecinos)|condominio|grupo|group|banco|bank|ministerio|municipalidad|gobierno|universidad|university|instituto|institute|colegio|empresa|compania|company|consultores|asociados|abogados|auditores|consulting|consultora|asociacion|fundacion|hospital|clinica|policlinico|puesto de salud|posta(?: medica| de salud)?|micro ?red|red de salud|essalud|tecnologia|technologies|solutions|soluciones|servicios|services|peru|sociedad|cooperativa|ong|agencia|agency|studio|estudio|labs?|academia|academy|escuela|institucion educativa|i\.\s?e\.(?:\s?[pis]\.)?(?=\s|$)|centro|caja|cooperativa|financiera|aseguradora|seguros|minera|mining|constructora|inversiones|comercial|industrias?|textil|laboratorios?|farmacia|hotel|restaurante|supermercados?|tiendas?|corporation|limited|gmbh|s\.?a\.?s\.?|superintendencia|poder judicial|congreso|direccion regional|proyecto especial|programa nacional|distribuidora|importadora|exportadora|comercializadora|inmobiliaria|transportes|polleria|cevicheria|picanteria|chifa|restobar|cafeteria|pasteleria|panaderia|boticas?|minimarket|ferreteria|libreria|editorial|consorcio|contratistas)(?![a-z])/;

/**
 * Words that qualify a kind of institution without naming it ("Hospital Regional", "Municipalidad
 * Distrital", "Universidad Nacional"): the name comes after them.
 */
export const institutionQualifierPattern =
  /^(?:regional|distrital|provincial|nacional|municipal|departamental|general|central|publica|publico|privada|privado|particular|parroquial|estatal|federal|national)$/;

/**
 * Words naming a unit inside an organisation ("Facultad de Derecho", "Gerencia Comercial"): after
 * "Universidad de Lima, " they are no place.
 */
export const organisationUnitPattern =
  /(?<![a-z])(?:facultad|sede|area|departamento|gerencia|subgerencia|intendencia|agencia|banca|region|division|oficina|unidad|jefatura|direccion|carrera|programa|especialidad|mencion|escuela|sucursal|planta|proyecto|turno)(?![a-z])/;

/** Words of a position ("Analista de Datos", "Practicante", "Software Engineer"). */
export const titlePattern =
  /(?<![a-z])(?:co-?)?(?:ingenier[oa]|analista|asistente|auxiliar|jef[ea]|gerente|coordinador[a]?|practicante|practicas (?:pre-?\s?)?profesionales|intern[oa]|becari[oa]|profesor[a]?|docente|desarrollador[a]?|especialista|supervisor[a]?|tecnic[oa]|director[a]?|consultor[a]?|ejecutiv[oa]|vendedor[a]?|administrador[a]?|contador[a]?|abogad[oa]|disenador[a]?|programador[a]?|operari[oa]|encargad[oa]|responsable|lider|voluntari[oa]|investigador[a]?|cajer[oa]|dependient[ea]|recepcionista|mentor[a]?|secretari[oa]|engineer|developer|manager|analyst|intern|assistant|director|consultant|supervisor|lead|head|senior|junior|designer|specialist|coordinator|officer|associate|teacher|technician|professor|volunteer|representative|administrator|accountant|scientist|architect|trainee|ceo|cto|founder|fundador[a]?|co-?founder|asesor[a]?|agente|promotor[a]?|monitor[a]?|instructor[a]?|tutor[a]?|capacitador[a]?|auditor[a]?|economista|psicolog[oa]|medic[oa]|enfermer[oa]|arquitect[oa]|geolog[oa]|mesero|mesera|cocinero|cocinera|chofer|conductor[a]?|estudiante|pasante|full-?stack|front-?end|back-?end|devops|tester|qa|programmer|researcher|lecturer|advisor|adviser|clerk|cashier|driver|tutor|owner|partner|president[e]?|vicepresident[e]?|miembro|member|executive|presidente|almacener[oa]|repartidor[a]?|moz[oa]|ayudante|operador[a]?|obrer[oa]|vigilante|guardian|soldado|sereno|portero|mecanic[oa]|electricista|soldador|digitador[a]?|despachador[a]?|reponedor[a]?|estibador|barista|bartender|azafat[ao]|mozo|moza|anfitrion[a]?|cobrador[a]?|teleoperador[a]?|mensajer[oa]|mercaderista|impulsador[a]?|camarer[oa]|panader[oa]|costurer[oa]|inspector[a]?|capataz|topograf[oa]|dibujante|cuidador[a]?|ninera|residente de obra|maestro de obra|motorizad[oa]|chef|gestor[a]?|obstetra|odontolog[oa]|biolog[oa]|microbiolog[oa]|veterinari[oa]|agronom[oa]|fisioterapeuta|terapeuta|traductor[a]?|farmaceutic[oa]|nutricionista|gasfiter[oa]|carpinter[oa]|albanil|conserje|jardiner[oa]|montacarguista|psicopedagog[oa]|redactor[a]?|periodista|fotograf[oa]|editor[a]?|trabajador[a]? social|tesorer[oa]|funcionari[oa]|comprador[a]?|planner|scrum master|waiter|waitress|nurse|receptionist|emprendedor[a]?|duen[oa]|propietari[oa]|representante|estilista|cosmetolog[oa]|manicurista|pasteler[oa]|carnicer[oa]|despenser[oa])(?![a-z])/;

/**
 * Whether a line names a role ("Full Stack Developer", "Analista de Datos"), not an employer named
 * after one ("Consultora Inti Ñan"). Takes folded text.
 *
 * @example namesRole('backend developer') // true
 */
export function namesRole(folded: string): boolean {
  return titlePattern.test(folded) && folded.search(organisationPattern) !== 0;
}

/**
 * A teaching post at a university, named with the course it served ("Ayudante de Cálculo I",
 * "Asistente de docencia — Estática", "Jefe de práctica", "Monitor académico", "Teaching
 * Assistant"), matched at the start of folded text.
 */
export const teachingPostPattern =
  /^(?:ayudante(?: de (?:catedra|catedras|profesor|investigacion|laboratorio|docencia|practicas?))?|asistente (?:de )?(?:docencia|docente|catedra|ensenanza|investigacion)|auxiliar (?:de )?(?:catedra|docencia|ensenanza|laboratorio)|jef[ea] de practicas?|monitor[a]? (?:academic[oa]|de (?:catedra|laboratorio|curso))|profesor[a]? (?:adjunt[oa]|asistente|ayudante)|(?:graduate |undergraduate )?teaching assistant|ta|tutor[a]? academic[oa])(?![a-z])/;

/** The field a column of a form's table of jobs holds. */
export type TableField = 'organisation' | 'title' | 'start' | 'end' | 'dates';

/** Column headings of a form's table of jobs, by the field they head. */
export const tableHeadingPatterns: readonly (readonly [TableField, RegExp])[] = [
  [
    'organisation',
    /^(?:(?:nombre de la )?(?:empresa|entidad|institucion|organizacion)|empleador|compania|centro (?:de trabajo|laboral)|lugar de trabajo|establecimiento(?: de salud)?|company|employer|organi[sz]ation)(?![a-z])/,
  ],
  ['title', /^(?:cargo|puesto|posicion|rol|position|role|job title)(?![a-z])/],
  ['start', /^(?:fecha (?:de )?(?:inicio|ingreso)|desde|inicio|start|from)(?![a-z])/],
  [
    'end',
    /^(?:fecha (?:de )?(?:fin|finalizacion|culminacion|termino|cese|salida|retiro|egreso|baja)|hasta|fin|end|to)(?![a-z])/,
  ],
  ['dates', /^(?:periodo|fechas?|tiempo|duracion|period|dates)(?![a-z])/],
];

/**
 * A line that only labels part of one entry's description ("Logros", "Funciones:", "Objetivo
 * del puesto", "Key achievements"): the entry's own sub-heading, never the next entry's title.
 */
export const entryDetailLabelPattern =
  /^(?:(?:funciones|actividades) y responsabilidades(?: principales)?|main activities and responsibilities|(?:principales |mis )?(?:logros?|funciones|responsabilidades|tareas|actividades)(?: (?:principales|realizadas|desempenadas|obtenidos|alcanzados))?|objetivos? del (?:puesto|cargo)|obras?(?: (?:ejecutadas|a cargo|realizadas))?|proyectos? a cargo|descripcion del (?:puesto|cargo)|(?:key |main )?(?:achievements|responsibilities|duties|accomplishments|highlights)|referencias? laboral(?:es)?|referencias?|references?)\s*:?$/;

/**
 * What a student does for a course or a degree, not for an employer ("Proyecto de aula",
 * "Ponente en el Congreso …", "Tesis de bachiller", "Formación de 800 horas"), matched in folded
 * text: under "Experiencia académica" such entries are activities, not jobs.
 */
export const academicActivityPattern =
  /(?<![a-z])(?:proyectos?|cursos?|congresos?|ponente|ponencias?|tesis|tesista|seminarios?|talleres?|taller|concursos?|hackat(?:h)?ons?|olimpiadas?|bootcamps?|diplomados?|formacion|horas|jornadas?|simposios?|coloquios?|capacitacion(?:es)?|project|course|conference|thesis|workshop)(?![a-z])/;

/**
 * How a job was held, not where ("Freelance", "Part-time", "Prácticas", "Contrato CAS"): written
 * beside the dates like a town, but no place.
 */
export const workArrangementPattern =
  /^(?:freelance|free-lance|independiente|part[- ]time|full[- ]time|medio tiempo|tiempo (?:completo|parcial)|practicas?(?: pre-?profesionales| profesionales)?|internship|pasantia|contrato\b.*|temporal|eventual|voluntariado|volunteer|ad honorem|presencial|hibrido|hybrid|remoto|remote|a distancia|on-?site)$/;

/**
 * Of those, where a job was done when no town says it ("Remote", "Híbrido", "A distancia"): set
 * in a place's stead, under the dates.
 */
export const remoteWorkPattern =
  /^(?:remoto|remote|hibrido|hybrid|a distancia|on-?site|presencial)$/;

/**
 * What an employer is, opening a line that describes it ("Empresa mayorista dedicada a…",
 * "Cadena de tiendas…", "Consultora de software…", "Company that…"), matched at the start of
 * folded text.
 */
export const employerKindPattern =
  /^(?:(?:una?|an?|the)\s+)?(?:empresa|compania|corporacion|consorcio|grupo empresarial|holding|cadena|marca|mina|unidad (?:ejecutora|minera|operativa)|organismo(?: publico)?(?: tecnico)?|entidad|institucion|ong|asociacion|fundacion|agencia|consultora|estudio (?:juridico|contable|de abogados|de arquitectura)|startup|fintech|distribuidora|importadora|exportadora|comercializadora|fabricante|operador(?:a)? logistic[oa]|multinacional|transnacional|company|firm|retailer|manufacturer|distributor|consultancy|agency|non-?profit|ngo|chain|brand)(?![a-z])/;

/**
 * Words that describe an employer after its kind ("dedicada a", "líder en", "del sector", "con
 * presencia en", "mayorista", "peruana", "that", "specialising"): a line that only named a kind
 * ("Empresa Wasi S.A.C.") is a name, not a description.
 */
export const employerDescriptorPattern =
  /(?<![a-z])(?:dedicad[oa]s?|especializad[oa]s?|lider(?:es)?|que|cuyo|cuya|del (?:sector|rubro)|con (?:presencia|sede|operaciones|mas de|\d)|pertenecient[ea]s?|subsidiaria|filial|mayorista|minorista|de (?:mediana|gran|pequena) (?:mineria|empresa|escala)|familiar|peruana|multinacional|transnacional|nacional|internacional|privad[oa]|publica|de (?:tiendas|cobre|oro|plata|zinc|consumo|productos|servicios|software|alimentos|ropa|calzado|seguros|transporte)|that|which|specialising|specializing|leading|providing|based in|with (?:presence|operations|over|\d))(?![a-z])/;

/**
 * A label of the employer's line of business ("Rubro: minería", "Sector: retail", "Tipo de
 * empresa o sector: …", "Industry: …").
 */
export const employerSectorLabelPattern =
  /^(?:rubro|sector|giro(?: del negocio)?|actividad economica|tipo de (?:empresa|entidad)(?: o sector)?|industria|industry)\s*:/;
