import {
  interviewDefaults,
  interviewMessages,
  paths,
  plans,
  type InterviewAllowance as Allowance,
} from '@cvlisto/shared';
import { Crown, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { formatInterviewDate, formatMinutes } from '../interview-format';

const rediName = plans.modo_redi.name;

/**
 * What the user may do now (issue 15: the remaining minutes shown): a Redi subscriber's minutes,
 * the one free trial, the call to Redi once the trial is used, or when spent minutes renew.
 */
export function InterviewAllowance({ allowance }: { allowance: Allowance }) {
  const renewal = allowance.renewsAt ? formatInterviewDate(allowance.renewsAt) : null;
  switch (allowance.access) {
    case 'redi':
      return (
        <div data-testid="interview-allowance" className="flex items-start gap-3 text-sm">
          <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <p>
            Te quedan{' '}
            <strong>
              {formatMinutes(allowance.secondsRemaining)} de {allowance.minutesPerPeriod} min
            </strong>{' '}
            este periodo. Cada entrevista dura hasta{' '}
            {formatMinutes(allowance.maxSecondsPerInterview)}.
            {renewal && ` Tus minutos se renuevan el ${renewal}.`}
          </p>
        </div>
      );
    case 'trial':
      return (
        <div
          data-testid="interview-allowance"
          className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
        >
          <p className="text-base font-semibold">Prueba una entrevista corta gratis</p>
          <p>
            {interviewDefaults.trialQuestions} preguntas y hasta{' '}
            {formatMinutes(allowance.maxSecondsPerInterview)}, con tu feedback al terminar. La
            práctica completa, con {allowance.minutesPerPeriod} minutos al mes, es parte del plan{' '}
            {rediName}.
          </p>
          <Link
            to={paths.plans}
            className="self-start rounded font-semibold text-brand-700 underline"
          >
            Conoce el plan {rediName}
          </Link>
        </div>
      );
    case 'upgrade':
      return (
        <div
          data-testid="interview-allowance"
          className="flex flex-col gap-3 rounded-xl border border-accent-500/40 bg-amber-50 p-4 text-sm text-ink"
        >
          <p className="flex items-center gap-2 text-base font-semibold">
            <Crown className="size-5 text-accent-600" aria-hidden />
            Sigue practicando con {rediName}
          </p>
          <p>{interviewMessages.upgradeRequired}</p>
          <p>
            Con {rediName} tienes {allowance.minutesPerPeriod} minutos de entrevistas al mes, con
            feedback después de cada entrevista.
          </p>
          <Link to={paths.plans} className={buttonClassName({ fullWidth: true })}>
            Mejorar a {rediName}
          </Link>
        </div>
      );
    case 'exhausted':
      return (
        <div
          data-testid="interview-allowance"
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface-muted p-4 text-sm"
        >
          <p className="font-semibold">{interviewMessages.minutesExhausted}</p>
          {renewal && (
            <p>
              Tus {allowance.minutesPerPeriod} minutos vuelven el {renewal}.
            </p>
          )}
        </div>
      );
  }
}
