import {
  creditReasonLabels,
  cvTypeLabels,
  formatCredits,
  interviewStatusLabels,
  paths,
  plans,
  subscriptionStatusLabels,
  supportDeviceTypeLabels,
  type AdminUserDetail,
} from '@cvlisto/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { classNames } from '../../../components/ui/class-names';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { formatAdminDate, formatAdminDateTime } from '../admin-format';
import { useAdminAudit } from '../api/get-admin-audit';
import { useAdminUser } from '../api/get-admin-user';
import { AuditEntryList } from './audit-entry-list';
import { CreditAdjustmentForm } from './credit-adjustment-form';

/** One account: plan, subscription, credits and their ledger, CV dates, support history. */
export function AdminUserPage({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.adminUsers}
        className="flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Usuarios
      </Link>
      {user.isPending ? (
        <PageSpinner label="Cargando la cuenta…" />
      ) : user.isError ? (
        <Alert tone="error">
          {user.error instanceof ApiRequestError && user.error.status === 404
            ? 'No encontramos esa cuenta.'
            : 'No pudimos cargar la cuenta. Recarga la página.'}
        </Alert>
      ) : (
        <UserDetail detail={user.data} />
      )}
    </div>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user, subscription, credits, cvs, optimizations, interviews, support } = detail;
  return (
    <>
      <PageHeader
        title={user.email}
        documentTitle={`Usuario ${user.email}`}
        lead={`${user.displayName} · Registrada el ${formatAdminDate(user.createdAt)}${
          user.isAdmin ? ' · Operador' : ''
        }${user.emailVerified ? '' : ' · Email sin verificar'}`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Plan y suscripción">
          <Facts
            facts={[
              ['Plan', detail.plan.name],
              [
                'Suscripción',
                subscription
                  ? `${plans[subscription.planId].name} · ${subscriptionStatusLabels[subscription.status]}${
                      subscription.cancelAtPeriodEnd ? ' (se cancela al final del periodo)' : ''
                    }`
                  : 'Nunca tuvo una',
              ],
              ...(subscription
                ? ([
                    ['Desde', formatAdminDate(subscription.startedAt)],
                    [
                      'Periodo actual hasta',
                      subscription.currentPeriodEnd
                        ? formatAdminDate(subscription.currentPeriodEnd)
                        : '—',
                    ],
                    ['Medio', subscription.provider === 'stripe' ? 'Stripe' : 'Sandbox'],
                  ] as const)
                : []),
            ]}
          />
        </Panel>
        <Panel title="CVs y optimizaciones">
          <Facts
            facts={[
              ['CVs guardados', String(cvs.count)],
              ['Optimizaciones completadas', String(optimizations.completed)],
              ['Optimizaciones fallidas', String(optimizations.failed)],
              ['En curso', String(optimizations.inProgress)],
              [
                'Última optimización',
                optimizations.lastAt ? formatAdminDateTime(optimizations.lastAt) : '—',
              ],
            ]}
          />
          {cvs.items.length > 0 && (
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {cvs.items.map((cv) => (
                <li key={cv.id} className="flex flex-wrap justify-between gap-x-3 text-ink-muted">
                  <span className="text-ink">{cvTypeLabels[cv.type]}</span>
                  <span>
                    Creado {formatAdminDate(cv.createdAt)} · v{cv.version}, editado{' '}
                    {formatAdminDate(cv.updatedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Entrevistas de práctica">
          {interviews.length === 0 ? (
            <p className="text-sm text-ink-muted">Todavía no ha practicado entrevistas.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {interviews.map((interview) => (
                <li
                  key={interview.id}
                  className="flex flex-wrap justify-between gap-x-3 text-ink-muted"
                >
                  <span className="text-ink">
                    {interview.mode === 'vapi' ? 'Vapi' : 'Integrada'}
                    {interview.trial ? ' (prueba)' : ''} · {interviewStatusLabels[interview.status]}
                  </span>
                  <span>
                    {formatAdminDateTime(interview.startedAt)} ·{' '}
                    {Math.ceil(interview.secondsCharged / 60)} min
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <Panel
        title={`Créditos: ${formatCredits(credits.remaining)}`}
        lead={
          credits.reserved > 0
            ? `${formatCredits(credits.reserved)} reservado por optimizaciones en curso.`
            : undefined
        }
      >
        <ol aria-label="Historial de créditos" className="flex flex-col divide-y divide-line">
          {credits.ledger.map((entry) => (
            <li key={entry.id} className="flex items-start gap-3 py-2 text-sm">
              <span
                className={classNames(
                  'w-10 shrink-0 text-right font-semibold tabular-nums',
                  entry.amount > 0 ? 'text-success-600' : 'text-danger-700',
                )}
              >
                {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-ink">{creditReasonLabels[entry.reason]}</span>
                {entry.note && <span className="break-words text-ink-muted">«{entry.note}»</span>}
                {entry.operatorEmail && (
                  <span className="text-xs break-all text-ink-muted">
                    Por {entry.operatorEmail}
                  </span>
                )}
              </div>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-ink-muted">
                {formatAdminDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      </Panel>
      <CreditAdjustmentForm userId={user.id} />
      <Panel title="Historial de soporte">
        {support.length === 0 ? (
          <p className="text-sm text-ink-muted">Sin reportes de soporte.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {support.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 text-sm">
                <span className="text-xs text-ink-muted">
                  {formatAdminDateTime(item.createdAt)} · {supportDeviceTypeLabels[item.deviceType]}
                </span>
                <p className="break-words whitespace-pre-line text-ink">{item.issueDetails}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <AccountAudit userId={user.id} />
    </>
  );
}

/** What operators did to this account, newest first (read only, like the whole log). */
function AccountAudit({ userId }: { userId: string }) {
  const audit = useAdminAudit({ targetType: 'user', targetId: userId });
  return (
    <Panel title="Acciones de operadores sobre esta cuenta">
      {audit.isPending ? null : audit.isError ? (
        <Alert tone="error">No pudimos cargar la auditoría de esta cuenta.</Alert>
      ) : (
        <AuditEntryList
          audit={audit}
          empty={<p className="text-sm text-ink-muted">Ninguna todavía.</p>}
        />
      )}
    </Panel>
  );
}

function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <header>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {lead && <p className="text-sm text-ink-muted">{lead}</p>}
      </header>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
