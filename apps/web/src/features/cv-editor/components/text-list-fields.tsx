import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { moveItem, removeItem, replaceItem } from '../cv-document-edits';
import { fieldId } from '../cv-document-problems';
import { itemName } from '../section-guide';
import { useCvEditor } from './cv-editor-context';
import { ItemActions } from './item-actions';

/**
 * A list of short texts (an entry's bullets, a section's lines, the contact links), each with its
 * own field and Subir / Bajar / Eliminar, and a button that adds one and puts the cursor in it.
 */
export function TextListFields({
  legend,
  hint,
  noun,
  itemLabel,
  items,
  path,
  addLabel,
  singleLine = false,
  onChange,
}: {
  legend: string;
  hint?: ReactNode;
  /** What one item is called in button names: «logro», «línea»… */
  noun: string;
  /** The visible label of item `index`: «Logro 1». */
  itemLabel: (index: number) => string;
  items: readonly string[];
  /** The list's path in the document ("experience.2.bullets"): ids and problems hang from it. */
  path: string;
  addLabel: string;
  /** One-line items (links): an input instead of a text area. */
  singleLine?: boolean;
  onChange: (items: string[]) => void;
}) {
  const { problemAt } = useCvEditor();
  const addId = `${fieldId(path)}-agregar`;
  const add = () => {
    flushSync(() => onChange([...items, '']));
    document.getElementById(fieldId(`${path}.${items.length}`))?.focus();
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-ink-muted">{hint}</p>}
      {items.length > 0 && (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => (
            // Items have no identity of their own; focus follows a moved item by its new id.
            <li key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                {singleLine ? (
                  <TextField
                    id={fieldId(`${path}.${index}`)}
                    label={itemLabel(index)}
                    value={item}
                    error={problemAt(`${path}.${index}`)}
                    onChange={(event) => onChange(replaceItem(items, index, event.target.value))}
                  />
                ) : (
                  <TextAreaField
                    id={fieldId(`${path}.${index}`)}
                    label={itemLabel(index)}
                    value={item}
                    rows={2}
                    error={problemAt(`${path}.${index}`)}
                    onChange={(event) => onChange(replaceItem(items, index, event.target.value))}
                  />
                )}
              </div>
              <ItemActions
                idPrefix={`${fieldId(path)}-${index}`}
                name={itemName(noun, item, index)}
                canMoveUp={index > 0}
                canMoveDown={index < items.length - 1}
                onMove={(offset) => {
                  onChange(moveItem(items, index, offset));
                  return `${fieldId(path)}-${index + offset}`;
                }}
                onRemove={() => onChange(removeItem(items, index))}
                focusAfterRemoveId={addId}
              />
            </li>
          ))}
        </ol>
      )}
      {problemAt(path) && <p className="text-sm text-danger-700">{problemAt(path)}</p>}
      <Button id={addId} variant="secondary" size="sm" className="self-start" onClick={add}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
