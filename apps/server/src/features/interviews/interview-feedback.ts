// The built-in feedback on an interview (issue 15), from rules alone: per answer its length,
// filler words (voice only), situation/action/result, figures and the posting's terms; four scores
// with what each means; exactly three things to practise next; a short summary. It never asserts
// what the candidate did not say: a comment quotes only words found in that answer.
import {
  interviewScoreLabels,
  type InterviewAnswerFeedback,
  type InterviewQuestionKind,
  type InterviewReport,
  type InterviewScoreKey,
} from '@cvlisto/shared';
import type { InterviewBrief } from './interview-brief';
import { countWords, findTerm, foldText, shortenText } from './interview-text';

export type AnswerForFeedback = {
  readonly questionId: string;
  readonly kind: InterviewQuestionKind;
  readonly question: string;
  readonly answer: string;
  readonly source: 'voice' | 'typed';
  readonly durationSeconds: number | null;
};

/** Fewer words than this is too short to show anything (about ten seconds said aloud). */
export const shortAnswerWords = 25;
/** More than this rambles (about two and a half minutes said aloud). */
export const longAnswerWords = 300;

/** Questions where the candidate is expected to tell a story: STAR and figures apply. */
const storyKinds: ReadonlySet<InterviewQuestionKind> = new Set([
  'experience',
  'behavioural',
  'requirement',
  'follow_up',
]);

/**
 * The rules' report on an interview's answers.
 *
 * @example buildInterviewReport(answers, brief).scores.structure // 67
 */
export function buildInterviewReport(
  answers: readonly AnswerForFeedback[],
  brief: InterviewBrief,
): InterviewReport {
  const feedback = answers.map((answer) => analyseAnswer(answer, brief));
  const scores = scoreAnswers(feedback, brief);
  return {
    answers: feedback,
    scores,
    practiseNext: choosePractiseNext(feedback, brief),
    summary: summarise(feedback, scores),
    generatedBy: 'rules',
  };
}

/** One answer's measures and the rules' comment on it. */
export function analyseAnswer(
  answer: AnswerForFeedback,
  brief: InterviewBrief,
): InterviewAnswerFeedback {
  const text = answer.answer.trim();
  const measured = {
    questionId: answer.questionId,
    kind: answer.kind,
    question: answer.question,
    answer: answer.answer,
    source: answer.source,
    words: countWords(text),
    durationSeconds: answer.durationSeconds,
    fillers: answer.source === 'voice' ? countFillers(text) : [],
    star: detectStar(text),
    hasFigure: findFigure(text) !== null,
    postingTermsUsed: brief.postingTerms.filter((term) => findTerm(text, term) !== null),
  };
  return { ...measured, comment: commentOn(measured) };
}

// --- Filler words -------------------------------------------------------------------------------

type Token =
  { readonly word: string; readonly folded: string } | { readonly mark: 'pause' | 'stop' };

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/([\p{L}\p{N}]+)|(\.\.\.|…|[,;:—–-])|([.?!¿¡\n])/gu)) {
    if (match[1]) tokens.push({ word: match[1], folded: foldText(match[1]) });
    else if (match[2]) tokens.push({ mark: 'pause' });
    else tokens.push({ mark: 'stop' });
  }
  return tokens;
}

const hesitationForms: readonly [RegExp, string][] = [
  [/^e+h+$/, 'eh'],
  [/^e+h*m+$/, 'ehm'],
  [/^h?m{2,}$/, 'mmm'],
];

/** Words after which "este" cannot be a demonstrative: it is followed by no noun. */
const notNounAfterEste: ReadonlySet<string> = new Set(
  (
    'el la los las lo un una unos unas de del en con por para a al y o pero que yo me mi mis ' +
    'nosotros nos se le les no si pues bueno eh ehm mmm tambien entonces porque cuando como ' +
    'hice tuve fui estaba era'
  ).split(' '),
);

/** Words before "bueno" that make it an adjective ("fue bueno", "muy bueno"). */
const adjectiveBeforeBueno: ReadonlySet<string> = new Set(
  'es era fue sea seria esta estuvo estaba ser muy mas tan bien lo algo nada siento parece sido'.split(
    ' ',
  ),
);

/**
 * Filler words in a spoken answer, most frequent first. "este" and "bueno" count only where they
 * fill a pause ("este, …", "y bueno, …", "este este"), never as a demonstrative ("este proyecto")
 * or an adjective ("fue bueno").
 */
