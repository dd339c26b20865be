import type { CvReport } from '@cvlisto/shared';
import { classNames } from '../../../components/ui/class-names';

type CvChange = CvReport['changes'][number];

/**
 * The group title of each kind of change the engine reports (optimise-cv.ts), in the order they
 * are shown: what matters most to the reader first. Kinds added later fall under 'Otros cambios'.
 */
const changeGroups = [
  { kind: 'kept-as-written', title: 'Secciones que dejamos como las escribiste' },
  { kind: 'bullet-rewrite', title: 'Logros reescritos' },
  // Reports made before issue 13 may carry a profile the engine wrote.
  { kind: 'summary-added', title: 'Perfil profesional' },
  { kind: 'heading', title: 'Títulos de sección' },
  { kind: 'section-order', title: 'Orden de las secciones' },
  { kind: 'date-format', title: 'Fechas' },
  { kind: 'duplicate-removed', title: 'Repetidos que quitamos' },
  { kind: 'capitalisation', title: 'Mayúsculas' },
  { kind: 'punctuation', title: 'Puntuación y palabras cortadas' },
] as const;
const otherChangesTitle = 'Otros cambios';
/** Hints and the suggested profile change nothing in the CV: listed apart, as suggestions. */
const hintKinds: ReadonlySet<string> = new Set(['figure-hint', 'summary-suggested']);

export type CvChangeGroup = { readonly title: string; readonly changes: readonly CvChange[] };

/**
 * The report's changes by kind, in the order of `changeGroups`, repeats (the same kind, before
 * and after) shown once; the hints apart.
 *
 * @example groupCvChanges(report.changes).groups[0]?.title // 'Logros reescritos'
 */
export function groupCvChanges(changes: readonly CvChange[]): {
  groups: CvChangeGroup[];
  hints: CvChange[];
} {
  const seen = new Set<string>();
  const unique = changes.filter((change) => {
    const key = JSON.stringify([change.kind, change.before, change.after]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const known = new Set<string>(changeGroups.map((group) => group.kind));
  const groups: CvChangeGroup[] = [
    ...changeGroups.map((group) => ({
      title: group.title,
      changes: unique.filter((change) => change.kind === group.kind),
    })),
    {
      title: otherChangesTitle,
      changes: unique.filter((change) => !known.has(change.kind) && !hintKinds.has(change.kind)),
    },
  ].filter((group) => group.changes.length > 0);
  return { groups, hints: unique.filter((change) => hintKinds.has(change.kind)) };
}

/**
 * «Qué cambiamos»: every change the engine made, line by line, before (struck through) and after,
 * with the reason, grouped by kind; then the suggestions that changed nothing (issue 13).
 */
export function CvChanges({ changes }: { changes: readonly CvChange[] }) {
  const { groups, hints } = groupCvChanges(changes);
  const count = groups.reduce((sum, group) => sum + group.changes.length, 0);
  return (
    <section aria-labelledby="que-cambiamos" className="flex flex-col gap-3">
      <h3 id="que-cambiamos" className="font-semibold">
        Qué cambiamos
        {count > 0 && (
          <span className="font-normal text-ink-muted">
            {' '}
            · {count} {count === 1 ? 'cambio' : 'cambios'}
          </span>
        )}
      </h3>
      {count === 0 && (
        <p className="text-sm text-ink-muted">
          No cambiamos el texto de tu CV: ya seguía las buenas prácticas que aplicamos.
        </p>
      )}
      {groups.map((group, index) => (
        <div key={group.title} className="flex flex-col gap-2">
          <h4 id={`cambios-${index}`} className="text-sm font-medium">
            {group.title}{' '}
            <span className="font-normal text-ink-muted">({group.changes.length})</span>
          </h4>
          <ul aria-labelledby={`cambios-${index}`} className="flex flex-col gap-2 text-sm">
            {group.changes.map((change, position) => (
              <ChangeItem key={position} change={change} />
            ))}
          </ul>
        </div>
      ))}
      {hints.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 id="sugerencias-cifras" className="text-sm font-medium">
            Sugerencias para completar{' '}
            <span className="font-normal text-ink-muted">({hints.length})</span>
          </h4>
          <ul aria-labelledby="sugerencias-cifras" className="flex flex-col gap-2 text-sm">
            {hints.map((hint, position) => (
              <li key={position} className="rounded-lg border border-line px-3 py-2 break-words">
                {hint.before !== null && (
                  <p>
                    <ChangeLabel>Tu texto</ChangeLabel> {hint.before}
                  </p>
                )}
                {hint.after !== null && (
                  <p>
                    <ChangeLabel>Borrador</ChangeLabel> {hint.after}
                  </p>
                )}
                <p className="mt-1 text-ink-muted">{hint.message}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A visible word that says which side of the change a line is: not colour or strike alone. */
function ChangeLabel({ children }: { children: string }) {
  return (
    <span className="mr-1 inline-block rounded bg-surface-muted px-1.5 text-xs font-semibold text-ink-muted uppercase">
      {children}
    </span>
  );
}

function ChangeItem({ change }: { change: CvChange }) {
  const removed = change.after === null;
  const added = change.before === null;
  return (
    <li className="rounded-lg border border-line px-3 py-2 break-words">
      {change.before !== null && (
        <p>
          <ChangeLabel>{removed ? 'Quitamos' : 'Antes'}</ChangeLabel>{' '}
          <del className="text-ink-muted">{change.before}</del>
        </p>
      )}
      {change.after !== null && (
        <p className={classNames(!added && 'mt-1')}>
          <ChangeLabel>{added ? 'Agregamos' : 'Ahora'}</ChangeLabel>{' '}
          <ins className="no-underline">{change.after}</ins>
        </p>
      )}
      <p className="mt-1 text-ink-muted">{change.message}</p>
    </li>
  );
}
