import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAdminAudit } from '../api/get-admin-audit';
import { AuditEntryItem } from './audit-entry-item';

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
