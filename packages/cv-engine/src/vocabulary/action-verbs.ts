// Action verbs (issue 3, stages 3 and 4; issue 13, item 2): analyse asks whether a bullet starts
// with one, optimise conjugates one when it rewrites "Elaboración de reportes" as "Elaboré
// reportes". One table serves both, so a rewrite always produces what analyse calls an action verb,
// and the forms a rewrite may add are a closed list (`isRewriteVerbForm`): the evaluation counts
// any other new word as invented (PRODUCT.md §4). Only verbs in the table are conjugated, so a
// rewrite never produces a wrong form; detection also accepts any word shaped like a preterite.
import { foldText } from '../language/fold-text';

/** The Spanish verb forms optimise writes: "Coordiné", "Coordino", "Coordinaba". */
export const verbTenses = ['preterite', 'present', 'imperfect'] as const;
export type VerbTense = (typeof verbTenses)[number];

/** The English forms optimise writes: "Managed" for an ended job, "Manage" for a current one. */
export type EnglishVerbTense = 'past' | 'present';

type SpanishFormKind =
  VerbTense | 'preteriteThird' | 'presentThird' | 'gerund' | 'participle' | 'infinitive';
type IrregularForms = Partial<Record<SpanishFormKind, string>>;

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
custodiar clasificar inventariar abastecer ejercer impulsar diagnosticar sistematizar fomentar
manejar operar asegurar garantizar usar utilizar editar detectar reparar limpiar entregar
publicar difundir traducir modelar simular depurar desplegar recolectar capturar informar
reportar comunicar solucionar instruir motivar diagramar estandarizar modernizar digitalizar
fundar manipular trabajar laborar ayudar cuadrar ordenar responder embalar almacenar
transportar cargar descargar montar ensamblar soldar dibujar maquetar codificar testear consumir
tutorar acompañar guiar promocionar contabilizar encuestar tabular transcribir escanear imprimir
recepcionar agendar conformar formar entrenar levantar relevar mitigar velar efectuar llevar
expandir abrir exponer sustentar defender autorizar firmar absolver conseguir prevenir inducir
disminuir cerrar escribir cuidar vigilar proteger estudiar preparar participar
asumir coordinar dar armar contar arquear visitar ingresar etiquetar reponer prospectar captar
fidelizar importar exportar recaudar enviar recoger trasladar rotular modificar adecuar tasar
valorizar desempeñar dispensar repartir asignar interpretar mapear adquirir renovar
recuperar retener estimar planear posicionar dimensionar calibrar inscribir notificar conservar
divulgar sensibilizar buscar tomar bajar compilar otorgar regularizar reestructurar imprimir
fabricar testear contestar llamar saludar calificar empacar acomodar lavar pintar sembrar
cosechar curar cocinar exhibir virtualizar provisionar vacunar visualizar extraer derivar
aplicar ubicar cambiar cortar orquestar ponderar determinar rediseñar ajustar tender`;

// Spelling and stem changes the regular rules would get wrong (only the forms that differ).
const irregularSpanishVerbs: Record<string, IrregularForms> = {
  atender: { present: 'atiendo', presentThird: 'atiende' },
  resolver: { present: 'resuelvo', presentThird: 'resuelve', participle: 'resuelto' },
  obtener: {
    preterite: 'obtuve',
    preteriteThird: 'obtuvo',
    present: 'obtengo',
    presentThird: 'obtiene',
  },
  extraer: {
    preterite: 'extraje',
    preteriteThird: 'extrajo',
    present: 'extraigo',
    gerund: 'extrayendo',
    participle: 'extraído',
  },
  mantener: {
    preterite: 'mantuve',
    preteriteThird: 'mantuvo',
    present: 'mantengo',
    presentThird: 'mantiene',
  },
  proponer: {
    preterite: 'propuse',
    preteriteThird: 'propuso',
    present: 'propongo',
    participle: 'propuesto',
  },
  promover: { present: 'promuevo', presentThird: 'promueve' },
  construir: {
    preteriteThird: 'construyó',
    present: 'construyo',
    presentThird: 'construye',
    gerund: 'construyendo',
  },
  distribuir: {
    preteriteThird: 'distribuyó',
    present: 'distribuyo',
    presentThird: 'distribuye',
    gerund: 'distribuyendo',
  },
  contribuir: {
    preteriteThird: 'contribuyó',
    present: 'contribuyo',
    presentThird: 'contribuye',
    gerund: 'contribuyendo',
  },
  instruir: {
    preteriteThird: 'instruyó',
    present: 'instruyo',
    presentThird: 'instruye',
    gerund: 'instruyendo',
  },
  reducir: { preterite: 'reduje', preteriteThird: 'redujo', present: 'reduzco' },
  producir: { preterite: 'produje', preteriteThird: 'produjo', present: 'produzco' },
  conducir: { preterite: 'conduje', preteriteThird: 'condujo', present: 'conduzco' },
  introducir: { preterite: 'introduje', preteriteThird: 'introdujo', present: 'introduzco' },
  traducir: { preterite: 'traduje', preteriteThird: 'tradujo', present: 'traduzco' },
  hacer: { preterite: 'hice', preteriteThird: 'hizo', present: 'hago', participle: 'hecho' },
  establecer: { present: 'establezco' },
  fortalecer: { present: 'fortalezco' },
  ofrecer: { present: 'ofrezco' },
  abastecer: { present: 'abastezco' },
  servir: {
    preteriteThird: 'sirvió',
    present: 'sirvo',
    presentThird: 'sirve',
    gerund: 'sirviendo',
  },
  medir: { preteriteThird: 'midió', present: 'mido', presentThird: 'mide', gerund: 'midiendo' },
  corregir: {
    preteriteThird: 'corrigió',
    present: 'corrijo',
    presentThird: 'corrige',
    gerund: 'corrigiendo',
  },
  elegir: {
    preteriteThird: 'eligió',
    present: 'elijo',
    presentThird: 'elige',
    gerund: 'eligiendo',
  },
  dirigir: { present: 'dirijo' },
  comenzar: { present: 'comienzo', presentThird: 'comienza' },
  empezar: { present: 'empiezo', presentThird: 'empieza' },
  demostrar: { present: 'demuestro', presentThird: 'demuestra' },
  probar: { present: 'pruebo', presentThird: 'prueba' },
  aprobar: { present: 'apruebo', presentThird: 'aprueba' },
  recomendar: { present: 'recomiendo', presentThird: 'recomienda' },
  desplegar: { present: 'despliego', presentThird: 'despliega' },
  ejercer: { present: 'ejerzo' },
  evaluar: { present: 'evalúo', presentThird: 'evalúa' },
  ampliar: { present: 'amplío', presentThird: 'amplía' },
  enviar: { present: 'envío', presentThird: 'envía' },
  cerrar: { present: 'cierro', presentThird: 'cierra' },
  contar: { present: 'cuento', presentThird: 'cuenta' },
  reponer: {
    preterite: 'repuse',
    preteriteThird: 'repuso',
    present: 'repongo',
    participle: 'repuesto',
  },
  recoger: { present: 'recojo' },
  conseguir: {
    preteriteThird: 'consiguió',
    present: 'consigo',
    presentThird: 'consigue',
    gerund: 'consiguiendo',
  },
  prevenir: {
    preterite: 'previne',
    preteriteThird: 'previno',
    present: 'prevengo',
    presentThird: 'previene',
    gerund: 'previniendo',
  },
  exponer: {
    preterite: 'expuse',
    preteriteThird: 'expuso',
    present: 'expongo',
    participle: 'expuesto',
  },
  inducir: { preterite: 'induje', preteriteThird: 'indujo', present: 'induzco' },
  disminuir: {
    preteriteThird: 'disminuyó',
    present: 'disminuyo',
    presentThird: 'disminuye',
    gerund: 'disminuyendo',
  },
  absolver: { present: 'absuelvo', presentThird: 'absuelve', participle: 'absuelto' },
  defender: { present: 'defiendo', presentThird: 'defiende' },
  abrir: { participle: 'abierto' },
  escribir: { participle: 'escrito' },
  transcribir: { participle: 'transcrito' },
  adquirir: { present: 'adquiero', presentThird: 'adquiere' },
  renovar: { present: 'renuevo', presentThird: 'renueva' },
  retener: {
    preterite: 'retuve',
    preteriteThird: 'retuvo',
    present: 'retengo',
    presentThird: 'retiene',
  },
  inscribir: { participle: 'inscrito' },
  imprimir: { participle: 'impreso' },
  sembrar: { present: 'siembro', presentThird: 'siembra' },
  soldar: { present: 'sueldo', presentThird: 'suelda' },
  tender: { present: 'tiendo', presentThird: 'tiende' },
  dar: {
    preterite: 'di',
    preteriteThird: 'dio',
    present: 'doy',
    presentThird: 'da',
    imperfect: 'daba',
  },
};

type SpanishNominal = { readonly verb: string; readonly prepositions?: readonly string[] };

/**
 * Nouns of action (folded) and the verb a rewrite uses for them: "Elaboración de reportes" →
 * "Elaboré reportes". The object after "de" becomes the verb's object; `prepositions` are the
 * others the verb keeps ("Participación en" → "Participé en", "Atención al cliente" → "Atendí al
 * cliente").
 */
export const spanishNominalisations: Readonly<Record<string, SpanishNominal>> = {
  gestion: { verb: 'gestionar' },
  coordinacion: { verb: 'coordinar', prepositions: ['con'] },
  elaboracion: { verb: 'elaborar' },
  supervision: { verb: 'supervisar' },
  administracion: { verb: 'administrar' },
  organizacion: { verb: 'organizar' },
  planificacion: { verb: 'planificar' },
  implementacion: { verb: 'implementar' },
  ejecucion: { verb: 'ejecutar' },
  evaluacion: { verb: 'evaluar' },
  preparacion: { verb: 'preparar' },
  revision: { verb: 'revisar' },
  programacion: { verb: 'programar' },
  capacitacion: { verb: 'capacitar', prepositions: ['a', 'al'] },
  verificacion: { verb: 'verificar' },
  actualizacion: { verb: 'actualizar' },
  consolidacion: { verb: 'consolidar' },
  conciliacion: { verb: 'conciliar' },
  redaccion: { verb: 'redactar' },
  documentacion: { verb: 'documentar' },
  negociacion: { verb: 'negociar', prepositions: ['con'] },
  facturacion: { verb: 'facturar' },
  cotizacion: { verb: 'cotizar' },
  incremento: { verb: 'incrementar' },
  rediseno: { verb: 'rediseñar' },
  aplicacion: { verb: 'aplicar' },
  ubicacion: { verb: 'ubicar' },
  cambio: { verb: 'cambiar' },
  corte: { verb: 'cortar' },
  ajuste: { verb: 'ajustar' },
  tendido: { verb: 'tender' },
  orquestacion: { verb: 'orquestar' },
  ponderacion: { verb: 'ponderar' },
  determinacion: { verb: 'determinar' },
  liquidacion: { verb: 'liquidar' },
  creacion: { verb: 'crear' },
  desarrollo: { verb: 'desarrollar' },
  diseno: { verb: 'diseñar' },
  edicion: { verb: 'editar' },
  deteccion: { verb: 'detectar' },
  resolucion: { verb: 'resolver' },
  recopilacion: { verb: 'recopilar' },
  procesamiento: { verb: 'procesar' },
  analisis: { verb: 'analizar' },
  participacion: { verb: 'participar', prepositions: ['en'] },
  colaboracion: { verb: 'colaborar', prepositions: ['en', 'con'] },
  contribucion: { verb: 'contribuir', prepositions: ['a', 'al', 'en'] },
  cumplimiento: { verb: 'cumplir', prepositions: ['con'] },
  uso: { verb: 'usar' },
  utilizacion: { verb: 'utilizar' },
  atencion: { verb: 'atender', prepositions: ['a', 'al', 'en'] },
  asistencia: { verb: 'asistir', prepositions: ['a', 'al', 'en'] },
  asesoria: { verb: 'asesorar', prepositions: ['a', 'al'] },
  asesoramiento: { verb: 'asesorar', prepositions: ['a', 'al'] },
  mantenimiento: { verb: 'mantener' },
  manejo: { verb: 'manejar' },
  registro: { verb: 'registrar' },
  venta: { verb: 'vender', prepositions: ['a', 'al'] },
  compra: { verb: 'comprar' },
  cobranza: { verb: 'cobrar' },
  despacho: { verb: 'despachar' },
  calculo: { verb: 'calcular' },
  diagnostico: { verb: 'diagnosticar' },
  inspeccion: { verb: 'inspeccionar' },
  instalacion: { verb: 'instalar' },
  configuracion: { verb: 'configurar' },
  migracion: { verb: 'migrar' },
  automatizacion: { verb: 'automatizar' },
  optimizacion: { verb: 'optimizar' },
  mejora: { verb: 'mejorar' },
  reduccion: { verb: 'reducir' },
  seleccion: { verb: 'seleccionar' },
  reclutamiento: { verb: 'reclutar' },
  contratacion: { verb: 'contratar' },
  monitoreo: { verb: 'monitorear' },
  fiscalizacion: { verb: 'fiscalizar' },
  auditoria: { verb: 'auditar' },
  clasificacion: { verb: 'clasificar' },
  distribucion: { verb: 'distribuir' },
  produccion: { verb: 'producir' },
  construccion: { verb: 'construir' },
  formulacion: { verb: 'formular' },
  integracion: { verb: 'integrar' },
  identificacion: { verb: 'identificar' },
  investigacion: { verb: 'investigar' },
  ensenanza: { verb: 'enseñar' },
  emision: { verb: 'emitir' },
  recepcion: { verb: 'recibir' },
  definicion: { verb: 'definir' },
  lanzamiento: { verb: 'lanzar' },
  generacion: { verb: 'generar' },
  digitacion: { verb: 'digitar' },
  orientacion: { verb: 'orientar', prepositions: ['a', 'al'] },
  tramite: { verb: 'tramitar' },
  tramitacion: { verb: 'tramitar' },
  validacion: { verb: 'validar' },
  presentacion: { verb: 'presentar' },
  estructuracion: { verb: 'estructurar' },
  conduccion: { verb: 'conducir' },
  establecimiento: { verb: 'establecer' },
  fortalecimiento: { verb: 'fortalecer' },
  promocion: { verb: 'promover' },
  control: { verb: 'controlar' },
  apoyo: { verb: 'apoyar', prepositions: ['en', 'a', 'al', 'con'] },
  direccion: { verb: 'dirigir' },
  liderazgo: { verb: 'liderar' },
  reparacion: { verb: 'reparar' },
  limpieza: { verb: 'limpiar' },
  // "Entrega a clientes" → "Entregué a clientes" would lose what was handed over.
  entrega: { verb: 'entregar' },
  publicacion: { verb: 'publicar' },
  difusion: { verb: 'difundir' },
  traduccion: { verb: 'traducir' },
  modelado: { verb: 'modelar' },
  modelamiento: { verb: 'modelar' },
  simulacion: { verb: 'simular' },
  depuracion: { verb: 'depurar' },
  despliegue: { verb: 'desplegar' },
  recoleccion: { verb: 'recolectar' },
  captura: { verb: 'capturar' },
  estandarizacion: { verb: 'estandarizar' },
  digitalizacion: { verb: 'digitalizar' },
  diagramacion: { verb: 'diagramar' },
  manipulacion: { verb: 'manipular' },
  realizacion: { verb: 'realizar' },
  archivo: { verb: 'archivar' },
  cobro: { verb: 'cobrar' },
  pago: { verb: 'pagar', prepositions: ['a', 'al'] },
  carga: { verb: 'cargar' },
  descarga: { verb: 'descargar' },
  armado: { verb: 'armar' },
  medicion: { verb: 'medir' },
  vigilancia: { verb: 'vigilar' },
  custodia: { verb: 'custodiar' },
  cuidado: { verb: 'cuidar' },
  dictado: { verb: 'dictar' },
  correccion: { verb: 'corregir' },
  transcripcion: { verb: 'transcribir' },
  contabilizacion: { verb: 'contabilizar' },
  declaracion: { verb: 'declarar' },
  prevencion: { verb: 'prevenir' },
  solucion: { verb: 'solucionar' },
  absolucion: { verb: 'absolver' },
  apertura: { verb: 'abrir' },
  cierre: { verb: 'cerrar' },
  cuadre: { verb: 'cuadrar' },
  conteo: { verb: 'contar' },
  respuesta: { verb: 'responder', prepositions: ['a', 'al'] },
  ensamblaje: { verb: 'ensamblar' },
  embalaje: { verb: 'embalar' },
  almacenamiento: { verb: 'almacenar' },
  transporte: { verb: 'transportar' },
  induccion: { verb: 'inducir', prepositions: ['a', 'al'] },
  entrenamiento: { verb: 'entrenar', prepositions: ['a', 'al'] },
  formacion: { verb: 'formar' },
  acompanamiento: { verb: 'acompañar', prepositions: ['a', 'al'] },
  arqueo: { verb: 'arquear' },
  visita: { verb: 'visitar', prepositions: ['a', 'al'] },
  levantamiento: { verb: 'levantar' },
  ingreso: { verb: 'ingresar' },
  etiquetado: { verb: 'etiquetar' },
  // Field, kitchen and workshop work.
  lavado: { verb: 'lavar' },
  pintado: { verb: 'pintar' },
  siembra: { verb: 'sembrar' },
  cosecha: { verb: 'cosechar' },
  curacion: { verb: 'curar' },
  reposicion: { verb: 'reponer' },
  prospeccion: { verb: 'prospectar' },
  calificacion: { verb: 'calificar' },
  empaque: { verb: 'empacar' },
  empaquetado: { verb: 'empacar' },
  captacion: { verb: 'captar' },
  fidelizacion: { verb: 'fidelizar' },
  importacion: { verb: 'importar' },
  exportacion: { verb: 'exportar' },
  recaudacion: { verb: 'recaudar' },
  aprobacion: { verb: 'aprobar' },
  autorizacion: { verb: 'autorizar' },
  envio: { verb: 'enviar' },
  recojo: { verb: 'recoger' },
  traslado: { verb: 'trasladar' },
  operacion: { verb: 'operar' },
  rotulado: { verb: 'rotular' },
  codificacion: { verb: 'codificar' },
  modificacion: { verb: 'modificar' },
  adecuacion: { verb: 'adecuar' },
  sustentacion: { verb: 'sustentar' },
  exposicion: { verb: 'exponer' },
  tasacion: { verb: 'tasar' },
  valorizacion: { verb: 'valorizar' },
  desempeno: { verb: 'desempeñar' },
  dispensacion: { verb: 'dispensar' },
  reparto: { verb: 'repartir', prepositions: ['a', 'al'] },
  asignacion: { verb: 'asignar' },
  interpretacion: { verb: 'interpretar' },
  mapeo: { verb: 'mapear' },
  adquisicion: { verb: 'adquirir' },
  renovacion: { verb: 'renovar' },
  recuperacion: { verb: 'recuperar' },
  retencion: { verb: 'retener' },
  estimacion: { verb: 'estimar' },
  planeamiento: { verb: 'planear' },
  posicionamiento: { verb: 'posicionar' },
  dimensionamiento: { verb: 'dimensionar' },
  calibracion: { verb: 'calibrar' },
  inscripcion: { verb: 'inscribir' },
  notificacion: { verb: 'notificar' },
  conservacion: { verb: 'conservar' },
  divulgacion: { verb: 'divulgar' },
  sensibilizacion: { verb: 'sensibilizar', prepositions: ['a', 'al'] },
  busqueda: { verb: 'buscar' },
  toma: { verb: 'tomar' },
  compilacion: { verb: 'compilar' },
  otorgamiento: { verb: 'otorgar' },
  regularizacion: { verb: 'regularizar' },
  reestructuracion: { verb: 'reestructurar' },
  abastecimiento: { verb: 'abastecer' },
  ordenamiento: { verb: 'ordenar' },
  relevamiento: { verb: 'relevar' },
  sistematizacion: { verb: 'sistematizar' },
  tabulacion: { verb: 'tabular' },
  impresion: { verb: 'imprimir' },
  montaje: { verb: 'montar' },
  testeo: { verb: 'testear' },
  instruccion: { verb: 'instruir' },
  mediacion: { verb: 'mediar', prepositions: ['en', 'entre'] },
  fabricacion: { verb: 'fabricar' },
  dibujo: { verb: 'dibujar' },
  logro: { verb: 'lograr' },
  ampliacion: { verb: 'ampliar' },
  propuesta: { verb: 'proponer' },
  virtualizacion: { verb: 'virtualizar' },
  provision: { verb: 'provisionar' },
  exhibicion: { verb: 'exhibir' },
  vacunacion: { verb: 'vacunar', prepositions: ['a', 'al'] },
  extraccion: { verb: 'extraer' },
  visualizacion: { verb: 'visualizar' },
  maquetacion: { verb: 'maquetar' },
  derivacion: { verb: 'derivar' },
};

type SpanishVerb = {
  readonly infinitive: string;
  readonly forms: Readonly<Record<SpanishFormKind, string>>;
};

/** Regular conjugation with the spelling changes of -car, -gar, -zar in the first person. */
function conjugateSpanish(infinitive: string): SpanishVerb {
  const stem = infinitive.slice(0, -2);
  const isAr = infinitive.endsWith('ar');
  const irregular = irregularSpanishVerbs[infinitive] ?? {};
  const preteriteStem = isAr
    ? stem.replace(/c$/u, 'qu').replace(/g$/u, 'gu').replace(/z$/u, 'c')
    : stem;
  const forms: Record<SpanishFormKind, string> = {
    infinitive,
    preterite: irregular.preterite ?? `${preteriteStem}${isAr ? 'é' : 'í'}`,
    present: irregular.present ?? `${stem}o`,
    imperfect: `${stem}${isAr ? 'aba' : 'ía'}`,
    preteriteThird: irregular.preteriteThird ?? `${stem}${isAr ? 'ó' : 'ió'}`,
    presentThird: irregular.presentThird ?? `${stem}${isAr ? 'a' : 'e'}`,
    gerund: irregular.gerund ?? `${stem}${isAr ? 'ando' : 'iendo'}`,
    participle: irregular.participle ?? `${stem}${isAr ? 'ado' : 'ido'}`,
  };
  return { infinitive, forms };
}

const spanishVerbs: ReadonlyMap<string, SpanishVerb> = new Map(
  regularSpanishVerbs
    .split(/\s+/u)
    .filter((verb) => verb !== '')
    .map((infinitive) => [foldText(infinitive), conjugateSpanish(infinitive)] as const),
);

type SpanishFormEntry = { readonly verb: SpanishVerb; readonly kind: SpanishFormKind };

// Accents tell "apoyó" (preterite) from "apoyo" (present): a word is looked up as written first,
// then folded, for CVs typed without accents ("gestione"). Folded collisions keep the first
// person, listed first.
const spanishKindOrder: readonly SpanishFormKind[] = [
  'infinitive',
  'present',
  'preterite',
  'imperfect',
  'gerund',
  'participle',
  'presentThird',
  'preteriteThird',
];
const spanishExactIndex = new Map<string, SpanishFormEntry>();
const spanishFoldedIndex = new Map<string, SpanishFormEntry>();
for (const kind of spanishKindOrder) {
  for (const verb of spanishVerbs.values()) {
    const form = verb.forms[kind];
    if (!spanishExactIndex.has(form)) spanishExactIndex.set(form, { verb, kind });
    if (!spanishFoldedIndex.has(foldText(form)))
      spanishFoldedIndex.set(foldText(form), { verb, kind });
  }
}

function lookUpSpanishForm(word: string): SpanishFormEntry | undefined {
  const exact = spanishExactIndex.get(word.toLocaleLowerCase('es'));
  if (exact !== undefined) return exact;
  // Without its accent a preterite can be a noun of action ("cuadre"/"cuadré"): the noun wins.
  const folded = foldText(word);
  return spanishNominalisations[folded] === undefined ? spanishFoldedIndex.get(folded) : undefined;
}

// English: "base" or "base/past" when the past is irregular or doubles its last consonant.
const englishVerbList = `manage lead/led coordinate develop design build/built create implement improve increase
reduce achieve analyse analyze plan/planned organise organize supervise train prepare deliver launch
negotiate sell/sold write/wrote drive/drove grow/grew teach/taught run/ran make/made establish
execute optimise optimize automate maintain resolve support assist handle process review audit
administer direct oversee/oversaw conduct perform generate save win/won serve collaborate partner
present research test deploy migrate configure install document monitor report mentor recruit hire
streamline spearhead own ship/shipped architect engineer refactor integrate evaluate facilitate
contribute provide identify apply record engage track translate edit publish coach guide instruct
host found program/programmed simulate calculate estimate forecast/forecast prioritise prioritize
define expand extend scale secure consolidate standardise standardize transform upgrade
troubleshoot/troubleshot debug/debugged fix repair inspect verify validate collect gather compile
extract visualise visualize predict detect classify accelerate decrease minimise minimize
maximise maximize participate help enable introduce initiate pioneer invent devise draft author
produce procure purchase acquire schedule arrange chair represent advise consult counsel
negotiate select assess deliver operate supervise oversee/oversaw lecture convert cut/cut
construct head formulate conceive/conceived adapt rewrite/rewrote redesign rebuild/rebuilt
refine modernise modernize digitise digitize distribute elaborate register reconcile
update answer greet respond communicate solve exceed ensure liaise keep/kept attend file open close
clean receive onboard`;

// English verbs that are also common nouns: "Support for…", "Research on…", "Design of…". As a
// bare opening they are not rewritten, and "of/for/on" after them means the noun.
const englishNounLikeVerbs = new Set(
  `support research design plan test review process report document present record audit lead
