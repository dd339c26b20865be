import {
  cvDateFilters,
  cvTypeLabels,
  cvTypes,
  paths,
  type CvDateFilter,
  type CvSummary,
  type OptimizationType,
} from '@cvlisto/shared';
import { ArrowRight, Eye, FileText, Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCvs } from '../api/get-cvs';
import { formatCvDateTime } from '../cv-format';
import { CvResultDialog } from './cv-result-dialog';
import { DeleteCvDialog } from './delete-cv-dialog';
import { RenameCvDialog } from './rename-cv-dialog';

type TypeFilter = 'all' | OptimizationType;

const typeOptions = [
  { value: 'all', label: 'Todos los tipos' },
  ...cvTypes.map((type) => ({ value: type, label: cvTypeLabels[type] })),
];

const dateLabels: Record<CvDateFilter, string> = {
  all: 'Cualquier fecha',
  today: 'Hoy',
  last7: 'Últimos 7 días',
  lastMonth: 'Último mes',
};
const dateOptions = cvDateFilters.map((value) => ({ value, label: dateLabels[value] }));

type Action = { kind: 'view' | 'rename' | 'delete'; cv: CvSummary } | null;

/**
 * The user's optimised CVs with search (name or type label) and, on the full page, type and date
 * filters; each row can be viewed, renamed or deleted (spec/core.md §2, §4). The server filters;
 * the search box waits for a pause in typing before asking.
 */
export function CvList({ variant }: { variant: 'dashboard' | 'page' }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [date, setDate] = useState<CvDateFilter>('all');
  const [action, setAction] = useState<Action>(null);
  const q = useDebouncedValue(search.trim());
  const cvs = useCvs({ type, date, q });
  const isFiltered = q !== '' || type !== 'all' || date !== 'all';
  const closeAction = () => setAction(null);

  return (
    <div className="flex flex-col gap-4">
      <div
        role="search"
        className={classNames(
          'grid gap-3',
          variant === 'page' && 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]',
        )}
      >
        <div className="relative">
          <TextField
            label="Buscar CVs"
            type="search"
            placeholder="Nombre o tipo de CV"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="[&_input]:pl-10"
          />
          <Search
            className="pointer-events-none absolute bottom-3 left-3 size-5 text-ink-muted"
            aria-hidden
          />
        </div>
        {variant === 'page' && (
          <>
            <SelectField
              label="Tipo"
              options={typeOptions}
              value={type}
              onChange={(event) => setType(event.target.value as TypeFilter)}
            />
            <SelectField
              label="Fecha"
              options={dateOptions}
              value={date}
              onChange={(event) => setDate(event.target.value as CvDateFilter)}
            />
          </>
        )}
      </div>

      {cvs.isPending && (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner label="Cargando tus CVs…" />
        </div>
      )}
      {cvs.isError && <Alert tone="error">{cvs.error.message}</Alert>}
      {cvs.data && cvs.data.length === 0 && (
        <EmptyList isFiltered={isFiltered} showStartButton={variant === 'page'} />
      )}
      {cvs.data && cvs.data.length > 0 && (
        <ul
          aria-label="CVs optimizados"
          aria-busy={cvs.isFetching || undefined}
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
        >
          {cvs.data.map((cv, index) => (
            <CvRow
              key={cv.id}
              cv={cv}
              // The dashboard shows a few on phones; 'Ver todos los CVs' leads to the rest.
              className={variant === 'dashboard' && index >= 3 ? 'max-md:hidden' : undefined}
              onAction={(kind) => setAction({ kind, cv })}
            />
          ))}
        </ul>
      )}
      {variant === 'dashboard' && (
        <Link
          to={paths.cvs}
          className={classNames(buttonClassName({ variant: 'secondary' }), 'md:hidden')}
        >
          Ver todos los CVs
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}

      <CvResultDialog cv={action?.kind === 'view' ? action.cv : null} onClose={closeAction} />
      <RenameCvDialog cv={action?.kind === 'rename' ? action.cv : null} onClose={closeAction} />
      <DeleteCvDialog cv={action?.kind === 'delete' ? action.cv : null} onClose={closeAction} />
    </div>
  );
}

function EmptyList({
  isFiltered,
  showStartButton,
}: {
  isFiltered: boolean;
  showStartButton: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-4 py-10 text-center">
      <FileText className="size-10 text-brand-600" aria-hidden />
      <p className="font-semibold">
        {isFiltered ? 'No se encontraron resultados' : 'Aún no tienes CVs optimizados'}
      </p>
      {!isFiltered &&
        (showStartButton ? (
          <Link to={paths.tools} className={buttonClassName()}>
            Mejorar mi primer CV
          </Link>
        ) : (
          <p className="text-sm text-ink-muted">Elige una herramienta para empezar.</p>
        ))}
    </div>
  );
}

function CvRow({
  cv,
  className,
  onAction,
}: {
  cv: CvSummary;
  className: string | undefined;
  onAction: (kind: 'view' | 'rename' | 'delete') => void;
}) {
  return (
    <li
      className={classNames(
        'flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        {/* Wraps instead of cutting: the tool is at the end of the name (issue 17). */}
        <p className="line-clamp-2 font-semibold break-words">{cv.name}</p>
        <p className="text-sm text-ink-muted">
          {cvTypeLabels[cv.typeId]} ·{' '}
          <time dateTime={cv.createdAt}>{formatCvDateTime(cv.createdAt)}</time> · ATS{' '}
          {cv.scoreBefore} → {cv.scoreAfter}
        </p>
      </div>
      {/* Each name starts with its visible word and ends with the CV's name (hidden), so a list
          of buttons read out of context tells the rows apart (WCAG 2.4.6, 2.5.3). */}
      <div className="flex shrink-0 gap-1">
        <Button size="sm" variant="secondary" onClick={() => onAction('view')}>
          <Eye className="size-4" aria-hidden />
          Ver<span className="sr-only"> {cv.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onAction('rename')}>
          <Pencil className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Renombrar</span>
          <span className="sr-only"> {cv.name}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-danger-700"
          onClick={() => onAction('delete')}
        >
          <Trash2 className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Eliminar</span>
          <span className="sr-only"> {cv.name}</span>
        </Button>
      </div>
    </li>
  );
}
