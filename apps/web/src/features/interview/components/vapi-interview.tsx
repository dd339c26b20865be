import {
  interviewButtonLabels,
  interviewCallStatusLabels,
  type InterviewCallState,
  type InterviewDetail,
  type VapiCallSetup,
} from '@cvlisto/shared';
import type Vapi from '@vapi-ai/web';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCancelInterview } from '../api/cancel-interview';
import { useFinishInterview } from '../api/finish-interview';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import {
  commonJsDefault,
  isFatalVapiError,
  joinDelayBeforeStart,
  transcriptFromVapiMessage,
  type TranscriptLine,
} from '../vapi-events';
import { InterviewClock } from './interview-clock';
import { LevelMeter } from './level-meter';
import { LiveTranscript } from './live-transcript';

export type VapiSession = {
  readonly id: string;
  readonly limitSeconds: number;
  readonly vapi: VapiCallSetup;
};

const pause = (milliseconds: number) =>
  new Promise<void>((resolve) => window.setTimeout(resolve, milliseconds));

/**
 * A voice call with Vapi's assistant through its official SDK (issue 15; PRODUCT.md §2), loaded
 * only here so the rest of the app never downloads it. The pill follows the SDK's events
 * (spec/secondary.md §4.1). When the call ends the interview is finished and the report is
 * awaited; a call that never connected is cancelled, so nothing is charged.
 */