ship own train partner host program forecast draft author engineer architect track edit coach
guide schedule chair help fix head cut scale monitor mentor update answer file increase`.split(
    /\s+/u,
  ),
);

type EnglishVerb = {
  readonly base: string;
  readonly past: string;
  readonly third: string;
  readonly gerund: string;
};

function conjugateEnglish(entry: string): EnglishVerb {
  const [base = entry, irregularPast] = entry.split('/');
  const doubled = irregularPast?.endsWith('ed') && irregularPast === `${base}${base.at(-1)}ed`;
  const past =
    irregularPast ??
    (base.endsWith('e')
      ? `${base}d`
      : /[^aeiou]y$/u.test(base)
        ? `${base.slice(0, -1)}ied`
        : `${base}ed`);
  const gerund = doubled
    ? `${base}${base.at(-1)}ing`
    : /[^e]e$/u.test(base)
      ? `${base.slice(0, -1)}ing`
      : `${base}ing`;
  const third = /(?:s|sh|ch|x|z)$/u.test(base)
    ? `${base}es`
    : /[^aeiou]y$/u.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
  return { base, past, third, gerund };
}

const englishVerbs: ReadonlyMap<string, EnglishVerb> = new Map(
  englishVerbList
    .split(/\s+/u)
    .filter((entry) => entry !== '')
    .map((entry) => conjugateEnglish(entry))
    .map((verb) => [verb.base, verb] as const),
);

type EnglishFormKind = keyof EnglishVerb;

const englishFormIndex: ReadonlyMap<string, { verb: EnglishVerb; kind: EnglishFormKind }> = new Map(
  [...englishVerbs.values()].flatMap((verb) =>
    (['gerund', 'third', 'past', 'base'] as const).map(
      (kind) => [verb[kind], { verb, kind }] as const,
    ),
  ),
);

type EnglishNominal = { readonly verb: string; readonly prepositions?: readonly string[] };

/** "Development of X" → "Developed X"; `prepositions` are kept ("Participation in" → "Participated in"). */
export const englishNominalisations: Readonly<Record<string, EnglishNominal>> = {
  development: { verb: 'develop' },
  design: { verb: 'design' },
  implementation: { verb: 'implement' },
  management: { verb: 'manage' },
  creation: { verb: 'create' },
  maintenance: { verb: 'maintain' },
  coordination: { verb: 'coordinate', prepositions: ['with'] },
  preparation: { verb: 'prepare' },
  administration: { verb: 'administer' },
  supervision: { verb: 'supervise' },
  organisation: { verb: 'organise' },
  organization: { verb: 'organize' },
  planning: { verb: 'plan' },
  evaluation: { verb: 'evaluate' },
  automation: { verb: 'automate' },
  optimisation: { verb: 'optimise' },
  optimization: { verb: 'optimize' },
  integration: { verb: 'integrate' },
  migration: { verb: 'migrate' },
  deployment: { verb: 'deploy' },
  configuration: { verb: 'configure' },
  installation: { verb: 'install' },
  documentation: { verb: 'document' },
  negotiation: { verb: 'negotiate' },
  delivery: { verb: 'deliver' },
  execution: { verb: 'execute' },
  training: { verb: 'train' },
  testing: { verb: 'test' },
  monitoring: { verb: 'monitor' },
  review: { verb: 'review' },
  participation: { verb: 'participate', prepositions: ['in'] },
  collaboration: { verb: 'collaborate', prepositions: ['with', 'on'] },
  contribution: { verb: 'contribute', prepositions: ['to'] },
  production: { verb: 'produce' },
  processing: { verb: 'process' },
  collection: { verb: 'collect' },
  translation: { verb: 'translate' },
  recruitment: { verb: 'recruit' },
  selection: { verb: 'select' },
  assessment: { verb: 'assess' },
  estimation: { verb: 'estimate' },
  calculation: { verb: 'calculate' },
  simulation: { verb: 'simulate' },
  validation: { verb: 'validate' },
  verification: { verb: 'verify' },
  inspection: { verb: 'inspect' },
  detection: { verb: 'detect' },
  classification: { verb: 'classify' },
  extraction: { verb: 'extract' },
  visualisation: { verb: 'visualise' },
  visualization: { verb: 'visualize' },
  prediction: { verb: 'predict' },
  identification: { verb: 'identify' },
  improvement: { verb: 'improve' },
  reduction: { verb: 'reduce' },
  analysis: { verb: 'analyze' },
  expansion: { verb: 'expand' },
  acquisition: { verb: 'acquire' },
  procurement: { verb: 'procure' },
  construction: { verb: 'construct' },
  formulation: { verb: 'formulate' },
  standardisation: { verb: 'standardise' },
  standardization: { verb: 'standardize' },
  handling: { verb: 'handle' },
  reporting: { verb: 'report' },
  tracking: { verb: 'track' },
  scheduling: { verb: 'schedule' },
  teaching: { verb: 'teach' },
  writing: { verb: 'write' },
  drafting: { verb: 'draft' },
  editing: { verb: 'edit' },
  purchasing: { verb: 'purchase' },
  hiring: { verb: 'hire' },
  coaching: { verb: 'coach' },
  mentoring: { verb: 'mentor' },
  auditing: { verb: 'audit' },
  forecasting: { verb: 'forecast' },
  refactoring: { verb: 'refactor' },
  streamlining: { verb: 'streamline' },
  presentation: { verb: 'present' },
  distribution: { verb: 'distribute' },
  resolution: { verb: 'resolve' },
  consolidation: { verb: 'consolidate' },
  facilitation: { verb: 'facilitate' },
  oversight: { verb: 'oversee' },
  leadership: { verb: 'lead' },
  launch: { verb: 'launch' },
  sales: { verb: 'sell' },
  sale: { verb: 'sell' },
  redesign: { verb: 'redesign' },
  upgrade: { verb: 'upgrade' },
  // Words a Spanish speaker's English CV opens with ("Elaboration of reports").
  elaboration: { verb: 'elaborate' },
  registration: { verb: 'register' },
  reconciliation: { verb: 'reconcile' },
  update: { verb: 'update' },
  purchase: { verb: 'purchase' },
  assistance: { verb: 'assist', prepositions: ['in', 'with'] },
  cleaning: { verb: 'clean' },
  filing: { verb: 'file' },
  receiving: { verb: 'receive' },
  onboarding: { verb: 'onboard' },
};

/**
 * Verbs a CV reports its own results with in the impersonal "se" ("Se logró reducir…", "Se
 * implementó un sistema…"): said of work done, never of the person ("Se encargó de…", "Se
 * incorporó al equipo" are the person's own reflexive verbs and are not here).
 */
export const impersonalResultVerbs: ReadonlySet<string> = new Set(
  `lograr conseguir alcanzar obtener realizar implementar desarrollar elaborar diseñar crear
