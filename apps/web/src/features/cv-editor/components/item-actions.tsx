import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { flushSync } from 'react-dom';
import { classNames } from '../../../components/ui/class-names';
import type { MoveOffset } from '../cv-document-edits';

const actionClassName =
  'inline-flex size-11 items-center justify-center rounded-xl border border-line bg-surface text-ink hover:bg-surface-muted aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted/50 aria-disabled:hover:bg-surface';

/**
 * Subir / Bajar / Eliminar for one item of a list: real buttons (keyboard and touch, no dragging)
 * whose names say which item, e.g. «Subir puesto: Analista de datos». After a move, focus follows
 * the item to its new place, so a keyboard user can press again; at either end the button stays
 * focusable and says it cannot move (aria-disabled), instead of dropping the focus.
 */
export function ItemActions({
  idPrefix,
  name,
  canMoveUp,
  canMoveDown,
  onMove,
  onRemove,
  focusAfterRemoveId,
  className,
}: {
  /** Unique per item: the buttons' ids are `${idPrefix}-subir`, `-bajar`, `-eliminar`. */
  idPrefix: string;
  /** The item as the buttons name it: «puesto: Analista de datos». */
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Moves the item and returns the `idPrefix` it has at its new place. */
  onMove: (offset: MoveOffset) => string;
  onRemove: () => void;
  /** Where focus goes once the item is gone (e.g. the list's «Agregar» button). */
  focusAfterRemoveId?: string;
  className?: string;
}) {
  const move = (offset: MoveOffset) => {
    if (offset === -1 ? !canMoveUp : !canMoveDown) return;
    let movedPrefix = idPrefix;
    // Render the move now, so the moved item's button exists before it takes the focus.
    flushSync(() => {
      movedPrefix = onMove(offset);
    });
    document.getElementById(`${movedPrefix}-${offset === -1 ? 'subir' : 'bajar'}`)?.focus();
  };
  const remove = () => {
    flushSync(onRemove);
    if (focusAfterRemoveId) document.getElementById(focusAfterRemoveId)?.focus();
  };
  return (
    <div className={classNames('flex shrink-0 gap-1.5', className)}>
      <button
        type="button"
        id={`${idPrefix}-subir`}
        className={actionClassName}
        aria-label={`Subir ${name}`}
        title="Subir"
        aria-disabled={!canMoveUp || undefined}
        onClick={() => move(-1)}
      >
        <ArrowUp className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        id={`${idPrefix}-bajar`}
        className={actionClassName}
        aria-label={`Bajar ${name}`}
        title="Bajar"
        aria-disabled={!canMoveDown || undefined}
        onClick={() => move(1)}
      >
        <ArrowDown className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        id={`${idPrefix}-eliminar`}
        className={classNames(actionClassName, 'text-danger-700')}
        aria-label={`Eliminar ${name}`}
        title="Eliminar"
        onClick={remove}
      >
        <Trash2 className="size-5" aria-hidden />
      </button>
    </div>
  );
}
