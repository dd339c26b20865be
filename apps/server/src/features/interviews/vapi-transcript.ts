// A Vapi call's transcript as answers to feedback (issue 15). The end-of-call report lists the
// call's messages ({ role, message, time, endTime, secondsFromStart, duration }); each user turn
// (consecutive ones joined) answers what the assistant said just before it. Tolerant of shapes
// Vapi has used: `message` or `content`, role `bot` or `assistant`, the array itself or an object
// holding it (`artifact.messages`, `messages`).
import type { InterviewQuestionKind } from '@cvlisto/shared';
import type { AnswerForFeedback } from './interview-feedback';
import { foldText } from './interview-text';

type Turn = {
  readonly speaker: 'interviewer' | 'candidate';
  readonly text: string;
  readonly seconds: number | null;
};

const interviewerRoles = new Set(['assistant', 'bot']);
/** Epoch milliseconds are above this; epoch seconds are far below. */
const epochMillisecondsFloor = 1e11;

/**
 * The candidate's answers, each with the question it answered.
 *
 * @example
 * answersFromVapiMessages([
 *   { role: 'bot', message: 'Cuéntame sobre ti.' },
 *   { role: 'user', message: 'Soy contadora…', duration: 4200 },
 * ]); // [{ questionId: 'q1', kind: 'opening', question: 'Cuéntame sobre ti.', … }]
 */
export function answersFromVapiMessages(messages: unknown): AnswerForFeedback[] {
  const turns = readTurns(messages);
  const answers: AnswerForFeedback[] = [];
  let question: string[] = [];
  let answer: { texts: string[]; seconds: number[]; question: string } | null = null;

  const close = () => {
    if (answer === null) return;
    if (isSmallTalk(answer.texts.join(' '))) {
      answer = null;
      return;
    }
    const index = answers.length;
    const questionText = answer.question;
    answers.push({
      questionId: `q${index + 1}`,
      kind: index === 0 ? 'opening' : kindOf(questionText),
      question: questionText,
      answer: answer.texts.join(' '),
      source: 'voice',
      durationSeconds:
        answer.seconds.length === 0
          ? null
          : Math.round(answer.seconds.reduce((sum, value) => sum + value, 0)),
    });
    answer = null;
  };

  for (const turn of turns) {
    if (turn.speaker === 'interviewer') {
      close();
      question.push(turn.text);
      continue;
    }
    answer ??= { texts: [], seconds: [], question: question.join(' ') };
    question = [];
    answer.texts.push(turn.text);
    if (turn.seconds !== null) answer.seconds.push(turn.seconds);
  }
  close();
  return answers;
}

/** Words of a greeting or an "I'm ready", not of an answer. */
const smallTalkWords: ReadonlySet<string> = new Set(
  (
    'si ok okay listo lista listos claro dale hola gracias muchas bueno buenas buenos dias tardes ' +
    'noches perfecto vale de acuerdo ya correcto entendido te escucho igualmente empecemos'
  ).split(' '),
);

/**
 * "Sí, listo", "Hola, buenas tardes": the call's greetings, not an answer to judge (a voice
 * assistant asks whether the candidate is ready). "No" stays: it can answer a question.
 */
function isSmallTalk(text: string): boolean {
  const words = foldText(text).match(/\p{L}+/gu) ?? [];
  return words.length <= 5 && words.every((word) => smallTalkWords.has(word));
}

/** A question recognisable as the closing or a STAR one; anything else is a follow-up. */
function kindOf(question: string): InterviewQuestionKind {
  const folded = foldText(question);
  if (
    /\b(?:para terminar|para cerrar|para finalizar|alguna pregunta (?:para|sobre))\b/u.test(folded)
  ) {
    return 'closing';
  }
  if (/\b(?:star|una vez (?:en )?que|una situacion (?:en la )?que)\b/u.test(folded)) {
    return 'behavioural';
  }
  return 'follow_up';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  if (isRecord(value.artifact) && Array.isArray(value.artifact.messages)) {
    return value.artifact.messages;
  }
  if (Array.isArray(value.messages)) return value.messages;
  return [];
}

function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function readTurns(messages: unknown): Turn[] {
  const raw = messageList(messages).filter(isRecord);
  const turns: Turn[] = [];
  raw.forEach((message, index) => {
    const role = typeof message.role === 'string' ? message.role : '';
    const speaker = interviewerRoles.has(role)
      ? 'interviewer'
      : role === 'user'
        ? 'candidate'
        : null;
    const content = typeof message.message === 'string' ? message.message : message.content;
    const text = typeof content === 'string' ? content.replace(/\s+/g, ' ').trim() : '';
    if (speaker === null || text === '') return;
    turns.push({ speaker, text, seconds: turnSeconds(message, raw[index + 1]) });
  });
  return turns;
}

/**
 * How long a turn lasted, in seconds: from `time`/`endTime` (epoch milliseconds) when present,
 * else from `duration`. Vapi's schema documents `duration` in seconds but sends milliseconds; a
 * value longer than the gap to the next message's start can only be milliseconds, and without a
 * next message milliseconds are assumed, as Vapi sends them.
 */
function turnSeconds(message: Record<string, unknown>, next: unknown): number | null {
  const time = finiteNumber(message.time);
  const endTime = finiteNumber(message.endTime);
  if (time !== null && endTime !== null && endTime >= time) {
    return time > epochMillisecondsFloor ? (endTime - time) / 1000 : endTime - time;
  }
  const duration = finiteNumber(message.duration);
  if (duration === null) return null;
  const start = finiteNumber(message.secondsFromStart);
  const nextStart = isRecord(next) ? finiteNumber(next.secondsFromStart) : null;
  if (start !== null && nextStart !== null && nextStart >= start) {
    return duration > nextStart - start + 1 ? duration / 1000 : duration;
  }
  return duration / 1000;
}