construir ejecutar reducir aumentar incrementar mejorar optimizar automatizar migrar lanzar
generar ahorrar superar instalar configurar documentar digitalizar estandarizar modernizar`
    .split(/\s+/u)
    .filter((verb) => verb !== ''),
);

/**
 * Verbs of everyday tasks a CV reports in the passive "se" with the object right after it ("Se
 * registraron las compras", "Se archivaron documentos"): work the person did. Verbs whose passive
 * is often done TO the person or decided by others ("Se aprobó el proyecto", "Se otorgó un bono",
 * "Se renovó el contrato", "Se asignó la cartera") are not here: their first person would claim
 * someone else's act. Nor are verbs done to people ("Se capacitó la totalidad del personal"): their
 * object would need the personal "a".
 */
export const impersonalTaskVerbs: ReadonlySet<string> = new Set(
  `registrar archivar actualizar digitar redactar revisar verificar controlar organizar planificar
coordinar dictar preparar procesar consolidar conciliar calcular declarar
liquidar facturar cotizar despachar entregar distribuir inventariar clasificar analizar programar
monitorear inspeccionar levantar tomar administrar gestionar curar limpiar reparar mantener
traducir encuestar tabular recopilar sistematizar difundir publicar brindar atender recibir
emitir depurar validar digitalizar cargar descargar embalar etiquetar rotular
visualizar extraer virtualizar provisionar vacunar exhibir fidelizar cobrar vender comprar
instalar configurar diseñar desarrollar elaborar crear`
    .split(/\s+/u)
    .filter((verb) => verb !== ''),
);

/**
 * Conjugates a Spanish verb of the table in the first person, or null when it is not in the table
 * (the caller then leaves the text alone rather than guess a form).
 *
 * @example conjugateVerb('organizar', 'preterite') // 'organicé'
 */
export function conjugateVerb(infinitive: string, tense: VerbTense): string | null {
  return spanishVerbs.get(foldText(infinitive))?.forms[tense] ?? null;
}

/**
 * An English verb of the table in the form a CV uses: past for an ended job, base for a current one.
 *
 * @example conjugateEnglishVerb('build', 'past') // 'built'
 */
export function conjugateEnglishVerb(base: string, tense: EnglishVerbTense): string | null {
  const verb = englishVerbs.get(base.toLowerCase());
  if (verb === undefined) return null;
  return tense === 'past' ? verb.past : verb.base;
}

/** Which Spanish verb of the table a word is, and in which form ("Elaborando" → elaborar, gerund). */
export function identifySpanishVerb(
  word: string,
): { readonly infinitive: string; readonly kind: SpanishFormKind } | null {
  const found = lookUpSpanishForm(word);
  return found === undefined ? null : { infinitive: found.verb.infinitive, kind: found.kind };
}

/** Which English verb of the table a word is ("Developing" → develop, gerund). */
export function identifyEnglishVerb(word: string): {
  readonly base: string;
  readonly kind: EnglishFormKind;
  readonly nounLike: boolean;
} | null {
  const found = englishFormIndex.get(word.toLowerCase());
  if (found === undefined) return null;
  return {
    base: found.verb.base,
    kind: found.kind,
    nounLike: englishNounLikeVerbs.has(found.verb.base),
  };
}

/**
 * The verb a Spanish noun of action stands for, with the prepositions it keeps, or null. A plural
 * stands for the same verb ("Capacitaciones a personal" → "Capacité a personal").
 */
export function findSpanishNominalisation(noun: string): SpanishNominal | null {
  const folded = foldText(noun);
  return (
    spanishNominalisations[folded] ??
    (folded.endsWith('es') ? spanishNominalisations[folded.slice(0, -2)] : undefined) ??
    (folded.endsWith('s') ? spanishNominalisations[folded.slice(0, -1)] : undefined) ??
    null
  );
}

/** The verb an English noun of action stands for, with the prepositions it keeps, or null. */
export function findEnglishNominalisation(noun: string): EnglishNominal | null {
  return englishNominalisations[noun.toLowerCase()] ?? null;
}

// Every form a rewrite may write: the closed list the invention check allows.
const rewriteVerbForms: ReadonlySet<string> = new Set([
  ...[...spanishVerbs.values()].flatMap((verb) =>
    verbTenses.map((tense) => foldText(verb.forms[tense])),
  ),
  ...[...englishVerbs.values()].flatMap((verb) => [verb.base, verb.past]),
]);

/**
 * True when a word is one a bullet rewrite may add: a verb of the table in a form the rewrite
 * writes ("Elaboré", "Elaboro", "Elaboraba", "Developed", "Develop"). The evaluation's invention
 * check allows these and nothing else new in a bullet.
 *
 * @example isRewriteVerbForm('Organicé') // true
 * @example isRewriteVerbForm('Lima') // false
 */
export function isRewriteVerbForm(word: string): boolean {
  return rewriteVerbForms.has(foldText(word));
}

/**
 * True when a word is one a bullet rewrite may add: a verb form of the closed list, or
 * "Responsable"/"Responsible", which replaces a first-person "Me encargué de…" that no verb of the
 * table paraphrases ("Me encargué de la caja chica" → "Responsable de la caja chica").
 *
 * @example isRewriteWord('Responsable') // true
 */
export function isRewriteWord(word: string): boolean {
  return isRewriteVerbForm(word) || /^(?:responsable|responsible)$/u.test(foldText(word));
}

// Nouns a Spanish present form can also be ("Desarrollo de…", "Pago de…", "Apoyo en…"): followed
// by one of these words, the opening is the noun, not the verb ("Desempeño como analista" lacks
// the "me" of the verb).
const nounFollowers = /^(?:de|del|en|a|al|y|e|o|u|para|sobre|con|como)$/u;
// Present forms that never open a duty as the verb, whatever follows: nouns ("Proyecto …") and the
// preposition "Bajo la supervisión de…".
const alwaysSpanishNouns = new Set(['proyecto', 'programa', 'inventario', 'bajo']);
// Present forms that are also common nouns without being nouns of action of the table: "Trabajo
// en equipo", "Estudio de mercado", "Carga de datos".
const otherSpanishNounForms = new Set(
  `trabajo estudio carga cargo guia firma ayuda cuadro dibujo escaneo consumo relevo entreno
