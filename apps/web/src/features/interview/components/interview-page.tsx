import {
  interviewCallStatusLabels,
  type InterviewCallState,
  type InterviewDetail,
  type StartInterviewRequest,
} from '@cvlisto/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useInterviews } from '../api/get-interviews';
import { useStartInterview } from '../api/start-interview';
import { BuiltinInterview, type BuiltinSession } from './builtin-interview';
import { InterviewDetailView } from './interview-detail-view';
import { InterviewInfoCards } from './interview-info-cards';
import { InterviewSetup } from './interview-setup';
import { InterviewStatusPill } from './interview-status-pill';
import { PastInterviews } from './past-interviews';
import { VapiInterview, type VapiSession } from './vapi-interview';

type ActiveInterview =
  | { readonly mode: 'builtin'; readonly session: BuiltinSession }
  | { readonly mode: 'vapi'; readonly session: VapiSession };

const noChargeNotice = 'No se descontaron minutos.';

/**
 * /entrevista (spec/secondary.md §2.2; issue 15): the status pill and, in one panel, the setup,
 * the interview under way or one interview's report (?id=…); the three cards; past interviews.
 */
export function InterviewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('id');
  const interviews = useInterviews();
  const startMutation = useStartInterview();
  const [active, setActive] = useState<ActiveInterview | null>(null);
  const [callState, setCallState] = useState<InterviewCallState>('idle');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setStatus = useCallback((state: InterviewCallState, message?: string) => {
    setCallState(state);
    // The pill already says the spec's error; a message of its own (the server's) goes below it.
    setErrorMessage(
      state === 'error' && message && message !== interviewCallStatusLabels.error ? message : null,
    );
  }, []);

  const start = (request: StartInterviewRequest) => {
    setNotice(null);
    setStatus('connecting');
    startMutation.mutate(request, {
      onSuccess: (session) => {
        if (openId) setSearchParams({}, { replace: true });
        if (session.mode === 'vapi' && session.vapi) {
          // Connecting until the call signals it is listening.
          setActive({
            mode: 'vapi',
            session: { id: session.id, limitSeconds: session.limitSeconds, vapi: session.vapi },
          });
        } else if (session.question) {
          setActive({
            mode: 'builtin',
            session: {
              id: session.id,
              limitSeconds: session.limitSeconds,
              question: session.question,
              startedAtMs: Date.now(),
            },
          });
          setStatus('connected');
        } else {
          setStatus('error');
        }
      },
      onError: (error) => setStatus('error', error.message),
    });
  };

  const finished = useCallback(
    (detail: InterviewDetail, message?: string) => {
      setActive(null);
      setStatus('idle');
      if (detail.status === 'cancelled') {
        setNotice(`Terminaste sin responder ninguna pregunta. ${noChargeNotice}`);
        return;
      }
      setNotice(message ?? null);
      setSearchParams({ id: detail.id });
    },
    [setSearchParams, setStatus],
  );

  // The call never connected: the pill keeps its error; the interview was cancelled.
  const failed = useCallback(() => {
    setActive(null);
    setNotice(`No pudimos conectar la llamada. ${noChargeNotice}`);
  }, []);

  const resume = (detail: InterviewDetail) => {
    if (!detail.question) return;
    setNotice(null);
    setActive({
      mode: 'builtin',
      session: {
        id: detail.id,
        limitSeconds: detail.limitSeconds,
        question: detail.question,
        startedAtMs: Date.parse(detail.startedAt),
      },
    });
    setStatus('connected');
  };

  let panel;
  if (active?.mode === 'builtin') {
    panel = (
      <BuiltinInterview
        key={active.session.id}
        session={active.session}
        onStatus={setStatus}
        onFinished={finished}
      />
    );
  } else if (active?.mode === 'vapi') {
    panel = (
      <VapiInterview
        key={active.session.id}
        session={active.session}
        callState={callState}
        onStatus={setStatus}
        onFinished={finished}
        onFailed={failed}
      />
    );
  } else if (openId) {
    panel = <InterviewDetailView interviewId={openId} canResume onResume={resume} />;
  } else if (interviews.isPending) {
    panel = (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner label="Cargando…" />
      </div>
    );
  } else if (interviews.isError) {
    panel = <Alert tone="error">{interviews.error.message}</Alert>;
  } else {
    panel = (
      <InterviewSetup
        allowance={interviews.data.allowance}
        isConnecting={startMutation.isPending}
        onStart={start}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Tu IA entrevistador"
        lead="Practica tus habilidades para entrevistas de trabajo con un entrevistador que conoce tu CV y el puesto, y recibe feedback al terminar."
      />
      <section
        aria-label="Entrevista"
        className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <InterviewStatusPill state={callState} />
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        {notice && <Alert tone="info">{notice}</Alert>}
        {panel}
      </section>
      <InterviewInfoCards />
      {interviews.data && (
        <PastInterviews interviews={interviews.data.interviews} openId={openId} />
      )}
    </div>
  );
}
