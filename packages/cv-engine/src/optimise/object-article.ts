// The article a Spanish object needs once its noun of action became a verb (issue 13, item 2: a
// rewrite that changes an article must be refused or correct). "Cuadre de caja" names the task
// with a bare noun, which reads well after "de"; as the object of a verb the same bare singular
// drops an article a person would write: "Cuadré caja" → "Cuadré la caja". A plural ("Elaboré
// reportes"), a mass noun ("Desarrollé software"), a name ("Implementé SAP") or a number
// ("Supervisé 8 técnicos") needs none. The gender comes from the ending only where Spanish is
// regular; where it is not ("postre", "cliente", "análisis"), no article is guessed and the
// caller leaves the bullet as written.
import { foldText } from '../language/fold-text';

// Words that already fix the object's reference: determiners, quantifiers, possessives and the
// adverbs of amount that open an object ("más de 50 informes").
const determiners = new Set(
  `el la lo los las un una unos unas al del este esta esto estos estas ese esa eso esos esas aquel
aquella todo toda todos todas cada cualquier otro otra otros otras dicho dicha dichos dichas su sus
mi mis tu tus nuestro nuestra nuestros nuestras ambos ambas varios varias diversos diversas
multiples algun alguna algunos algunas ningun ninguna mas menos hasta casi aproximadamente
alrededor cerca mucho mucha muchos muchas poco poca pocos pocas tanto tanta cierto cierta sendos
y e o u a ante con en entre hacia para por segun sin sobre tras que como donde cuando`.split(
    /\s+/u,
  ),
);

// Mass nouns read well bare after a verb: "Levanté información", "Desarrollé software".
const massNouns = new Set(
  `informacion data software hardware codigo contenido personal mercaderia mercancia
documentacion material publicidad efectivo dinero stock trafico soporte`.split(/\s+/u),
);

// People: "Evaluación de alumno" would need "al alumno".
const personNouns = new Set(
  `alumno alumna usuario usuaria trabajador trabajadora operario operaria colaborador colaboradora
empleado empleada nino nina socio socia ciudadano ciudadana beneficiario beneficiaria asociado
asociada proveedor jefe jefa gerente docente profesor profesora paciente cliente
estudiante`.split(/\s+/u),
);

// Nouns in -a that are masculine: the Greek -ma family and a few everyday ones.
const masculineInA = new Set(
  `dia mapa planeta cometa sistema programa problema esquema tema clima idioma dilema lema poema
teorema emblema aroma fantasma panorama prisma plasma dogma drama enigma estigma paradigma
sintoma`.split(/\s+/u),
);
// Nouns whose ending would say the other gender.
const feminineExceptions = new Set(
  `mano foto moto libido labor flor piel miel carcel razon sazon lista revista pista vista
entrevista conquista`.split(/\s+/u),
);
const masculineExceptions = new Set(`avion camion kardex fax test`.split(/\s+/u));
// Nouns in -e (or -an) the ending cannot place: the everyday objects of a duty.
const masculineInE = new Set(
  `informe reporte expediente balance cierre lote paquete ajuste detalle componente ambiente
accidente incidente transporte requerimiento plan coche cheque`.split(/\s+/u),
);
const feminineInE = new Set(
  `base clase fase sede parte llave clave fuente calle nube frase noche gente red`.split(/\s+/u),
);
// Feminine nouns whose stressed first "a" asks for "el" (written without an accent).
const stressedA = new Set(
  `agua aula alma ala arma ancla arca asa hacha habla hambre`.split(/\s+/u),
);

/**
 * The article to write before an object that followed "de" in a noun of action: '' when it needs
 * none, 'el ' or 'la ' for a bare singular noun whose gender the ending tells, null when the
 * gender is unsure (then no rewrite is made).
 *
 * @example articleForObject('caja al cierre del turno') // 'la '
 * @example articleForObject('reportes mensuales') // ''
 * @example articleForObject('postre de temporada') // null
 */
export function articleForObject(object: string): '' | 'el ' | 'la ' | null {
  const word = /^\p{L}+/u.exec(object)?.[0];
  // A number, a quote, a bracket: the object is not a bare noun.
  if (word === undefined) return '';
  // A name, a product or an acronym takes no article: "Implementé SAP", "Desarrollé Landing Pages".
  if (/^\p{Lu}/u.test(word)) return '';
  const folded = foldText(word);
  if (determiners.has(folded) || massNouns.has(folded)) return '';
  // A person as the object asks for "a" ("Evalué al alumno"), which this rewrite does not write.
  if (personNouns.has(folded)) return null;
  // A plural reads well bare ("Elaboré reportes"); so does a word the ending cannot place.
  if (folded.endsWith('s')) return folded.endsWith('is') ? null : '';
  const gender = genderOf(folded);
  if (gender === null) return null;
  // A feminine noun opening with a stressed "a" takes "el": "el área", "el agua".
  if (gender === 'feminine' && (/^h?[áÁ]/u.test(word) || stressedA.has(folded))) return 'el ';
  return gender === 'feminine' ? 'la ' : 'el ';
}