cierre orden modelo proceso aumento incremento ahorro fomento impulso monto rotulo documento
publico recibo contrato genero`.split(/\s+/u),
);

// Adjective endings ("administrativo", "contable", "técnico", "presupuestal", "diario") and the
// everyday nouns that share them, which may be a verb's object ("Registro personal nuevo").
const adjectiveEnding = /^\p{L}{3,}(?:iv[oa]|ic[oa]|ari[oa]|al|ble)$/u;
const nounsWithAdjectiveEndings = new Set(
  `personal material capital canal local total manual portal hospital tribunal metal senal animal
archivo objetivo dispositivo incentivo motivo usuario calendario horario salario formulario
cuestionario comentario escenario inventario secretaria funcionario beneficiario propietario
empresario cable mueble inmueble`.split(/\s+/u),
);

/** True when a folded word has an adjective's ending and is no everyday noun ("contable"). */
function isAdjectiveShaped(folded: string): boolean {
  return adjectiveEnding.test(folded) && !nounsWithAdjectiveEndings.has(folded);
}

/**
 * True when a Spanish word opening a line is read as a noun whatever follows ("Proyecto la
 * carga…", "Inventario equipos"), though it is also a present form: a rewrite must not write it.
 */
export function readsOnlyAsNoun(word: string): boolean {
  return alwaysSpanishNouns.has(foldText(word));
}

/** True when a folded word is both a Spanish present form and a common noun ("desarrollo"). */
export function isNounLikeSpanishForm(folded: string): boolean {
  return (
    spanishNominalisations[folded] !== undefined ||
    otherSpanishNounForms.has(folded) ||
    alwaysSpanishNouns.has(folded)
  );
}

/**
 * True when a Spanish opening that is also a present form reads as the noun: "Desarrollo de…",
 * "Apoyo en…", "Manejo" alone (`next` is the folded word after it, or '').
 */
export function isSpanishNoun(word: string, next: string): boolean {
  const folded = foldText(word);
  if (alwaysSpanishNouns.has(folded)) return true;
  const form = lookUpSpanishForm(word);
  if (form === undefined || (form.kind !== 'present' && form.kind !== 'presentThird')) {
    return false;
  }
  // "Proceso de selección", "Aumento de ventas", "Cuenta de ahorros": a verb of the table never
  // takes "de" right after it, a noun does.
  if (next === 'de' || next === 'del') return true;
  // "Registro contable de…", "Apoyo administrativo en…", "Desarrollo integral de…": an adjective
  // right after the form describes the noun; a verb would take its object there.
  if (isNounLikeSpanishForm(folded) && isAdjectiveShaped(next)) return true;
  return isNounLikeSpanishForm(folded) && (next === '' || nounFollowers.test(next));
}

// English prefixes a verb can carry: "Re-architected", "Co-founded", "Pre-processed".
const englishVerbPrefix = /^(?:re|co|pre|de|un|over|out|cross|sub)-?(?=\p{L}{3})/u;

/**
 * True when the text's first word is an action verb: one of the table in any common form, or a
 * word shaped like a preterite ("Gestioné", "Dirigió", "Streamlined"), also with a prefix
 * ("Re-architected"). A form that is also a noun ("Desarrollo", "Design") followed by "de"/"of"
 * is the noun: "Desarrollo de aplicaciones" does not start with a verb, "Desarrollo
 * aplicaciones" does.
 *
 * @example startsWithActionVerb('Concilié 40 cuentas bancarias') // true
 * @example startsWithActionVerb('Responsable de la caja') // false
 */
export function startsWithActionVerb(text: string): boolean {
  // "Successfully delivered…", "Consistently achieve…": an English adverb before the verb.
  const adverb = /^\s*\p{Lu}\p{Ll}{2,}ly\s+(?=\p{Ll})/u.exec(text);
  if (adverb) return startsWithActionVerb(text.slice(adverb[0].length));
  // The next word may be a number: "Reparto 40 pedidos" is the verb, "Reparto" alone the noun.
  const match = /(\p{L}+(?:-\p{L}+)*)(?:[\s,;:]+(\p{L}+|\d+))?/u.exec(text);
  const firstWord = match?.[1];
  if (firstWord === undefined) return false;
  const next = foldText(match?.[2] ?? '');
  const folded = foldText(firstWord);
  const withoutPrefix = folded.replace(englishVerbPrefix, '');
  const spanish = lookUpSpanishForm(firstWord);
  if (spanish !== undefined && spanish.kind !== 'participle' && !isSpanishNoun(firstWord, next)) {
    return true;
  }
  // "Diseño y superviso locales": a form that could be a noun, joined by "y" to a present of the
  // same person that cannot, is that verb too ("Diseño y supervisión de…" stays the noun).
  if ((spanish?.kind === 'present' || spanish?.kind === 'presentThird') && /^[ye]$/u.test(next)) {
    const third = /^\s*\p{L}+\s+[ye]\s+(\p{L}+)/u.exec(text.slice(match?.index ?? 0))?.[1];
    const joined = third === undefined ? undefined : lookUpSpanishForm(third);
    if (
      third !== undefined &&
      joined?.kind === spanish.kind &&
      !isNounLikeSpanishForm(foldText(third))
    ) {
      return true;
    }
  }
  for (const candidate of new Set([folded, withoutPrefix])) {
    const english = englishFormIndex.get(candidate);
    if (english === undefined) continue;
    const isNoun =
      (english.kind === 'gerund' && next === 'of') ||
      (english.kind === 'base' &&
        englishNounLikeVerbs.has(english.verb.base) &&
        (next === '' || /^(?:of|for|on|in|and|to)$/u.test(next)) &&
        !joinsEnglishVerb(text.slice(match?.index ?? 0)));
    if (!isNoun) return true;
  }
  // An infinitive the table lacks, known by its object: "Brindar el soporte", "Apoyar a la gerencia".
  if (
    /^\p{L}{4,}(?:ar|er|ir)$/u.test(folded) &&
    /^(?:el|la|los|las|lo|un|una|unos|unas|al|a)$/u.test(next)
  ) {
    return true;
  }
  // A Spanish preterite ends in a stressed vowel ("Gestioné", "Participé", "Asistí", "Lideró").
  if (firstWord.length >= 5 && /[éíó]$/u.test(firstWord) && !firstWord.includes('-')) return true;
  // An English past: "Streamlined", "Re-architected" (capitalised, so not a mid-sentence word).
  // What looked like a prefix may be the stem itself ("Coded" is no "co-" + "ded").
  const stem = withoutPrefix.length >= 4 ? withoutPrefix : folded;
  return stem.length >= 4 && /[a-z]ed$/u.test(stem) && /^\p{Lu}/u.test(firstWord);
}

/**
 * "Train and review the work of…", "Plan and run usability tests": a base form that is also a
 * noun, joined by "and" to a verb that takes its object right after it (a verb no noun shares,
 * or one followed by a determiner), is a verb too. "Support and maintenance of…", "Research and
 * development", "Report and track KPIs" stay nouns.
 */
function joinsEnglishVerb(text: string): boolean {
  const joined = /^\p{L}+\s+and\s+(\p{L}+)(?:\s+(\p{L}+|\d+))?/u.exec(text);
  const second = joined?.[1]?.toLowerCase();
  const english = second === undefined ? undefined : englishFormIndex.get(second);
  if (english?.kind !== 'base') return false;
  const object = joined?.[2]?.toLowerCase() ?? '';
  return (
    (!englishNounLikeVerbs.has(english.verb.base) &&
      object !== '' &&
      !/^(?:of|for)$/u.test(object)) ||
    /^(?:the|a|an|our|their|new|all|\d+)$/u.test(object)
  );
}
