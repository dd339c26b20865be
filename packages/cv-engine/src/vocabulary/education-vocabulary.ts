// Words that tell the parts of an education entry apart (issue 12): schools and universities,
// degrees and school levels, short courses (not degrees, corpus README), and the labels and
// sub-headings CVs put inside an education section. Every pattern reads folded text (lower case,
// no accents: language/fold-text.ts).

/** Names a school or a university: "Universidad …", "I.E. …", "I.E.P. …" (private school), "SENATI", "IES …". */
export const institutionPattern =
  /(?<![a-z])(?:universidad|universidade|university|universite|universita|instituto|institute|institut|institucion educativa|colegio|college|school|escuelas?|facultad|faculty|pontificia|pontifical|liceo|academia|academy|politecnico|polytechnic|conservatorio|centro de estudios|centro de formacion|unidad educativa|i\.\s?e\.?(?=\s|$)|i\.\s?e\.\s?p\.?(?=\s|$)|i\.e\.s\.?|ies|iep|cetpro|senati|sena|tecsup|cibertec|isil|idat|sise|pucp|unmsm|upc|uni|ulima|usil|utp|upn|ucv|unfv|unac|unalm|esan|centrum|sencico|certus|zegel|toulouse lautrec|cenfotur|e\.e\.t)(?![a-z])/;

/**
 * A school's acronym, read on the text as written (capitals): Peruvian and Latin-American
 * universities ("UNSA", "UPAO", "UNMSM", "USMP") and technical institutes ("IESTP", "ISTP").
 */
export const institutionAcronymPattern =
  /(?<![\p{L}\d])(?:U(?!SA)[A-Z]{2,5}|IESTP?|ISTP?|IESPP?|CETPRO|CEBA)(?![\p{L}\d])/u;

/**
 * Names a degree or a course of study: "Bachiller en …", "Ingeniería …", "MBA", "Egresado"; with
 * the misspellings CVs often carry ("Licanciado", "Ingenería").
 */
export const degreePattern =
  /(?<![a-z])(?:profesional tecnic[oa]|bachiller|bachillerato|bachelor|licenciatura|licenciad[oa]|licanciad[oa]|lic\.|titulo|titulad[oa]|ingenieria|ingeneria|ing\.|ingenier[oa]|maestria|maestro en|magister|master|mba|bba|beng|meng|llb|llm|mphil|dphil|bfa|mfa|doctorado|doctor|phd|ph\.d|m\.sc|b\.sc|bsc|msc|b\.s\.?|m\.s\.?|b\.a\.?|m\.a\.?|br\.|tecnic[oa]|tecnologo|tecnologa|carrera|egresad[oa]|estudiante|grado|pre-?grado|posgrado|postgrado|especializacion|especialidad|diplomatura|associate|technical degree|degree in|intercambio|exchange|movilidad|study abroad|ciclo formativo|perito|analista universitario|profesorado|abogad[oa]|contador publico|economista|arquitect[oa]|medico|enfermer[ao]|psicolog[oa])(?![a-z])/;

/**
 * A field of study named alone, without a degree word ("Universidad X – Economía"): never a
 * city after the school.
 */
export const fieldOfStudyPattern =
  /^(?:economia|derecho|contabilidad|administracion|psicologia|medicina|arquitectura|enfermeria|educacion|biologia|quimica|fisica|matematicas?|estadistica|sociologia|antropologia|historia|filosofia|periodismo|comunicaciones|marketing|finanzas|informatica|computacion|odontologia|farmacia|nutricion|obstetricia|turismo|agronomia|zootecnia|veterinaria|geologia|mineria|economics|law|accounting|psychology|medicine|architecture|nursing|education|biology|chemistry|physics|mathematics|statistics|finance|history|philosophy)$/;

/**
 * Opens a line that qualifies the degree above ("Mención en …", "Especialidad: …", "Minor in …"):
 * more about the studies, never the school.
 */
export const degreeQualifierPattern =
  /^(?:mencion|con mencion|especialidad|minor|major|concentration|enfasis|con enfasis|orientacion)(?![a-z])/;

/**
 * A part of a school named after the school: "Facultad de …", "Escuela Profesional de …",
 * "Escuela de Posgrado".
 */
