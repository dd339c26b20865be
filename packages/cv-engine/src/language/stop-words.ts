// Words that never make a keyword (issue 3, stage 5: "stop words"), folded (no accents, lower
// case). Three lists: Spanish and English function words, and the boilerplate every job posting
// repeats ("años de experiencia en el puesto o cargo") that says nothing about the skills wanted.

const spanishStopWords = `a al algo algun alguna algunas alguno algunos ante antes aquel aquella aquellas aquello
aquellos aqui asi aun bajo bien cada cierta cierto como con contra cual cuales cualquier cuando
cuanto de del desde donde dos durante e el ella ellas ellos en entre era eran es esa esas ese eso
esos esta estado estan estar estas este esto estos fue fueron ha han hasta hay la las le les lo
los mas me mi mis misma mismo mucho muy nada ni no nos nosotros o os otra otras otro otros para
pero poco por porque que quien quienes se sea sean segun ser si sido sin sino sobre su sus tal
tambien tan tanto te tener tiene tienen todo todos tu tus un una unas uno unos usted y ya yo
son demas fines deben debe debera deberan dicho dicha cuyo cuya mediante tras via etc`;

const englishStopWords = `a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further
had has have having he her here hers herself him himself his how i if in into is it its itself
just me more most my myself no nor not now of off on once only or other our ours out over own
same she should so some such than that the their theirs them then there these they this those
through to too under until up very was we were what when where which while who whom why will with
would you your yours must plus etc`;

// Posting boilerplate, Spanish (SERVIR postings) and English. Kept separate so it is easy to see
// why e.g. "experiencia" is never a keyword: every posting asks for it.
const postingBoilerplate = `experiencia experiencias general especifica especifico requerida requerido requisito requisitos
minimo minima minimos maxima anos ano meses mes puesto puestos cargo cargos funcion funciones
materia entidad entidades publicas privadas nivel niveles deseable deseables curso cursos
horas hora academicas academicos duracion acumulable acumulada acumuladas acumulables titulo
profesional carrera carreras formacion conocimiento conocimientos manejo estudios afines afin
similar similares relacionadas relacionados relacionada relacionado parte forman formar
considerara suficiente organizados ente rector sin embargo embargo uno dos tres cuatro cinco
seis siete ocho nueve diez un como tipo otros otras desempenando laboral laborales candidato
candidata postulante postulantes vacante vacantes remuneracion convocatoria publicacion
ubicacion lima persona personas buen buena alta alto capacidad capacidades deseable valorable
indispensable sector publico publica privado privada basico basica intermedio
intermedia avanzado tecnico tecnicos tecnica tecnicas acumuladas programa programas especializacion facilidad universitario
universitaria preferente preferentemente obligatorio excluyente mismo debe
experience years year required requirement requirements preferred plus strong ability
knowledge skills skill candidate candidates role position job work working minimum least level
including include ideal desirable equivalent related field fields degree`;

function toSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/u).filter((word) => word !== ''));
}

/** Function words of both languages. */
export const functionWords = new Set([...toSet(spanishStopWords), ...toSet(englishStopWords)]);

/** Function words plus posting boilerplate: never a keyword on their own. */
export const keywordStopWords = new Set([...functionWords, ...toSet(postingBoilerplate)]);