export function countFillers(text: string): { word: string; count: number }[] {
  const tokens = tokenise(text);
  const counts = new Map<string, number>();
  const add = (word: string) => counts.set(word, (counts.get(word) ?? 0) + 1);
  tokens.forEach((token, index) => {
    if (!('word' in token)) return;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const nextWord = next && 'word' in next ? next.folded : null;
    const previousWord = previous && 'word' in previous ? previous.folded : null;
    const pauseAfter = next === undefined || !('word' in next);
    const atStart = previous === undefined || ('mark' in previous && previous.mark === 'stop');
    const word = token.folded;
    const hesitation = hesitationForms.find(([pattern]) => pattern.test(word));
    if (hesitation) return add(hesitation[1]);
    if (word === 'digamos') return add('digamos');
    if ((word === 'o' && nextWord === 'sea') || word === 'osea') return add('o sea');
    if (word === 'este') {
      const repeated = nextWord === 'este' || previousWord === 'este';
      if (pauseAfter || repeated || (nextWord !== null && notNounAfterEste.has(nextWord))) {
        add('este');
      }
      return;
    }
    if (word === 'bueno') {
      const adjective = previousWord !== null && adjectiveBeforeBueno.has(previousWord);
      const afterPause = previous !== undefined && 'mark' in previous && previous.mark === 'pause';
      if (!adjective && (atStart || afterPause || pauseAfter || nextWord === 'bueno')) add('bueno');
    }
  });
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((left, right) => right.count - left.count || left.word.localeCompare(right.word));
}

// --- STAR -----------------------------------------------------------------------------------------

const situationPatterns: readonly RegExp[] = [
  /\bcuando\b/,
  /\ben mi (?:anterior |ultimo |primer )?(?:trabajo|puesto|empresa|practicas?|area|equipo|cargo)\b/,
  /\bteniamos\b/,
  /\btenia que\b/,
  /\bhabia\b/,
  /\bel (?:problema|reto|desafio|objetivo|contexto) (?:era|fue|estaba)\b/,
  /\bla situacion\b/,
  /\bme toco\b/,
  /\b(?:estaba|estabamos) (?:trabajando|a cargo)\b/,
  /\btrabajaba\b/,
  /\ben (?:19|20)\d\d\b/,
  /\bhace (?:un|una|dos|tres|cuatro|cinco|\d+) (?:anos?|meses?)\b/,
];

/** First-person past of the verbs a candidate uses to tell what they did. */
const actionVerbs: ReadonlySet<string> = new Set(
  (
    'implemente organice decidi hice lidere propuse cree disene desarrolle coordine negocie ' +
    'analice hable converse capacite automatice elabore prepare gestione resolvi busque arme ' +
    'programe instale revise plantee asumi tome aplique mejore priorice delegue escuche investigue ' +
    'llame reuni defini construi migre documente optimice supervise atendi vendi conduje dirigi ' +
    'forme ensene cambie ajuste introduje puse hable redacte calcule medi corregi identifique ' +
    'detecte diagnostique entrevisti contrate presente pedi solicite acorde motive apoye guie ' +
    'integre configure disene adapte estandarice reorganice simplifique'
  ).split(' '),
);

/** Accented words ending like a first-person past that are not verbs. */
const notVerbsWithAccent: ReadonlySet<string> = new Set(
  (
    'que porque aqui asi alli ahi aca alla mani aji cafe bebe pure comite jose rene tambien ' +
    'ademas despues jamas quiza'
  ).split(' '),
);

const actionPhrases: readonly RegExp[] = [
  /\bme encargue\b/,
  /\bme ocupe\b/,
  /\bmi (?:rol|tarea|responsabilidad) (?:fue|era)\b/,
  /\blo que hice\b/,
];

