// Action verbs (issue 3, stages 3 and 4): analyse asks whether a bullet starts with one, optimise
// conjugates one when it rewrites "Me encargué de coordinar…" as "Coordiné…". Only verbs in this
// table are conjugated, so a rewrite never produces a wrong form; detection also accepts any word
// with the shape of a preterite ("Gestioné", "Dirigió", "Managed").
import { foldText } from '../language/fold-text';

/** The verb forms optimise writes: "Coordiné", "Coordino", "Coordinaba". */
export const verbTenses = ['preterite', 'present', 'imperfect'] as const;
export type VerbTense = (typeof verbTenses)[number];

type IrregularForms = Partial<Record<VerbTense | 'preteriteThird' | 'presentThird', string>>;

// Regular Spanish verbs people start CV bullets with (infinitives, with accents where they go).
const regularSpanishVerbs = `gestionar coordinar elaborar supervisar administrar organizar planificar implementar
ejecutar evaluar preparar revisar analizar controlar dirigir liderar desarrollar diseñar crear
optimizar mejorar aumentar incrementar lograr negociar capacitar asesorar registrar conciliar
calcular declarar auditar verificar monitorear realizar apoyar participar colaborar brindar
redactar programar instalar configurar migrar automatizar documentar presentar vender comprar
cotizar despachar liquidar facturar cobrar pagar archivar digitar orientar tramitar validar
consolidar proyectar formular estructurar integrar actualizar identificar investigar enseñar
dictar recopilar procesar emitir asistir recibir cumplir definir lanzar ahorrar ampliar generar
ganar alcanzar superar encabezar fiscalizar inspeccionar seleccionar reclutar entrevistar
contratar acompañar atender resolver obtener mantener proponer promover construir
distribuir contribuir reducir producir conducir introducir hacer establecer fortalecer ofrecer
servir medir corregir comenzar empezar demostrar probar aprobar recomendar elegir mediar
custodiar clasificar inventariar abastecer ejercer impulsar ejercer diagnosticar atender
sistematizar actualizar evaluar gestionar fomentar manejar operar dirigir asegurar garantizar`;

// Spelling and stem changes the regular rules would get wrong (only the forms that differ).
const irregularSpanishVerbs: Record<string, IrregularForms> = {
  atender: { present: 'atiendo', presentThird: 'atiende' },
  resolver: { present: 'resuelvo', presentThird: 'resuelve' },
  obtener: { preterite: 'obtuve', preteriteThird: 'obtuvo', present: 'obtengo' },
  mantener: { preterite: 'mantuve', preteriteThird: 'mantuvo', present: 'mantengo' },
  proponer: { preterite: 'propuse', preteriteThird: 'propuso', present: 'propongo' },
  promover: { present: 'promuevo', presentThird: 'promueve' },
  construir: { preteriteThird: 'construyó', present: 'construyo', presentThird: 'construye' },
  distribuir: { preteriteThird: 'distribuyó', present: 'distribuyo', presentThird: 'distribuye' },
  contribuir: { preteriteThird: 'contribuyó', present: 'contribuyo', presentThird: 'contribuye' },
  reducir: { preterite: 'reduje', preteriteThird: 'redujo', present: 'reduzco' },
  producir: { preterite: 'produje', preteriteThird: 'produjo', present: 'produzco' },
  conducir: { preterite: 'conduje', preteriteThird: 'condujo', present: 'conduzco' },
  introducir: { preterite: 'introduje', preteriteThird: 'introdujo', present: 'introduzco' },
  hacer: { preterite: 'hice', preteriteThird: 'hizo', present: 'hago' },
  establecer: { present: 'establezco' },
  fortalecer: { present: 'fortalezco' },
  ofrecer: { present: 'ofrezco' },
  abastecer: { present: 'abastezco' },
  servir: { preteriteThird: 'sirvió', present: 'sirvo', presentThird: 'sirve' },
  medir: { preteriteThird: 'midió', present: 'mido', presentThird: 'mide' },
  corregir: { preteriteThird: 'corrigió', present: 'corrijo', presentThird: 'corrige' },
  elegir: { preteriteThird: 'eligió', present: 'elijo', presentThird: 'elige' },
  dirigir: { present: 'dirijo' },
  comenzar: { present: 'comienzo', presentThird: 'comienza' },
  empezar: { present: 'empiezo', presentThird: 'empieza' },
  demostrar: { present: 'demuestro', presentThird: 'demuestra' },
  probar: { present: 'pruebo', presentThird: 'prueba' },
  aprobar: { present: 'apruebo', presentThird: 'aprueba' },
  recomendar: { present: 'recomiendo', presentThird: 'recomienda' },
  ejercer: { present: 'ejerzo' },
  evaluar: { present: 'evalúo', presentThird: 'evalúa' },
  ampliar: { present: 'amplío', presentThird: 'amplía' },
};

