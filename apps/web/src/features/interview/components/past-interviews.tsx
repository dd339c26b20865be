import { interviewStatusLabels, type InterviewSummary } from '@cvlisto/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import { formatClock, formatInterviewDate } from '../interview-format';

/** The user's past interviews, newest first; each opens its report at /entrevista?id=…. */
export function PastInterviews({
  interviews,
  openId,
}: {
  interviews: readonly InterviewSummary[];
  openId: string | null;
}) {
  return (
    <section aria-labelledby="past-interviews-heading" className="flex flex-col gap-3">
      <h2 id="past-interviews-heading" className="text-lg font-semibold">
        Tus entrevistas anteriores
      </h2>
      {interviews.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-4 text-sm text-ink-muted">
          Aún no tienes entrevistas. Cuando termines la primera, su informe quedará aquí.
        </p>
      ) : (
        <ul
          aria-label="Entrevistas anteriores"
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {interviews.map((interview) => (
            <li key={interview.id}>
              <Link
                to={{ search: `?id=${encodeURIComponent(interview.id)}` }}
                aria-current={interview.id === openId ? 'true' : undefined}
                className={classNames(
                  'flex items-center gap-3 rounded-2xl p-4 hover:bg-surface-muted',
                  interview.id === openId && 'bg-brand-50',
                )}
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="truncate font-semibold">
                    {interview.position || 'Entrevista general'}
                  </p>
                  <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-ink-muted">
                    <span>{formatInterviewDate(interview.startedAt)}</span>
                    <span className="truncate">{interview.cvName ?? 'Sin CV'}</span>
                    <span>
                      <span className="sr-only">Duración:</span>
                      {formatClock(interview.durationSeconds)}
                    </span>
                    <span>{interviewStatusLabels[interview.status]}</span>
                  </p>
                </div>
                <span className="shrink-0 text-right">
                  <span className="block text-lg font-bold tabular-nums">
                    {interview.overallScore === null ? '—' : interview.overallScore}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {interview.overallScore === null ? 'sin puntaje' : 'de 100'}
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-ink-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