export function VapiInterview({
  session,
  callState,
  onStatus,
  onFinished,
  onFailed,
}: {
  session: VapiSession;
  callState: InterviewCallState;
  onStatus: (state: InterviewCallState, message?: string) => void;
  onFinished: (detail: InterviewDetail) => void;
  onFailed: () => void;
}) {
  const [lines, setLines] = useState<TranscriptLine[]>([]);
  const [pending, setPending] = useState<TranscriptLine | null>(null);
  const [currentQuestion, setCurrentQuestion] = useState<string | null>(null);
  const [assistantSpeaking, setAssistantSpeaking] = useState(false);
  const [volume, setVolume] = useState<number | null>(null);
  const [connectedAtMs, setConnectedAtMs] = useState<number | null>(null);
  const [callEnded, setCallEnded] = useState(false);
  const finishMutation = useFinishInterview();
  const cancelMutation = useCancelInterview();
  const vapiRef = useRef<Vapi | null>(null);
  // The latest callbacks, read by the SDK's listeners registered once.
  const handlers = useRef({ onStatus, onFinished, onFailed, finishMutation, cancelMutation });
  useEffect(() => {
    handlers.current = { onStatus, onFinished, onFailed, finishMutation, cancelMutation };
  });

  useEffect(() => {
    let disposed = false;
    let connected = false;
    let settled = false;

    // Any failure is logged (spec/secondary.md §8) before the pill shows the spec's error.
    const fail = (reason: unknown) => {
      console.error('voice interview call failed', reason);
      if (settled) return;
      settled = true;
      const { onStatus: setStatus, cancelMutation: cancel, onFailed: failed } = handlers.current;
      setStatus('error', interviewCallStatusLabels.error);
      void vapiRef.current?.stop().catch(() => undefined);
      // It never connected: cancelled, nothing charged.
      cancel.mutate(session.id, { onSettled: failed });
    };

    const ended = () => {
      if (settled) return;
      if (!connected) {
        fail('the call ended before it connected');
        return;
      }
      settled = true;
      const {
        finishMutation: finish,
        onFinished: finished,
        onStatus: setStatus,
      } = handlers.current;
      setVolume(null);
      setCallEnded(true);
      finish.mutate(session.id, {
        onSuccess: finished,
        onError: (error) => setStatus('error', error.message),
      });
    };

    void (async () => {
      try {
        const VapiClient = commonJsDefault<typeof Vapi>(await import('@vapi-ai/web'));
        // Unmounted while the SDK loaded (or React's development double mount): no call.
        if (disposed) return;
        // `avoidEval`: Daily loads its call bundle as a script from its own CDN instead of
        // evaluating fetched code, so our Content-Security-Policy needs no 'unsafe-eval'.
        const vapi = new VapiClient(session.vapi.publicKey, session.vapi.apiBaseUrl ?? undefined, {
          avoidEval: true,
        });
        vapiRef.current = vapi;
        vapi.on('call-start', () => {
          connected = true;
          setConnectedAtMs(Date.now());
          handlers.current.onStatus('connected');
        });
        vapi.on('speech-start', () => setAssistantSpeaking(true));
        vapi.on('speech-end', () => setAssistantSpeaking(false));
        vapi.on('volume-level', (level) => setVolume(level));
        vapi.on('message', (message: unknown) => {
          const line = transcriptFromVapiMessage(message);
          if (!line) return;
          if (!line.isFinal) {
            setPending({ speaker: line.speaker, text: line.text });
            return;
          }
          setPending(null);
          setLines((previous) => [...previous, { speaker: line.speaker, text: line.text }]);
          if (line.speaker === 'interviewer') setCurrentQuestion(line.text);
        });
        vapi.on('call-end', ended);
        vapi.on('error', (error: unknown) => {
          if (!isFatalVapiError(error)) return;
          if (!connected) {
            fail(error);
            return;
          }
          handlers.current.onStatus('error', interviewCallStatusLabels.error);
          void vapi.stop().catch(() => undefined);
        });

        const delay = joinDelayBeforeStart({
          coarsePointer: window.matchMedia('(pointer: coarse)').matches,
          userAgent: navigator.userAgent,
        });
        if (delay > 0) await pause(delay);
        if (disposed) return;
        const call = await vapi.start(
          session.vapi.assistantId,
          // The SDK's overrides type is mutable; ours is read-only data passed through as is.
          session.vapi.assistantOverrides as Parameters<Vapi['start']>[1],
        );
        if (!call) fail('the call did not start');
      } catch (error) {
        // The SDK chunk failed to load, or start threw: the call never connected.
        fail(error);
      }
    })();

    return () => {
      disposed = true;
      const vapi = vapiRef.current;
      vapiRef.current = null;
      vapi?.removeAllListeners();
      void vapi?.stop().catch(() => undefined);
    };
  }, [session.id, session.vapi]);

  const elapsed = useElapsedSeconds(connectedAtMs ?? 0, connectedAtMs !== null);
  const timeIsUp = connectedAtMs !== null && elapsed >= session.limitSeconds;
  useEffect(() => {
    if (timeIsUp) void vapiRef.current?.stop().catch(() => undefined);
  }, [timeIsUp]);

  // The call ended but telling the server failed (the network): asking again is safe.
  const retryFinish = () =>
    finishMutation.mutate(session.id, {
      onSuccess: onFinished,
      onError: (error) => onStatus('error', error.message),
    });

  const isConnecting = callState === 'connecting';
  const isFinishing = finishMutation.isPending || cancelMutation.isPending;

  return (
    <div className="flex flex-col gap-5">
      <InterviewClock
        elapsedSeconds={connectedAtMs === null ? 0 : elapsed}
        limitSeconds={session.limitSeconds}
      />
      <section
        aria-labelledby="current-question-label"
        className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
      >
        <p id="current-question-label" className="text-xs font-semibold text-brand-800 uppercase">
          {assistantSpeaking ? 'La IA está hablando' : 'Pregunta actual'}
        </p>
        <p data-testid="current-question" className="text-lg font-semibold text-ink">
          {currentQuestion ??
            (isConnecting
              ? 'Estamos preparando la llamada. Permite el uso del micrófono si el navegador lo pide.'
              : 'La IA empezará a hablar en un momento.')}
        </p>
        {volume !== null && <LevelMeter level={volume} label="Volumen de la llamada" />}
      </section>
      <LiveTranscript lines={lines} pending={pending} />
      {callEnded && finishMutation.isError && (
        <Button size="lg" fullWidth onClick={retryFinish}>
          Intentar de nuevo
        </Button>
      )}
      {!callEnded && (
        <Button
          variant={isConnecting ? 'primary' : 'danger'}
          size="lg"
          fullWidth
          disabled={isConnecting || isFinishing}
          isLoading={isFinishing}
          onClick={() => void vapiRef.current?.stop().catch(() => undefined)}
        >
          {isConnecting ? interviewButtonLabels.connecting : interviewButtonLabels.finish}
        </Button>
      )}
      {finishMutation.isPending && (
        <p role="status" className="text-center text-sm text-ink-muted">
          Preparando tu feedback…
        </p>
      )}
    </div>
  );
}
