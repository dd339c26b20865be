import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { MoveOffset } from '../cv-document-edits';
import { ItemActions } from './item-actions';
import { UncertainNote } from './uncertain-note';

/**
 * One typed entry (a job, a degree, a language…) in a card: its name as a heading, Subir / Bajar
 * / Eliminar, and when the engine was unsure where the entry begins and ends, a note with «Ya lo
 * revisé» (editing any field of it also counts as reviewed).
 */
export function EntryCard({
  heading,
  idPrefix,
  name,
  canMoveUp,
  canMoveDown,
  onMove,
  onRemove,
  focusAfterRemoveId,
  isUncertain = false,
  onConfirm,
  children,
}: {
  heading: string;
  idPrefix: string;
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (offset: MoveOffset) => string;
  onRemove: () => void;
  focusAfterRemoveId: string;
  isUncertain?: boolean;
  onConfirm?: () => void;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface-muted p-3 sm:p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="min-w-0 font-semibold break-words">{heading}</h3>
        <ItemActions
          idPrefix={idPrefix}
          name={name}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          onMove={onMove}
          onRemove={onRemove}
          focusAfterRemoveId={focusAfterRemoveId}
        />
      </div>
      {isUncertain && (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center">
          <UncertainNote>Revisa este dato</UncertainNote>
          <span className="flex-1">
            No estamos seguros de haber leído bien dónde empieza y termina esta parte de tu CV.
          </span>
          {onConfirm && (
            <Button size="sm" variant="secondary" onClick={onConfirm}>
              Ya lo revisé
            </Button>
          )}
        </div>
      )}
      {children}
    </li>
  );
}