/** The gender Spanish spelling makes sure of, or null where the ending allows both. */
function genderOf(folded: string): 'masculine' | 'feminine' | null {
  if (feminineExceptions.has(folded) || feminineInE.has(folded)) return 'feminine';
  if (masculineInE.has(folded)) return 'masculine';
  if (masculineExceptions.has(folded) || masculineInA.has(folded) || /grama$/u.test(folded)) {
    return 'masculine';
  }
  // "analista", "especialista": a person of either gender; "imagen", "margen", "orden": either.
  if (/(?:ista|gen|orden)$/u.test(folded)) return null;
  if (/(?:ion|dad|tad|tud|umbre|ie)$/u.test(folded)) return 'feminine';
  if (/a$/u.test(folded)) return 'feminine';
  // "almacén", "salón", "examen", "reglamento", "montaje", "proveedor", "nivel".
  if (/(?:o|aje|en|on|or|el|ol|il|ul)$/u.test(folded)) return 'masculine';
  return null;
}

// The personal "a" (issue 13, item 2): a verb done to people takes "a" before a person or a group
// of people ("Supervisé al personal", "Capacité a los practicantes"), and "Supervisión del
// personal" written as "Supervisé el personal" reads as a machine's Spanish. Only these verbs: with
// others ("Registré…", "Planifiqué…") the same object would be a thing handled, and no "a" is added.
const verbsDoneToPeople = new Set(
  `supervisar capacitar liderar coordinar asesorar atender dirigir entrenar formar orientar acompañar
inducir evaluar seleccionar reclutar contratar instruir guiar motivar sensibilizar cuidar vigilar
asistir visitar entrevistar vacunar`.split(/\s+/u),
);
// Of these, the ones that lead a group: "equipo" or "grupo" may be machines or sets of things
// ("Evaluación de equipos"), read as people only after a verb that leads them.
const verbsThatLead = new Set(
  `supervisar capacitar liderar coordinar asesorar dirigir entrenar formar orientar acompañar
instruir guiar motivar`.split(/\s+/u),
);
// Folded singulars and plurals: people and groups of people.
const peopleNouns = new Set(
  `personal cliente clientes practicante practicantes usuario usuarios alumno alumnos alumna alumnas
estudiante estudiantes trabajador trabajadores colaborador colaboradores paciente pacientes docente
docentes profesor profesores nino ninos ninas joven jovenes padres familias vendedor vendedores
tecnico tecnicos operario operarios asistentes agentes socios beneficiarios participantes voluntarios
becarios asesores supervisores analistas empleado empleados promotores ejecutivos auxiliares
internos pasantes colaboradoras trabajadoras ayudantes cajeros cajeras mecanicos estibadores
operadores lubricadores montacarguistas obreros vigilantes enfermeras enfermeros jefes`.split(
    /\s+/u,
  ),
);
const groupNouns = new Set(
  `equipo equipos grupo grupos cuadrilla cuadrillas brigada brigadas`.split(/\s+/u),
);

/**
 * What goes between the verbs of a rewritten noun of action and an object that followed "de" or
 * "del" when the object is people: "a " or "al " after verbs done to people ("Supervisión del
 * personal" → "Supervisé al personal", "Capacitación de los practicantes" → "Capacité a los
 * practicantes"); null when the object is people but a verb is not one done to them (the bullet
 * stays as written); undefined when the object is not people (the caller's usual article).
 *
 * @example personalObjectMarker(['supervisar'], 'personal de planta', 'del') // 'al '
 * @example personalObjectMarker(['capacitar'], 'practicantes nuevos', 'de') // 'a '
 * @example personalObjectMarker(['elaborar'], 'reportes', 'de') // undefined
 */
export function personalObjectMarker(
  infinitives: readonly string[],
  object: string,
  preposition: 'de' | 'del',
): 'a ' | 'al ' | null | undefined {
  const words = [...foldText(object).matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]);
  // A counted group ("4 técnicos", "dos asistentes") is as definite as "los técnicos": people
  // counted take the "a" ("Supervisé a 4 técnicos"). A name first keeps the object as it is.
  const counted = /^(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/u.test(
    words[0] ?? '',
  );
  const hasArticle =
    preposition === 'del' || counted || /^(?:el|la|los|las)$/u.test(words[0] ?? '');
  const noun = preposition === 'de' && hasArticle ? words[1] : words[0];
  if (noun === undefined) return undefined;
  // A bare group ("Supervisión de equipos") may be machines: only "del equipo", "de los grupos".
  const group = groupNouns.has(noun) && hasArticle;
  if (!peopleNouns.has(noun) && !group) return undefined;
  const verbs = group ? verbsThatLead : verbsDoneToPeople;
  if (!infinitives.every((infinitive) => verbs.has(infinitive))) {
    // A thing-handling verb before a bare plural reads well ("Registré clientes nuevos"); before a
    // definite person it would need the "a" it cannot take: left as written.
    return hasArticle && !group ? null : undefined;
  }
  // "Supervisión de personal" names the task: "Supervisé personal" keeps its bare object.
  if (!hasArticle && noun === 'personal') return undefined;
  return preposition === 'del' ? 'al ' : 'a ';
}
