import {
  interviewButtonLabels,
  interviewErrorCodes,
  maxInterviewAnswerCharacters,
  type InterviewCallState,
  type InterviewDetail,
  type InterviewQuestion,
} from '@cvlisto/shared';
import { Mic, Send, Square, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useAnswerInterview } from '../api/answer-interview';
import { useFinishInterview } from '../api/finish-interview';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { useMicrophoneLevel } from '../hooks/use-microphone-level';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { canSpeak, speakQuestion } from '../speak-question';
import type { TranscriptLine } from '../vapi-events';
import { InterviewClock } from './interview-clock';
import { LevelMeter } from './level-meter';
import { LiveTranscript } from './live-transcript';

export type BuiltinSession = {
  readonly id: string;
  readonly limitSeconds: number;
  readonly question: InterviewQuestion;
  /** When the interview started, on this browser's clock. */
  readonly startedAtMs: number;
};

/**
 * The built-in interviewer (issue 15): each question is shown and read aloud; the answer is
 * spoken (where the browser can listen) or typed — typing is always offered. At the limit, or on
 * 'Finalizar entrevista', the interview ends and its report comes back.
 */
export function BuiltinInterview({
  session,
  onStatus,
  onFinished,
}: {
  session: BuiltinSession;
  onStatus: (state: InterviewCallState, message?: string) => void;
  onFinished: (detail: InterviewDetail, notice?: string) => void;
}) {
  const [question, setQuestion] = useState(session.question);
  const [lines, setLines] = useState<TranscriptLine[]>([]);
  const [answer, setAnswer] = useState('');
  const [answeredByVoice, setAnsweredByVoice] = useState(false);
  const [questionShownAt, setQuestionShownAt] = useState(() => Date.now());
  // The server's clock wins: each answer re-anchors the local timer to its elapsed seconds.
  const [startedAtMs, setStartedAtMs] = useState(session.startedAtMs);
  const [message, setMessage] = useState<string | null>(null);
  const answerMutation = useAnswerInterview();
  const finishMutation = useFinishInterview();
  const finishRequested = useRef(false);
  const timeUpHandled = useRef(false);
  const stopSpeakingRef = useRef<() => void>(() => undefined);

  const recognition = useSpeechRecognition(
    useCallback((text: string) => {
      setAnswer((previous) => `${previous} ${text}`.trim().slice(0, maxInterviewAnswerCharacters));
      setAnsweredByVoice(true);
    }, []),
  );
  const microphoneLevel = useMicrophoneLevel(recognition.isListening);
  const elapsed = useElapsedSeconds(startedAtMs, !finishMutation.isPending);

  const readQuestion = useCallback((text: string) => {
    stopSpeakingRef.current();
    stopSpeakingRef.current = speakQuestion(text);
  }, []);

  useEffect(() => {
    readQuestion(question.text);
  }, [question.text, readQuestion]);
  useEffect(() => () => stopSpeakingRef.current(), []);

  const finish = useCallback(
    (notice?: string) => {
      if (finishRequested.current) return;
      finishRequested.current = true;
      recognition.stop();
      stopSpeakingRef.current();
      finishMutation.mutate(session.id, {
        onSuccess: (detail) => onFinished(detail, notice),
        onError: (error) => {
          finishRequested.current = false;
          onStatus('error', error.message);
        },
      });
    },
    [finishMutation, onFinished, onStatus, recognition, session.id],
  );

  // At the limit the interview ends with what was answered (the server refuses answers after it).
  const timeIsUp = elapsed >= session.limitSeconds;
  useEffect(() => {
    if (!timeIsUp || timeUpHandled.current) return;
    // Once: if this finish fails, 'Finalizar entrevista' retries it.
    timeUpHandled.current = true;
    finish();
  }, [timeIsUp, finish]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = answer.trim();
    if (!text) {
      setMessage('Escribe o di tu respuesta antes de continuar.');
      return;
    }
    recognition.stop();
    stopSpeakingRef.current();
    setMessage(null);
    answerMutation.mutate(
      {
        interviewId: session.id,
        answer: {
          questionId: question.id,
          text,
          source: answeredByVoice ? 'voice' : 'typed',
          durationSeconds: Math.min(3600, Math.round((Date.now() - questionShownAt) / 1000)),
        },
      },
      {
        onSuccess: (response) => {
          setLines((previous) => [
            ...previous,
            { speaker: 'interviewer', text: question.text },
            { speaker: 'candidate', text },
          ]);
          setAnswer('');
          setAnsweredByVoice(false);
          setStartedAtMs(Date.now() - response.elapsedSeconds * 1000);
          onStatus('connected');
          if (response.next) {
            setQuestion(response.next);
            setQuestionShownAt(Date.now());
          } else {
            finish();
          }
        },
        onError: (error) => {
          const code = error instanceof ApiRequestError ? error.code : null;
          // Time is up or it already ended: the server finished it; its report is what is left.
          if (code === interviewErrorCodes.timeUp || code === interviewErrorCodes.notInProgress) {
            finish(error.message);
            return;
          }
          if (code === interviewErrorCodes.wrongQuestion) {
            setMessage(error.message);
            return;
          }
          onStatus('error', error.message);
        },
      },
    );
  };

  const isFinishing = finishMutation.isPending;
  const pendingLine = recognition.interim
    ? { speaker: 'candidate' as const, text: recognition.interim }
    : null;

  return (
    <div className="flex flex-col gap-5">
      <InterviewClock elapsedSeconds={elapsed} limitSeconds={session.limitSeconds} />

      <section
        aria-labelledby="current-question-label"
        className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
      >
        <p id="current-question-label" className="text-xs font-semibold text-brand-800 uppercase">
          Pregunta {question.position} de {question.total}
        </p>
        <p data-testid="current-question" className="text-lg font-semibold text-ink">
          {question.text}
        </p>
        {canSpeak() && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => readQuestion(question.text)}
          >
            <Volume2 className="size-4" aria-hidden />
            Escuchar de nuevo
          </Button>
        )}
      </section>

      <LiveTranscript
        lines={[...lines, { speaker: 'interviewer', text: question.text }]}
        pending={pendingLine}
      />

      <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Tu respuesta">
        {recognition.isSupported && (
          <div className="flex flex-col gap-2">
            {recognition.isListening ? (
              <Button variant="secondary" onClick={recognition.stop}>
                <Square className="size-4" aria-hidden />
                Dejar de escuchar
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={isFinishing}
                onClick={() => {
                  stopSpeakingRef.current();
                  recognition.start();
                }}
              >
                <Mic className="size-4" aria-hidden />
                Responder con voz
              </Button>
            )}
            {recognition.isListening && microphoneLevel !== null && (
              <LevelMeter level={microphoneLevel} label="Nivel del micrófono" />
            )}
            {recognition.error && <Alert tone="info">{recognition.error}</Alert>}
          </div>
        )}
        <TextAreaField
          label="Tu respuesta"
          hint={
            recognition.isSupported
              ? 'Lo que digas aparece aquí; puedes corregirlo o escribir tu respuesta.'
              : 'Escribe tu respuesta como la dirías en la entrevista.'
          }
          maxLength={maxInterviewAnswerCharacters}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="submit" isLoading={answerMutation.isPending} disabled={isFinishing} fullWidth>
          <Send className="size-4" aria-hidden />
          Enviar respuesta
        </Button>
      </form>

      <Button variant="danger" size="lg" fullWidth isLoading={isFinishing} onClick={() => finish()}>
        {interviewButtonLabels.finish}
      </Button>
      {isFinishing && (
        <p role="status" className="text-center text-sm text-ink-muted">
          Preparando tu feedback…
        </p>
      )}
    </div>
  );
}
