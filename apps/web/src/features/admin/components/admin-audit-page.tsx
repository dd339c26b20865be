import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAdminAudit } from '../api/get-admin-audit';
import { AuditEntryList } from './audit-entry-list';

/** Auditoría: every operator action, newest first. Read only: nobody can edit the log. */
export function AdminAuditPage() {
  const audit = useAdminAudit();
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
      ) : (
        <AuditEntryList audit={audit} empty={<Alert>Todavía no hay acciones registradas.</Alert>} />
      )}
    </div>
  );
}
