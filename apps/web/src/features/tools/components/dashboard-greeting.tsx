import { formatCredits, type MeResponse } from '@cvlisto/shared';
import { classNames } from '../../../components/ui/class-names';
import { PageTitle } from '../../../components/ui/page-title';

/** The dashboard's greeting with the display name and the credits left (spec/core.md §2). */
export function DashboardGreeting({ me }: { me: MeResponse }) {
  const hasCredits = me.credits.remaining > 0;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title="Herramientas" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Hola, {me.user.displayName}
        </h1>
        <p className="mt-1 text-ink-muted">¿Qué quieres mejorar hoy?</p>
      </div>
      <p className="rounded-xl border border-line bg-surface px-4 py-3 text-sm">
        <span className="text-ink-muted">Plan {me.plan.name} · </span>
        <span
          className={classNames(
            'font-semibold',
            hasCredits ? 'text-success-600' : 'text-danger-700',
          )}
        >
          Te {me.credits.remaining === 1 ? 'queda' : 'quedan'} {formatCredits(me.credits.remaining)}
        </span>
      </p>
    </header>
  );
}