export const facultyPattern =
  /^(?:facultad|faculty|escuela profesional|escuela academico[ -]profesional|departamento academico|programa academico|escuela de (?:posgrado|postgrado|graduados)|graduate school|school of)(?![a-z])/;

/** A school level, a weaker degree than a title ("Secundaria", then "Título: Bachiller"). */
export const schoolLevelPattern =
  /(?<![a-z])(?:primaria|secundaria|primarios?|secundarios?|educacion (?:primaria|secundaria|basica|media)|estudios (?:primarios|secundarios)|tercer nivel|cuarto nivel|high school|primary school|secondary school)(?![a-z])/;

/** Primary or secondary school (folded), which ends in no title of its own. */
export const schoolYearsPattern =
  /(?<![a-z])(?:primaria|secundaria|primarios?|secundarios?)(?![a-z])/;

/**
 * Non-degree studies (corpus README): excluded from education_count. "En curso" is the studies'
 * state ("Administración (en curso)": under way), never a course.
 */
export const shortCoursePattern =
  /(?<![a-z])(?:(?<!(?:^|[\s(])en )curso|cursos|course|courses|taller|workshop|bootcamp|certificado|certificacion|certificate|certification|diplomado|seminario|webinar|congreso|capacitacion|coursera|udemy|platzi|edx|linkedin learning|crehana|idioma|idiomas|ingles|english|britanico|icpna|alianza francesa|toefl|ielts|escuela de verano|summer school|beca|becas|estancia|micro credencial|nivel (?:basico|intermedio|avanzado))(?![a-z])/;

/**
 * A course's name opening with its kind ("Curso de Especialización en …", "Taller de Ingeniería
 * …", "Programa de Especialización …") or with a course title's opening ("Fundamentos de …",
 * "Introducción a …", "Nociones de …": the name of one subject, never of a whole degree): a
 * course whatever degree word follows inside it.
 */
export const courseOpenerPattern =
  /^(?:curso|cursos|course|taller|workshop|bootcamp|seminario|webinar|congreso|capacitacion|certificacion|certificado|certification|certificate|certified|diplomado|programa de especializacion|programa ejecutivo|programa de actualizacion|programa de extension|fundamentos (?:de|del|basicos)|fundamentals of|introduccion (?:a|al)|introduction to|nociones (?:de|basicas)|iniciacion (?:a|al))(?![a-z])/;

/** A status word standing alone for the studies' state: "Egresado", "Titulada", "Graduated". */
export const statusOnlyPattern =
  /^(?:egresad[oa]|titulad[oa]|graduad[oa]|graduated|concluido|culminado|completo|completa|finalizado)$/;

const studiesState =
  '(?:en curso|egresad[oa]|titulad[oa]|graduad[oa]|concluid[oa]|culminad[oa]|incomplet[oa]|trunc[oa]|(?:\\d{1,2}\\s?(?:vo|mo|no|er|ro|do|°|º)?|[ivx]{1,4}|ultimo|noveno|octavo|septimo|sexto|quinto|decimo)\\s?ciclo|ciclo\\s(?:\\d{1,2}|[ivx]{1,4})|in progress|ongoing)';

/**
 * The state of studies in brackets closing their name ("Marketing (en curso)", "Derecho
 * (egresado)", "Economía (8vo ciclo)", "Computación (VI ciclo, trunco)"): what it closes is a
 * course of study, a degree.
 */
export const studiesStatePattern = new RegExp(
  `\\(${studiesState}(?:\\s*[,;/-]\\s*${studiesState})*\\)$`,
);

/**
 * Membership of a professional body ("Colegiado en el Colegio de Ingenieros del Perú", "N° de
 * colegiatura"): a note under a title, never a school.
 */
export const professionalBodyPattern =
  /(?<![a-z])(?:colegiad[oa]|colegiatura|colegio (?:de|del) (?:ingenieros|abogados|contadores|enfermeros|psicologos|arquitectos|economistas|medicos|obstetras|profesores|biologos|quimicos|odontologos|tecnologos|nutricionistas|periodistas|licenciados|sociologos|relacionistas))(?![a-z])/;

/** Words for "to the present" standing alone as an entry's dates ("ACTUALIDAD"). */
export const presentOnlyPattern =
  /^(?:actualidad|actualmente|presente|a la fecha|en curso|present|current|ongoing)$/;

/** Countries a school's line ends with ("…, Argentina, 2012"). */
export const countryPattern =
  /^(?:peru|francia|france|espana|spain|mexico|colombia|argentina|chile|ecuador|bolivia|venezuela|brasil|brazil|uruguay|paraguay|australia|alemania|germany|italia|italy|inglaterra|england|reino unido|united kingdom|uk|estados unidos|united states|usa|eeuu|ee\.uu\.|canada|portugal|china|japon|japan)$/;

/** A label whose value is the degree: "Título obtenido: Bachiller en …". */
export const degreeLabelPattern =
  /^(?:titulo|titulo obtenido|titulo alcanzado|grado|grado obtenido|grado alcanzado|grado academico|(?:grado ?(?:\/ ?|o |y )?titulo|titulo ?(?:\/ ?|o |y )?grado)(?: obtenido| alcanzado)?|degree|carrera(?: tecnica| profesional| universitaria)?|especialidad|mencion|(?:titulo de la )?cualificacion obtenida|title of qualification awarded)$/;

/** A form's counter over each entry's rows ("Grado 1", "Estudio 2"): no field of the entry. */
export const entryCounterPattern =
  /^(?:grado|titulo|estudios?|formacion|nivel|experiencia|cargo|empleo|trabajo)\s+(?:n[°º.]?\s*)?\d{1,2}$/;

/**
 * A form column naming the level of studies ("Tipo (Secundaria, Tercer Nivel…)", "Nivel",
 * "Nivel de estudios"), whose cells are words like "Técnico" or "Superior", not the degree.
 */
export const studiesLevelLabelPattern =
  /^(?:tipo|nivel)(?:\s+(?:de\s+)?(?:estudios?|formacion|educacion|instruccion))?\b/;

/** A label whose value is the dates: "Año de promoción: 2019". */
export const dateLabelPattern =
  /^(?:anos?|ano de promocion|ano de egreso|promocion|periodo|fecha|fechas|fecha de (?:expedicion|emision|obtencion|egreso|graduacion)|duracion|dates?|period|years?)$/;

/** A label whose value is the institution: "Institución: …". */
export const institutionLabelPattern =
  /^(?:institucion|institucion educativa|centro de estudios|centro educativo|universidad|colegio|school|university|institution|institute|college|nombre y tipo del centro de estudios|nombre y tipo de la organizacion que ha impartido la educacion o la formacion|name and type of organisation providing education and training)$/;

/** A label that only introduces studies: "Otros estudios: Tecnólogo … – SENA". */
export const studiesLabelPattern =
  /^(?:estudios|otros estudios|estudios superiores|estudios universitarios|estudios tecnicos|formacion|nivel)$/;

/** Sub-headings inside an education section that open a list of courses, not degrees. */
export const courseSubheadingPattern =
  /^(?:otros|otros estudios|complementaria|formacion complementaria|estudios complementarios|cursos|cursos realizados|cursos y talleres|cursos y certificaciones|talleres|seminarios|diplomados|idiomas|becas|becas \/ estancias de investigacion|estancias|estancias de investigacion|certificaciones|certificados|capacitaciones|capacitacion|courses|certifications|training)$/;

/**
 * Kinds of course named in the plural, or continuing education, as a sub-heading over courses
 * names them ("Cursos complementarios", "Certificaciones obtenidas", "Formación continua").
 */
export const courseKindsHeadingPattern =
  /(?<![a-z])(?:cursos|certificaciones|certificados|capacitaciones|diplomados|seminarios|talleres|courses|certifications|certificates|workshops|formacion (?:continua|complementaria|adicional)|educacion (?:continua|complementaria)|additional training|continuing education)(?![a-z])/;

/** Sub-headings inside an education section that open a list of degrees. */
export const degreeSubheadingPattern =
  /^(?:profesional|academica|formacion academica|formacion profesional|universitaria|superior|superiores|superior tecnic[oa]|superior universitari[oa]|tecnic[oa] superior|pregrado|posgrado|postgrado|estudios de pregrado|estudios de posgrado|educacion tecnica|estudios tecnicos|undergraduate|graduate|postgraduate|estudios superiores|estudios universitarios|educacion superior|educacion|estudios|grados y titulos|grados academicos|degrees|academic)$/;