const resultPatterns: readonly RegExp[] = [
  /\blogr(?:amos|e|o)\b/,
  /\bresultados?\b/,
  /\b(?:redujimos|reduje|(?:se )?redujo|(?:se )?redujeron|disminuyo|disminuyeron|disminuimos)\b/,
  /\b(?:bajamos|baje|bajo (?:a|de|en|un|el|la)|bajaron|cayo|cayeron)\b/,
  /\b(?:aumento|aumentaron|aumentamos|aumente|subio|subieron|subimos|crecio|crecieron|crecimos)\b/,
  /\b(?:incremente|incrementamos|se incremento|duplicamos|duplique|se duplico)\b/,
  /\b(?:resolvimos|se resolvio|solucionamos|se soluciono|quedaron? (?:satisfech|content|feliz|felices))/,
  /\b(?:ahorramos|ahorre|conseguimos|consegui|obtuvimos|obtuve|ganamos|gane)\b/,
  /\b(?:mejoro|mejoraron|mejoramos|cumplimos|cumpli|superamos|supere|terminamos a tiempo)\b/,
  /%|\bpor ciento\b/,
  /\bgracias a (?:eso|ello|esto)\b/,
  /\bal final\b/,
  /\bpaso de\b.+\ba\b/,
  /\bme (?:felicitaron|reconocieron|ascendieron|promovieron)\b/,
];

/**
 * Whether the answer tells the situation, what the candidate did, and the result (STAR's S, A
 * and R; the task is read as part of the situation).
 */
export function detectStar(text: string): { situation: boolean; action: boolean; result: boolean } {
  const folded = foldText(text);
  const words = folded.match(/\p{L}+/gu) ?? [];
  const accentedVerb = (text.match(/\p{L}{2,}[éí](?![\p{L}\p{N}])/gu) ?? []).some(
    (word) => !notVerbsWithAccent.has(foldText(word)),
  );
  return {
    situation: situationPatterns.some((pattern) => pattern.test(folded)),
    action:
      words.some((word) => actionVerbs.has(word)) ||
      actionPhrases.some((pattern) => pattern.test(folded)) ||
      accentedVerb,
    result: resultPatterns.some((pattern) => pattern.test(folded)),
  };
}

// --- Figures --------------------------------------------------------------------------------------

const writtenNumbers =
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|' +
  'veinticinco|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|' +
  'doscientos|trescientos|quinientos|mil|millon|millones';
const figurePatterns: readonly RegExp[] = [
  /(?:s\/\.?|us\$|\$)\s?\d{1,3}(?:[\s.,]\d{3})*(?:[.,]\d+)?/gu,
  /\d{1,3}(?:[\s.,]\d{3})+(?:\s?(?:%|por ciento))?|\d+(?:[.,]\d+)?(?:\s?(?:%|por ciento))?/gu,
  /\b(?:el doble|el triple|la mitad|un tercio)\b/gu,
  new RegExp(`\\b(?:${writtenNumbers})\\b(?:\\s(?:por ciento|\\p{L}+))?`, 'gu'),
];

/** A year ("en 2019") dates a story; it is not a figure of what was achieved. */
function isYear(figure: string): boolean {
  return /^(?:19[5-9]\d|20[0-4]\d)$/u.test(figure);
}

/**
 * The most telling concrete figure of an answer, as said: money first, then numbers and
 * percentages, then "el doble", then written numbers ("S/ 1 500", "20 %", "el doble", "tres
 * meses"); null when there is none. Years do not count.
 */
export function findFigure(text: string): string | null {
  const folded = foldText(text);
  for (const pattern of figurePatterns) {
    for (const match of folded.matchAll(pattern)) {
      if (isYear(match[0].trim())) continue;
      return text.slice(match.index, match.index + match[0].trimEnd().length);
    }
  }
  return null;
}

// --- Comments -------------------------------------------------------------------------------------

type Measured = Omit<InterviewAnswerFeedback, 'comment'>;

/**
 * One or two sentences on an answer. What it praises is quoted from the answer itself; what it
 * asks for is advice, never a claim about the candidate.
 */
function commentOn(answer: Measured): string {
  const text = answer.answer.trim();
  if (answer.words === 0) {
    return 'No hubo respuesta a esta pregunta: aunque no tengas la experiencia exacta, cuenta algo cercano o cómo lo harías.';
  }
  if (answer.words < shortAnswerWords) {
    return `Tu respuesta fue muy corta (${wordCount(answer.words)}): ${shortAnswerAdvice[answer.kind]}`;
  }
  const praise: string[] = [];
  const figure = findFigure(text);
  if (figure) praise.push(`diste una cifra concreta («${figure}»)`);
  const term = answer.postingTermsUsed
    .map((posting) => findTerm(text, posting))
    .find((found) => found !== null);
  if (term) praise.push(`usaste un término del puesto («${term}»)`);
  if (answer.star.situation && answer.star.action && answer.star.result) {
    praise.push('contaste la situación, lo que hiciste y el resultado');
  }
  const advice = adviceFor(answer);
  const first = praise.length > 0 ? `Bien: ${joinSpanish(praise)}.` : '';
  return [first, advice].filter(Boolean).join(' ') || 'Respuesta clara y de buena extensión.';
}

