import {
  adminClaimUrgencies,
  adminClaimUrgencyLabels,
  formatSoles,
  optimizationTypeLabels,
  optimizationTypes,
  paidPlanIds,
  plans,
  type AdminDailySeries,
  type AdminStats,
} from '@cvlisto/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { classNames } from '../../../components/ui/class-names';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatAdminDateTime } from '../admin-format';
import { useAdminStats } from '../api/get-admin-stats';
import { DailyChart } from './daily-chart';

const countFormatter = new Intl.NumberFormat('es-PE');

/** Resumen: what happened today and in the last 30 days (Lima), and what waits for an operator. */
export function AdminStatsPage() {
  const stats = useAdminStats();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Resumen"
        lead="Hoy y los últimos 30 días, en la hora de Lima. Cada gráfico muestra un día por barra."
      />
      {stats.isPending ? (
        <PageSpinner label="Cargando el resumen…" />
      ) : stats.isError ? (
        <Alert tone="error">No pudimos cargar el resumen. Recarga la página.</Alert>
      ) : (
        <StatsBody stats={stats.data} />
      )}
    </div>
  );
}

function StatsBody({ stats }: { stats: AdminStats }) {
  const count = (value: number) => countFormatter.format(value);
  return (
    <>
      <section aria-labelledby="pendientes" className="flex flex-col gap-3">
        <h2 id="pendientes" className="text-lg font-semibold text-ink">
          Pendientes
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card title="Reclamos abiertos" value={count(stats.openClaims.total)}>
            <ul className="flex flex-col gap-1 text-sm">
              {adminClaimUrgencies.map((urgency) => (
                <li key={urgency} className="flex justify-between gap-3">
                  <span className={urgency === 'overdue' ? 'text-danger-700' : 'text-ink-muted'}>
                    {adminClaimUrgencyLabels[urgency]}
                  </span>
                  <span
                    className={classNames(
                      'font-semibold tabular-nums',
                      urgency === 'overdue' && stats.openClaims.byDaysLeft.overdue > 0
                        ? 'text-danger-700'
                        : 'text-ink',
                    )}
                  >
                    {count(stats.openClaims.byDaysLeft[urgency])}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Solicitudes de soporte abiertas" value={count(stats.openSupportRequests)} />
        </div>
      </section>
      <section aria-labelledby="actividad" className="flex flex-col gap-3">
        <h2 id="actividad" className="text-lg font-semibold text-ink">
          Actividad
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <SeriesCard title="Registros" series={stats.signUps} format={count} />
          {optimizationTypes.map((type) => (
            <SeriesCard
              key={type}
              title={optimizationTypeLabels[type]}
              series={stats.optimizations.byType[type]}
              format={count}
            />
          ))}
          <SeriesCard
            title="Optimizaciones fallidas"
            series={stats.optimizations.failures}
            format={count}
          />
          <SeriesCard
            title="Ingresos"
            hint="Periodos pagados al precio de lista del plan y paquetes al precio vendido."
            series={stats.revenueCents}
            format={formatSoles}
          />
          <SeriesCard
            title="Paquetes de créditos vendidos"
            series={stats.creditPacksSold}
            format={count}
          />
          {paidPlanIds.map((planId) => (
            <SeriesCard
              key={planId}
              title={`Suscriptores ${plans[planId].name}`}
              value={count(stats.subscribers.byPlan[planId])}
              hint="Pagando ahora (activas o con pago pendiente). El gráfico: periodos pagados por día."
              series={stats.subscribers.paidPeriods[planId]}
              format={count}
            />
          ))}
        </div>
      </section>
      <p className="text-xs text-ink-muted">
        Actualizado: {formatAdminDateTime(stats.generatedAt)}
      </p>
    </>
  );
}

function Card({ title, value, children }: { title: string; value: string; children?: ReactNode }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
      <p className="text-2xl font-bold text-ink tabular-nums">{value}</p>
      {children}
    </article>
  );
}

/** A series: today's figure, the 30 days' total and a bar per day. */
function SeriesCard({
  title,
  value,
  hint,
  series,
  format,
}: {
  title: string;
  /** The big figure, when it is not today's (subscribers now). */
  value?: string;
  hint?: string;
  series: AdminDailySeries;
  format: (value: number) => string;
}) {
  return (
    <article className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <h3 className="text-sm font-medium text-ink-muted">{title}</h3>
      <dl className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <div className="flex items-baseline gap-1.5">
          <dt className="sr-only">{value === undefined ? 'Hoy' : 'Ahora'}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">
            {value ?? format(series.today)}
          </dd>
          <span aria-hidden className="text-xs text-ink-muted">
            {value === undefined ? 'hoy' : 'ahora'}
          </span>
        </div>
        <div className="flex items-baseline gap-1.5 text-sm text-ink-muted">
          <dt>30 días:</dt>
          <dd className="font-semibold text-ink tabular-nums">{format(series.last30Days)}</dd>
        </div>
      </dl>
      <DailyChart
        values={series.daily}
        label={`${title}, últimos 30 días: ${format(series.last30Days)} en total, ${format(series.today)} hoy.`}
      />
      {hint && <p className="text-xs text-ink-muted">{hint}</p>}
    </article>
  );
}
