import {
  adminClaimFilterLabels,
  adminClaimFilters,
  adminClaimStatusLabels,
  claimTypeLabels,
  paths,
  type AdminClaimFilter,
} from '@cvlisto/shared';
import { Download } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { buttonClassName } from '../../../../components/ui/button';
import { classNames } from '../../../../components/ui/class-names';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { PageSpinner } from '../../../../components/ui/spinner';
import { useAdminClaims } from '../api/get-admin-claims';
import { formatAdminDateTime } from '../../admin-format';
import { DeadlineBadge } from './deadline-badge';

const filterOptions = adminClaimFilters.map((value) => ({
  value,
  label: adminClaimFilterLabels[value],
}));

const readFilter = (value: string | null): AdminClaimFilter =>
  adminClaimFilters.find((filter) => filter === value) ?? 'all';

/** /admin/reclamos: the complaints book by deadline, with its CSV export (issue 16). */
export function ClaimsBookPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readFilter(searchParams.get('estado'));
  const claims = useAdminClaims(status);
  const overdue = claims.data?.filter((claim) => claim.overdue).length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Libro de reclamaciones"
        lead="Cada reclamo se responde dentro de 15 días calendario, contados en hora de Lima. Los más urgentes van primero."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label="Estado"
          options={filterOptions}
          value={status}
          onChange={(event) =>
            setSearchParams(event.target.value === 'all' ? {} : { estado: event.target.value }, {
              replace: true,
            })
          }
          className="sm:w-56"
        />
        <a
          href="/api/admin/claims/export.csv"
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden />
          Exportar CSV
        </a>
      </div>
      {overdue > 0 && (
        <Alert tone="error">
          {overdue === 1
            ? 'Hay 1 reclamo con el plazo vencido.'
            : `Hay ${overdue} reclamos con el plazo vencido.`}
        </Alert>
      )}
      {claims.isPending ? (
        <PageSpinner label="Cargando reclamos…" />
      ) : claims.isError ? (
        <Alert tone="error">No pudimos cargar el libro de reclamaciones. Recarga la página.</Alert>
      ) : claims.data.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">
          No hay reclamos en esta lista.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Reclamos">
          {claims.data.map((claim) => (
            <li key={claim.id}>
              <Link
                to={paths.adminClaim(String(claim.id))}
                className={classNames(
                  'flex flex-col gap-2 rounded-2xl border bg-surface p-4 hover:border-brand-500 sm:flex-row sm:items-center sm:gap-4',
                  claim.overdue ? 'border-danger-600' : 'border-line',
                )}
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold text-ink tabular-nums">N.° {claim.number}</span>
                    <span className="text-sm text-ink-muted">
                      {claimTypeLabels[claim.claimType]}
                    </span>
                    {claim.extended && (
                      <span className="text-xs font-medium text-ink-muted">Con ampliación</span>
                    )}
                  </div>
                  <span className="truncate text-ink">{claim.consumerName}</span>
                  <span className="text-sm text-ink-muted">
                    Registrado el {formatAdminDateTime(claim.filedAt)}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
                  <span className="text-sm font-medium text-ink">
                    {adminClaimStatusLabels[claim.status]}
                  </span>
                  <DeadlineBadge claim={claim} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
