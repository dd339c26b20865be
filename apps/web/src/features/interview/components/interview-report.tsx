import {
  interviewScoreKeys,
  interviewScoreLabels,
  type InterviewAnswerFeedback,
  type InterviewReport as Report,
} from '@cvlisto/shared';
import { Check, Mail, X } from 'lucide-react';
import { classNames } from '../../../components/ui/class-names';
import { formatClock } from '../interview-format';

/**
 * The feedback report (issue 15): the four scores with what each means, three things to practise
 * and, per answer, the transcript with its length, filler words, STAR parts, figures, the
 * posting's terms and a comment.
 */
export function InterviewReport({ report }: { report: Report }) {
  return (
    <div className="flex flex-col gap-6" data-testid="interview-report">
      <p className="text-ink">{report.summary}</p>

      <section aria-labelledby="scores-heading" className="flex flex-col gap-3">
        <h3 id="scores-heading" className="text-lg font-semibold">
          Tus resultados
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {interviewScoreKeys.map((key) => {
            const score = report.scores[key];
            const { name, meaning } = interviewScoreLabels[key];
            return (
              <li key={key} className="flex flex-col gap-2 rounded-xl border border-line p-4">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold">{name}</span>
                  <span className="text-lg font-bold tabular-nums" data-testid={`score-${key}`}>
                    {score === null ? '—' : `${score}/100`}
                  </span>
                </p>
                {score !== null && (
                  <div
                    className="h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
                    aria-hidden
                  >
                    <div
                      className="h-full rounded-full bg-brand-600"
                      style={{ width: `${score}%` }}
                    />
                  </div>
                )}
                <p className="text-sm text-ink-muted">
                  {score === null
                    ? 'Sin dato: no indicaste un puesto ni una oferta con qué comparar.'
                    : meaning}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="practise-heading" className="flex flex-col gap-3">
        <h3 id="practise-heading" className="text-lg font-semibold">
          Practica esto para la próxima
        </h3>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
          {report.practiseNext.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="answers-heading" className="flex flex-col gap-3">
        <h3 id="answers-heading" className="text-lg font-semibold">
          Tus respuestas
        </h3>
        {report.answers.length === 0 ? (
          <p className="text-sm text-ink-muted">No quedaron respuestas registradas.</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {report.answers.map((answer, index) => (
              <AnswerFeedback key={answer.questionId} answer={answer} number={index + 1} />
            ))}
          </ol>
        )}
      </section>

      <p className="flex items-start gap-2 rounded-xl bg-surface-muted p-3 text-sm text-ink-muted">
        <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
        También te enviamos este informe a tu correo.
      </p>
    </div>
  );
}

function AnswerFeedback({ answer, number }: { answer: InterviewAnswerFeedback; number: number }) {
  const fillerCount = answer.fillers.reduce((total, filler) => total + filler.count, 0);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <p className="text-sm font-semibold text-brand-800">
        {number}. {answer.question}
      </p>
      <blockquote className="border-l-4 border-brand-200 pl-3 text-sm break-words text-ink">
        {answer.answer}
      </blockquote>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-ink-muted">Extensión</dt>
        <dd>
          {answer.words} {answer.words === 1 ? 'palabra' : 'palabras'}
          {answer.durationSeconds !== null && ` · ${formatClock(answer.durationSeconds)}`}
          {answer.source === 'typed' ? ' · escrita' : ' · hablada'}
        </dd>
        <dt className="text-ink-muted">Muletillas</dt>
        <dd>
          {answer.source === 'typed'
            ? 'No se cuentan en respuestas escritas'
            : fillerCount === 0
              ? 'Ninguna'
              : answer.fillers.map((filler) => `«${filler.word}» ×${filler.count}`).join(', ')}
        </dd>
        <dt className="text-ink-muted">Método STAR</dt>
        <dd className="flex flex-wrap gap-x-3 gap-y-1">
          <StarTick label="Situación" present={answer.star.situation} />
          <StarTick label="Acción" present={answer.star.action} />
          <StarTick label="Resultado" present={answer.star.result} />
        </dd>
        <dt className="text-ink-muted">Cifras</dt>
        <dd>{answer.hasFigure ? 'Sí, diste un dato concreto' : 'Sin cifras'}</dd>
        <dt className="text-ink-muted">Términos del puesto</dt>
        <dd>
          {answer.postingTermsUsed.length > 0 ? answer.postingTermsUsed.join(', ') : 'Ninguno'}
        </dd>
      </dl>
      <p className="text-sm text-ink">{answer.comment}</p>
    </li>
  );
}

function StarTick({ label, present }: { label: string; present: boolean }) {
  const Icon = present ? Check : X;
  return (
    <span
      className={classNames(
        'inline-flex items-center gap-1',
        present ? 'text-success-600' : 'text-ink-muted',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
      <span className="sr-only">{present ? ': sí' : ': no'}</span>
    </span>
  );
}