/** What a very short answer should have had, by the kind of question. */
const shortAnswerAdvice: Record<InterviewQuestionKind, string> = {
  opening: 'cuenta quién eres hoy, qué lograste antes y por qué te interesa el puesto.',
  experience: 'desarrolla un ejemplo concreto con lo que hiciste y el resultado.',
  behavioural: 'cuenta la situación, lo que hiciste tú y el resultado (método STAR).',
  requirement: 'da un ejemplo concreto, o explica cómo lo aprenderías rápido.',
  closing: 'aprovecha el cierre para hacer una pregunta sobre el puesto o destacar un logro.',
  follow_up: 'desarrolla un ejemplo concreto con lo que hiciste y el resultado.',
};

function wordCount(words: number): string {
  return words === 1 ? '1 palabra' : `${words} palabras`;
}

/** "a", "a y b", "a, b y c". */
function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1] ?? ''}`;
}

function adviceFor(answer: Measured): string {
  const fillers = fillerCount(answer);
  if (fillers >= 3 && (fillers * 100) / answer.words > 2) {
    const heard = joinSpanish(answer.fillers.slice(0, 3).map((filler) => `«${filler.word}»`));
    return `Usaste muletillas (${heard}) ${fillers} veces: cuando necesites pensar, haz una pausa breve en silencio.`;
  }
  if (answer.words > longAnswerWords) {
    return `Tu respuesta fue larga (${answer.words} palabras): resume en cuatro o cinco frases y cierra con el resultado.`;
  }
  if (storyKinds.has(answer.kind)) {
    if (!answer.star.situation) {
      return 'Empieza por el contexto: dónde estabas y qué problema había, antes de contar lo que hiciste.';
    }
    if (!answer.star.action) {
      return 'Deja claro qué hiciste tú, con verbos en primera persona como «organicé» o «implementé».';
    }
    if (!answer.star.result) {
      return 'Te faltó el resultado: termina con una cifra o un cambio concreto.';
    }
    if (!answer.hasFigure)
      return 'Respalda el resultado con una cifra (un porcentaje, un monto, un plazo).';
  }
  return '';
}

// --- Scores ---------------------------------------------------------------------------------------

function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function clampScore(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

function lengthScore(words: number): number {
  if (words === 0) return 0;
  if (words < shortAnswerWords) return 20 + (words / shortAnswerWords) * 40;
  if (words < 40) return 75;
  if (words <= longAnswerWords) return 100;
  return 80;
}

function fillerCount(answer: Measured): number {
  return answer.fillers.reduce((sum, filler) => sum + filler.count, 0);
}

/** Up to 2 fillers per 100 words go unnoticed; each one more per 100 words costs 6 points. */
function fillerPenalty(answer: Measured): number {
  if (answer.words === 0) return 0;
  const per100 = (fillerCount(answer) * 100) / answer.words;
  return Math.min(45, Math.max(0, per100 - 2) * 6);
}

function storyAnswers(answers: readonly Measured[]): readonly Measured[] {
  const stories = answers.filter((answer) => storyKinds.has(answer.kind));
  return stories.length > 0 ? stories : answers;
}

function scoreAnswers(
  answers: readonly Measured[],
  brief: InterviewBrief,
): Record<InterviewScoreKey, number | null> {
  const stories = storyAnswers(answers);
  const communication = average(
    answers.map((answer) => lengthScore(answer.words) - fillerPenalty(answer)),
  );
  const structure = average(
    stories.map(
      ({ star }) =>
        ((Number(star.situation) + Number(star.action) + Number(star.result)) / 3) * 100,
    ),
  );
  const achievements = average(
    stories.map(
      (answer) =>
        (answer.hasFigure ? 45 : 0) + (answer.star.result ? 35 : 0) + (answer.star.action ? 20 : 0),
    ),
  );
  return {
    communication: clampScore(communication),
    structure: clampScore(structure),
    achievements: clampScore(achievements),
    fit: fitScore(answers, brief),
  };
}

/**
 * How much the answers speak the posting's language: the share of its key terms used (up to 5
 * count as all) and the share of answers that used at least one. Null with nothing to compare.
 */
function fitScore(answers: readonly Measured[], brief: InterviewBrief): number | null {
  if (brief.requirements.length === 0 && brief.position.trim() === '') return null;
  if (brief.postingTerms.length === 0 || answers.length === 0) return 0;
  const used = new Set(answers.flatMap((answer) => answer.postingTermsUsed.map(foldText)));
  const termShare = Math.min(1, used.size / Math.min(5, brief.postingTerms.length));
  const relevant = answers.filter((answer) => answer.kind !== 'closing');
  const pool = relevant.length > 0 ? relevant : answers;
  const answerShare =
    pool.filter((answer) => answer.postingTermsUsed.length > 0).length / pool.length;
  return clampScore((termShare * 0.6 + answerShare * 0.4) * 100);
}

// --- What to practise next ------------------------------------------------------------------------

type Advice = { readonly topic: string; readonly weight: number; readonly text: string };

function questionLabel(question: string): string {
  return `«${shortenText(question, 70)}»`;
}

/** Everything the answers lacked, each with how much it matters. */
function listAdvice(answers: readonly Measured[], brief: InterviewBrief): Advice[] {
  const advice: Advice[] = [];
  for (const answer of answers) {
    const on = `En la pregunta ${questionLabel(answer.question)}`;
    if (answer.words === 0) {
      advice.push({
        topic: 'empty',
        weight: 100,
        text: `${on} no respondiste: aunque no tengas la experiencia exacta, prepara un ejemplo cercano o explica cómo lo aprenderías.`,
      });
      continue;
    }
    if (answer.words < shortAnswerWords) {
      advice.push({
        topic: 'short',
        weight: 90,
        text: `${on} respondiste con solo ${wordCount(answer.words)}: apunta a un minuto o dos, con un ejemplo concreto y su resultado.`,
      });
      continue;
    }
    if (answer.words > longAnswerWords) {
      advice.push({
        topic: 'long',
        weight: 50,
        text: `${on} te extendiste (${answer.words} palabras): practica decirlo en cuatro o cinco frases y cierra con el resultado.`,
      });
    }
    if (!storyKinds.has(answer.kind)) continue;
    if (!answer.star.result) {
      advice.push({
        topic: 'result',
        weight: 80,
        text: `${on} no dijiste el resultado: termina con una cifra o un cambio concreto («redujimos…», «logramos…»).`,
      });
    }
    if (!answer.star.situation) {
      advice.push({
        topic: 'situation',
        weight: 65,
        text: `${on} empieza por el contexto: dónde trabajabas y qué problema había, antes de contar lo que hiciste.`,
      });
    }
    if (!answer.star.action) {
      advice.push({
        topic: 'action',
        weight: 70,
        text: `${on} no quedó claro qué hiciste tú: cuéntalo en primera persona («organicé», «implementé», «decidí»).`,
      });
    }
  }
  const filled = answers.filter((answer) => answer.words > 0);
  const stories = storyAnswers(filled);
  if (stories.length > 0 && stories.every((answer) => !answer.hasFigure)) {
    advice.push({
      topic: 'figures',
      weight: 85,
      text: 'Ninguna de tus respuestas sobre experiencia incluyó una cifra: prepara dos o tres datos de tus logros (porcentajes, montos en soles, plazos, cantidad de clientes) para usarlos.',
    });
  }
  const fillers = new Map<string, number>();
  for (const answer of filled) {
    for (const filler of answer.fillers) {
      fillers.set(filler.word, (fillers.get(filler.word) ?? 0) + filler.count);
    }
  }
  const [topFiller] = [...fillers].sort((left, right) => right[1] - left[1]);
  const totalWords = filled.reduce((sum, answer) => sum + answer.words, 0);
  if (topFiller && topFiller[1] >= 3 && (topFiller[1] * 100) / Math.max(1, totalWords) > 1.5) {
    advice.push({
      topic: 'fillers',
      weight: 75,
      text: `Dijiste «${topFiller[0]}» ${topFiller[1]} veces: cuando necesites pensar, haz una pausa breve en silencio en lugar de rellenar.`,
    });
  }
  // With a posting, its requirements; with only a position, the position's own words.
  const fromPosting = brief.requirements.length > 0;
  const targetTerms = fromPosting ? brief.requirements : brief.postingTerms;
  const usedTerms = new Set(filled.flatMap((answer) => answer.postingTermsUsed.map(foldText)));
  const unused = targetTerms.filter((term) => !usedTerms.has(foldText(term))).slice(0, 3);
  if (unused.length > 0 && filled.length > 0) {
    const quoted = joinSpanish(unused.map((term) => `«${term}»`));
    advice.push({
      topic: 'terms',
      // Not one of the target's words in the whole interview is the weakest point there is.
      weight: usedTerms.size === 0 ? 82 : 60,
      text: fromPosting
        ? `No mencionaste ${quoted}, que pide la oferta: cuando sea cierto, conecta tu experiencia con esos términos.`
        : `No mencionaste ${quoted}, del puesto al que postulas: di cómo lo que hiciste te prepara para ese puesto.`,
    });
  }
  // The same story told to every question answers none of them.
  const told = new Set<string>();
  const repeated = filled.some((answer) => {
    const key = foldText(answer.answer).replace(/\s+/g, ' ').trim();
    if (told.has(key)) return true;
    told.add(key);
    return false;
  });
  if (repeated) {
    advice.push({
      topic: 'repeated',
      weight: 95,
      text: 'Diste la misma respuesta a más de una pregunta: prepara un ejemplo distinto para cada tema (tu trayectoria, un logro, un problema resuelto, tus preguntas finales).',
    });
  }
  return advice;
}

/** Always useful, for an interview that lacked little: used to complete the three. */
const generalAdvice: readonly Advice[] = [
  {
    topic: 'general-opening',
    weight: 0,
    text: 'Practica tu respuesta a «Cuéntame sobre ti» en 60 a 90 segundos: quién eres hoy, qué lograste antes y por qué te interesa este puesto.',
  },
  {
    topic: 'general-stories',
    weight: 0,
    text: 'Prepara tres historias con el método STAR (un logro, un problema resuelto, un trabajo en equipo), cada una con una cifra en el resultado.',
  },
  {
    topic: 'general-questions',
    weight: 0,
    text: 'Prepara dos preguntas para el final de la entrevista, por ejemplo cómo se mide el éxito en el puesto en los primeros tres meses.',
  },
];

/**
 * Exactly three: the weightiest lacks, one per kind of lack first (three answers without a result
 * make one piece of advice, not three), then general advice.
 */
function choosePractiseNext(answers: readonly Measured[], brief: InterviewBrief): string[] {
  const ranked = listAdvice(answers, brief).sort((left, right) => right.weight - left.weight);
  const chosen: Advice[] = [];
  const topics = new Set<string>();
  for (const advice of ranked) {
    if (chosen.length === 3) break;
    if (topics.has(advice.topic)) continue;
    topics.add(advice.topic);
    chosen.push(advice);
  }
  for (const advice of [...ranked, ...generalAdvice]) {
    if (chosen.length === 3) break;
    if (!chosen.includes(advice)) chosen.push(advice);
  }
  return chosen.map((advice) => advice.text);
}

// --- Summary --------------------------------------------------------------------------------------

function summarise(
  answers: readonly Measured[],
  scores: Record<InterviewScoreKey, number | null>,
): string {
  const answered = answers.filter((answer) => answer.words > 0);
  if (answered.length === 0) {
    return 'No hubo respuestas que evaluar. Cuando practiques de nuevo, responde cada pregunta con un ejemplo concreto.';
  }
  const averageWords = Math.round(average(answered.map((answer) => answer.words)));
  const opening =
    answered.length === answers.length
      ? `Respondiste ${answers.length === 1 ? 'la pregunta' : `las ${answers.length} preguntas`}, con ${averageWords} palabras en promedio.`
      : `Respondiste ${answered.length} de ${answers.length} preguntas, con ${averageWords} palabras en promedio.`;
  const present = (Object.entries(scores) as [InterviewScoreKey, number | null][]).filter(
    (entry): entry is [InterviewScoreKey, number] => entry[1] !== null,
  );
  const best = present.reduce((left, right) => (right[1] > left[1] ? right : left));
  const worst = present.reduce((left, right) => (right[1] < left[1] ? right : left));
  const name = (key: InterviewScoreKey) => interviewScoreLabels[key].name.toLowerCase();
  const strengths =
    best[1] === worst[1]
      ? `Tus puntajes están parejos (${best[1]} de 100).`
      : `Tu punto más fuerte fue ${name(best[0])} (${best[1]} de 100) y donde más puedes mejorar es ${name(worst[0])} (${worst[1]} de 100).`;
  return `${opening} ${strengths}`;
}
