import { formatCredits, type MeResponse } from '@cvlisto/shared';
import { classNames } from '../../../components/ui/class-names';
import { PageTitle } from '../../../components/ui/page-title';
import { NotificationsPanel } from './notifications-panel';

/**
 * The dashboard's greeting with the display name, the credits left (red when none, green
 * otherwise: spec/core.md §9) and the notifications (§2).
 */
export function DashboardGreeting({ me }: { me: MeResponse }) {
  const hasCredits = me.credits.remaining > 0;
  return (
    <header className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <PageTitle title="Herramientas" />
      <div className="col-start-1 row-start-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Hola, {me.user.displayName}
        </h1>
        <p className="mt-1 text-ink-muted">¿Qué quieres mejorar hoy?</p>
      </div>
      <p
        className="col-span-2 row-start-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm sm:col-span-1 sm:col-start-2 sm:row-start-1"
        data-testid="credits"
      >
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
      <div className="col-start-2 row-start-1 self-start sm:col-start-3 sm:self-end">
        <NotificationsPanel />
      </div>
    </header>
  );
}
