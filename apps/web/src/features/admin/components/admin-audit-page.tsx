import { adminAuditActionLabels, type AdminAuditEntry } from '@cvlisto/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatAdminDateTime, formatAuditActor, formatAuditState } from '../admin-format';
import { useAdminAudit } from '../api/get-admin-audit';

/** Auditoría: every operator action, newest first. Read only: nobody can edit the log. */
export function AdminAuditPage() {
  const audit = useAdminAudit();
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Auditoría"
        lead="Cada acción de los operadores: quién, qué, cuándo y el cambio. Nadie puede editar ni borrar este registro."
      />
      {audit.isPending ? (
        <PageSpinner label="Cargando la auditoría…" />
      ) : audit.isError ? (
        <Alert tone="error">No pudimos cargar la auditoría. Recarga la página.</Alert>
      ) : entries.length === 0 ? (
        <Alert>Todavía no hay acciones registradas.</Alert>
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {audit.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isLoading={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          Ver acciones anteriores
        </Button>
      )}
    </div>
  );
}

function AuditEntryItem({ entry }: { entry: AdminAuditEntry }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-ink">
          {adminAuditActionLabels[entry.action] ?? entry.action}
        </p>
        <time dateTime={entry.createdAt} className="text-ink-muted">
          {formatAdminDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="break-words text-ink-muted">
        Por <span className="text-ink">{formatAuditActor(entry.actorEmail)}</span> · sobre{' '}
        {entry.targetType} <span className="font-mono text-xs">{entry.targetId}</span>
      </p>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-ink-muted">Antes</dt>
        <dd className="font-mono text-xs break-all">{formatAuditState(entry.before)}</dd>
        <dt className="text-ink-muted">Después</dt>
        <dd className="font-mono text-xs break-all">{formatAuditState(entry.after)}</dd>
      </dl>
    </li>
  );
}
