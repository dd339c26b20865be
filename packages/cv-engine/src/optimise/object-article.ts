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
  `mano foto moto libido labor flor piel miel carcel razon sazon`.split(/\s+/u),
);
const masculineExceptions = new Set(`avion camion`.split(/\s+/u));
// Nouns in -e (or -an) the ending cannot place: the everyday objects of a duty.
const masculineInE = new Set(
  `informe reporte expediente balance cierre lote paquete ajuste detalle componente ambiente
accidente incidente transporte requerimiento plan`.split(/\s+/u),
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