const englishVerbs = `managed manage led lead coordinated coordinate developed develop designed design built
build created create implemented implement improved improve increased increase reduced reduce
achieved achieve analysed analyzed analyse analyze planned plan organised organized organise
organize supervised supervise trained train prepared prepare delivered deliver launched launch
negotiated negotiate sold sell wrote write drove drive grew grow taught teach ran run made make
established establish executed execute optimised optimized optimise optimize automated automate
maintained maintain resolved resolve supported support assisted assist handled handle processed
process reviewed review audited audit administered administer directed direct oversaw oversee
conducted conduct performed perform generated generate saved save won win served serve
collaborated collaborate partnered partner presented present researched research tested test
deployed deploy migrated migrate configured configure installed install documented document
monitored monitor reported report prepared mentored mentor recruited recruit hired hire
streamlined streamline spearheaded spearhead owned own shipped ship`;

/** Nouns of action and the verb a rewrite uses for them ("la gestión de" → "gestioné"). */
export const nominalisedVerbs: Readonly<Record<string, string>> = {
  gestion: 'gestionar',
  coordinacion: 'coordinar',
  elaboracion: 'elaborar',
  supervision: 'supervisar',
  administracion: 'administrar',
  organizacion: 'organizar',
  planificacion: 'planificar',
  implementacion: 'implementar',
  ejecucion: 'ejecutar',
  evaluacion: 'evaluar',
  preparacion: 'preparar',
  revision: 'revisar',
  programacion: 'programar',
  capacitacion: 'capacitar',
  verificacion: 'verificar',
  actualizacion: 'actualizar',
  consolidacion: 'consolidar',
  conciliacion: 'conciliar',
  redaccion: 'redactar',
  documentacion: 'documentar',
  negociacion: 'negociar',
  facturacion: 'facturar',
  cotizacion: 'cotizar',
  liquidacion: 'liquidar',
};

type SpanishVerb = { readonly infinitive: string; readonly forms: Record<VerbTense, string> };

/** Regular conjugation with the spelling changes of -car, -gar, -zar in the first person. */
function conjugateSpanish(infinitive: string): SpanishVerb & { thirdPersonForms: string[] } {
  const stem = infinitive.slice(0, -2);
  const ending = infinitive.slice(-2);
  const irregular = irregularSpanishVerbs[infinitive] ?? {};
  const isAr = ending === 'ar';
  const preteriteStem = isAr
    ? stem.replace(/c$/u, 'qu').replace(/g$/u, 'gu').replace(/z$/u, 'c')
    : stem;
  const forms: Record<VerbTense, string> = {
    preterite: irregular.preterite ?? `${preteriteStem}${isAr ? 'é' : 'í'}`,
    present: irregular.present ?? `${stem}o`,
    imperfect: `${stem}${isAr ? 'aba' : 'ía'}`,
  };
  const thirdPersonForms = [
    irregular.preteriteThird ?? `${stem}${isAr ? 'ó' : 'ió'}`,
    irregular.presentThird ?? `${stem}${isAr ? 'a' : 'e'}`,
  ];
  return { infinitive, forms, thirdPersonForms };
}

const spanishVerbs: ReadonlyMap<string, SpanishVerb> = new Map(
  regularSpanishVerbs
    .split(/\s+/u)
    .filter((verb) => verb !== '')
    .map((infinitive) => [foldText(infinitive), conjugateSpanish(infinitive)] as const),
);

const actionVerbForms: ReadonlySet<string> = new Set([
  ...[...spanishVerbs.values()].flatMap((verb) => {
    const { thirdPersonForms } = conjugateSpanish(verb.infinitive);
    return [verb.infinitive, ...Object.values(verb.forms), ...thirdPersonForms].map(foldText);
  }),
  ...englishVerbs.split(/\s+/u).filter((verb) => verb !== ''),
]);

/**
 * Conjugates a verb of the table in the first person, or null when it is not in the table (the
 * caller then leaves the text alone rather than guess a form).
 *
 * @example conjugateVerb('organizar', 'preterite') // 'organicé'
 */
export function conjugateVerb(infinitive: string, tense: VerbTense): string | null {
  return spanishVerbs.get(foldText(infinitive))?.forms[tense] ?? null;
}

/**
 * True when the text's first word is an action verb: one of the table in any common form, or a
 * word shaped like a preterite ("Gestioné", "Dirigió", "Streamlined").
 *
 * @example startsWithActionVerb('Concilié 40 cuentas bancarias') // true
 * @example startsWithActionVerb('Responsable de la caja') // false
 */
export function startsWithActionVerb(text: string): boolean {
  const firstWord = /\p{L}+/u.exec(text)?.[0];
  if (firstWord === undefined) return false;
  const folded = foldText(firstWord);
  if (actionVerbForms.has(folded)) return true;
  // A Spanish preterite ends in a stressed vowel ("Gestioné", "Participé", "Asistí", "Lideró").
  if (firstWord.length >= 5 && /[éíó]$/u.test(firstWord)) return true;
  return firstWord.length >= 5 && /[a-z]ed$/u.test(folded) && /^[A-Z]/u.test(firstWord);
}
