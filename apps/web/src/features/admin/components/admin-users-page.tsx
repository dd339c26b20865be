import { adminUserSearchLimit, formatCredits, paths } from '@cvlisto/shared';
import { ChevronRight, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatAdminDate } from '../admin-format';
import { useAdminUsers } from '../api/search-admin-users';

/** Usuarios: find an account by e-mail or name; the newest accounts before any search. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const users = useAdminUsers(query);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Usuarios"
        lead="Busca una cuenta por su email o su nombre para ver su plan, sus créditos y su historial."
      />
      <div className="relative">
        <TextField
          label="Buscar por email o nombre"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="rosa@ejemplo.pe"
          autoComplete="off"
        />
        <Search
          className="pointer-events-none absolute right-3 bottom-3 size-5 text-ink-muted"
          aria-hidden
        />
      </div>
      {users.isPending ? (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner label="Buscando…" />
        </div>
      ) : users.isError ? (
        <Alert tone="error">No pudimos buscar las cuentas. Intenta nuevamente.</Alert>
      ) : users.data.length === 0 ? (
        <Alert>Ninguna cuenta coincide con «{query}».</Alert>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {query === ''
              ? 'Las cuentas más recientes.'
              : `${users.data.length} ${users.data.length === 1 ? 'cuenta' : 'cuentas'}${
                  users.data.length === adminUserSearchLimit ? ' (las más recientes)' : ''
                }.`}
          </p>
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface">
            {users.data.map((user) => (
              <li key={user.id}>
                <Link
                  to={paths.adminUser(user.id)}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-surface-muted"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <p className="truncate font-medium text-ink">{user.email}</p>
                    <p className="truncate text-sm text-ink-muted">
                      {user.name} · Plan {user.planName} · {formatCredits(user.creditsRemaining)}
                      {user.isAdmin ? ' · Operador' : ''}
                    </p>
                    <p className="text-xs text-ink-muted">
                      Registrada el {formatAdminDate(user.createdAt)}
                    </p>
                  </div>
                  <ChevronRight className="size-5 shrink-0 text-ink-muted" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
