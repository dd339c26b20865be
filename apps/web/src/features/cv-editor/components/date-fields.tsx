import type { CvDate, CvDocument, DateRange } from '@cvlisto/cv-engine/model';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { monthNames } from '../cv-date-text';
import { changeCvDate, changeDateRange, type DateRangeChange } from '../cv-document-edits';
import { fieldId } from '../cv-document-problems';
import { UncertainNote } from './uncertain-note';

const firstYear = 1950;

/** Years from a few ahead (expected graduation) back to 1950, plus any the CV already has. */
function yearOptions(selected: number | undefined) {
  const lastYear = new Date().getFullYear() + 6;
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index);
  if (selected !== undefined && !years.includes(selected)) years.push(selected);
  return [
    { value: '', label: 'Año' },
    ...years.map((year) => ({ value: String(year), label: String(year) })),
  ];
}

const monthOptions = [
  { value: '', label: 'Sin mes' },
  ...monthNames.map((name, index) => ({ value: String(index + 1), label: name })),
];

/** One date as a year and an optional month, both native selects (the phone's own picker). */
export function CvDateFields({
  legend,
  date,
  idBase,
  disabled = false,
  onChange,
}: {
  legend: string;
  date: CvDate | null;
  /** The year select's id (what a problem focuses); the month's is `${idBase}-mes`. */
  idBase: string;
  disabled?: boolean;
  onChange: (date: CvDate | null) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          id={idBase}
          label={`Año (${legend.toLowerCase()})`}
          options={yearOptions(date?.year)}
          value={date ? String(date.year) : ''}
          onChange={(event) =>
            onChange(
              changeCvDate(date, { year: event.target.value ? Number(event.target.value) : null }),
            )
          }
          className="[&_label]:sr-only"
        />
        <SelectField
          id={`${idBase}-mes`}
          label={`Mes (${legend.toLowerCase()})`}
          options={monthOptions}
          value={date?.month ? String(date.month) : ''}
          // A month needs its year first: without one there is no date to attach it to.
          disabled={disabled || date === null}
          onChange={(event) =>
            onChange(
              changeCvDate(date, { month: event.target.value ? Number(event.target.value) : null }),
            )
          }
          className="[&_label]:sr-only"
        />
      </div>
    </fieldset>
  );
}

/**
 * Start and end of a range (or «actualidad»). Every change rewrites the printed text in the
 * optimiser's format, which is shown so the user sees what the files will say.
 */
export function DateRangeFields({
  range,
  path,
  language,
  currentLabel,
  isUncertain,
  error,
  onChange,
}: {
  range: DateRange | null;
  /** The range's path ("experience.2.dates"): the start year's id, where a problem focuses. */
  path: string;
  language: CvDocument['language'];
  /** «Trabajo aquí actualmente», «Estudio aquí actualmente»… */
  currentLabel: string;
  isUncertain: boolean;
  error: string | undefined;
  onChange: (range: DateRange | null) => void;
}) {
  const id = fieldId(path);
  const change = (parts: DateRangeChange) => onChange(changeDateRange(range, parts, language));
  const errorId = `${id}-error`;
  let printed: ReactNode = null;
  if (range && range.text.trim() !== '') printed = <>Se imprime: «{range.text}»</>;
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
      role="group"
      aria-label="Fechas"
      aria-describedby={error ? errorId : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-ink">Fechas</span>
        {isUncertain && <UncertainNote />}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CvDateFields
          legend="Inicio"
          idBase={id}
          date={range?.start ?? null}
          onChange={(start) => change({ start })}
        />
        <CvDateFields
          legend="Fin"
          idBase={`${id}-fin`}
          date={range?.current ? null : (range?.end ?? null)}
          disabled={range?.current === true}
          onChange={(end) => change({ end })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5 shrink-0"
          checked={range?.current === true}
          onChange={(event) => change({ current: event.target.checked })}
        />
        {currentLabel}
      </label>
      {printed && <p className="text-xs text-ink-muted">{printed}</p>}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
