import { interviewStatusLabels, type InterviewDetail } from '@cvlisto/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useInterview } from '../api/get-interview';
import { formatClock, formatInterviewDateTime } from '../interview-format';
import { InterviewReport } from './interview-report';

/**
 * One interview at /entrevista?id=… (the e-mail links here): its report, «Preparando tu
 * feedback…» while a call's report is on its way (polled), or a built-in interview left open
 * that can be continued.
 */
export function InterviewDetailView({
  interviewId,
  canResume,
  onResume,
}: {
  interviewId: string;
  canResume: boolean;
  onResume: (detail: InterviewDetail) => void;
}) {
  const interview = useInterview(interviewId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasReport = Boolean(interview.data?.report);
  // A report that just arrived takes the reader (and a screen reader's focus) to its heading.
  useEffect(() => {
    if (hasReport) headingRef.current?.focus();
  }, [hasReport, interviewId]);

  const back = (
    <Link
      to={{ search: '' }}
      className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-medium text-brand-700"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Nueva entrevista
    </Link>
  );

  if (interview.isPending) {
    return (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner label="Cargando la entrevista…" />
      </div>
    );
  }
  if (interview.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{interview.error.message}</Alert>
        {back}
      </div>
    );
  }

  const detail = interview.data;
  return (
    <article className="flex flex-col gap-4" aria-labelledby="interview-detail-heading">
      {back}
      <header className="flex flex-col gap-1">
        <h2
          id="interview-detail-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold"
        >
          {detail.report ? 'Tu feedback' : 'Tu entrevista'}
          {detail.position ? `: ${detail.position}` : ''}
        </h2>
        <p className="text-sm text-ink-muted">
          {formatInterviewDateTime(detail.startedAt)} · {detail.cvName ?? 'Sin CV'} ·{' '}
          {formatClock(detail.durationSeconds)} · {interviewStatusLabels[detail.status]}
          {detail.overallScore !== null && ` · ${detail.overallScore}/100`}
        </p>
      </header>

      {detail.report && <InterviewReport report={detail.report} />}
      {!detail.report && detail.status === 'awaiting_report' && (
        <p role="status" className="flex items-center gap-3 text-ink">
          <Spinner size="sm" className="text-brand-700" />
          Preparando tu feedback…
        </p>
      )}
      {!detail.report && detail.status === 'cancelled' && (
        <Alert tone="info">
          Esta entrevista se canceló antes de empezar: no se descontaron minutos.
        </Alert>
      )}
      {!detail.report && detail.status === 'completed' && (
        <Alert tone="info">Esta entrevista no tiene informe.</Alert>
      )}
      {detail.status === 'in_progress' &&
        (detail.mode === 'builtin' && detail.question && canResume ? (
          <div className="flex flex-col gap-3">
            <p>Esta entrevista quedó abierta. Puedes continuarla donde la dejaste.</p>
            <Button size="lg" onClick={() => onResume(detail)}>
              Continuar entrevista
            </Button>
          </div>
        ) : (
          <p>Esta entrevista sigue en curso.</p>
        ))}
    </article>
  );
}
