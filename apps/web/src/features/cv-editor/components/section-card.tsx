import { isUncertain, type CvSection, type SourceParagraph } from '@cvlisto/cv-engine/model';
import { Plus } from 'lucide-react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import {
  collectionOfKind,
  emptySourceParagraph,
  entryCollections,
  moveItem,
  moveSection,
  printTypedEntries,
  removeItem,
  removeSection,
  replaceItem,
  updateSection,
  updateSummary,
} from '../cv-document-edits';
import { fieldId } from '../cv-document-problems';
import { itemName, itemNouns, sectionHints, sectionKindLabels } from '../section-guide';
import { useCvEditor } from './cv-editor-context';
import { ItemActions } from './item-actions';
import { TextListFields } from './text-list-fields';
import { TypedEntries } from './typed-entries';
import { UncertainNote } from './uncertain-note';

/**
 * One section of the CV, in its place: its heading (renamable), a hint of what goes there, Subir
 * / Bajar / Eliminar, and its content as the files print it — the profile text, its typed
 * entries and free lines, or, for a section kept as written, its source paragraphs.
 */
export function SectionCard({ section, index }: { section: CvSection; index: number }) {
  const { cv, edit, problemAt } = useCvEditor();
  const headingPath = `sections.${index}.heading`;
  const isKept = section.keepAsWritten === true && section.source !== undefined;
  const ownCollection = collectionOfKind[section.kind];
  // Entries of another kind filed under this section (a parser may put volunteering roles in
  // experience) are printed here too, so they are edited here.
  const otherCollections = entryCollections.filter(
    (collection) =>
      collection !== ownCollection &&
      cv[collection].some((entry) => entry.sectionId === section.id),
  );
  const showLines = ownCollection === undefined && section.kind !== 'summary';
  const title = section.heading.trim() || sectionKindLabels[section.kind];
  const headingId = `seccion-${section.id}`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {title}
          </h2>
          {title !== sectionKindLabels[section.kind] && (
            <p className="text-xs text-ink-muted">{sectionKindLabels[section.kind]}</p>
          )}
        </div>
        <ItemActions
          idPrefix={`seccion-${section.id}`}
          name={itemName(itemNouns.section, title, index)}
          canMoveUp={index > 0}
          canMoveDown={index < cv.sections.length - 1}
          onMove={(offset) => {
            edit((current) => moveSection(current, section.id, offset));
            return `seccion-${section.id}`;
          }}
          onRemove={() => edit((current) => removeSection(current, section.id))}
          focusAfterRemoveId="agregar-seccion-tipo"
        />
      </div>
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {sectionHints[section.kind]}
      </p>
      <TextField
        id={fieldId(headingPath)}
        label="Título de la sección"
        value={section.heading}
        error={problemAt(headingPath)}
        hint={isUncertain(section.confidence) ? <UncertainNote /> : undefined}
        onChange={(event) =>
          edit((current) => updateSection(current, section.id, { heading: event.target.value }))
        }
      />

      {isKept ? (
        <KeptSectionFields section={section} index={index} />
      ) : (
        <>
          {section.kind === 'summary' && (
            <TextAreaField
              id={fieldId('summary')}
              label="Tu perfil"
              rows={5}
              value={cv.summary ?? ''}
              error={problemAt('summary')}
              onChange={(event) => edit((current) => updateSummary(current, event.target.value))}
            />
          )}
          {ownCollection && <TypedEntries section={section} collection={ownCollection} />}
          {otherCollections.map((collection) => (
            <TypedEntries key={collection} section={section} collection={collection} />
          ))}
          {(showLines || section.lines.length > 0) && (
            <TextListFields
              legend="Líneas"
              hint="Cada línea se imprime como un párrafo; empieza con «• » para que sea una viñeta."
              noun={itemNouns.line}
              itemLabel={(line) => `Línea ${line + 1}`}
              items={section.lines}
              path={`sections.${index}.lines`}
              addLabel="Agregar línea"
              onChange={(lines) => edit((current) => updateSection(current, section.id, { lines }))}
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * A section the optimiser kept as the user wrote it (its typed reading was unsure): the files
 * print its source paragraphs, so those are what is edited here, until the user switches it to
 * the typed entries.
 */
function KeptSectionFields({ section, index }: { section: CvSection; index: number }) {
  const { edit, problemAt } = useCvEditor();
  const source = section.source ?? [];
  const path = `sections.${index}.source`;
  const addId = `${fieldId(path)}-agregar`;
  const setSource = (next: SourceParagraph[]) =>
    edit((current) => updateSection(current, section.id, { source: next }));
  const add = () => {
    flushSync(() => setSource([...source, emptySourceParagraph()]));
    document.getElementById(fieldId(`${path}.${source.length}`))?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface-muted p-3 text-sm">
        <p>
          <strong>Esta sección se imprime tal como la escribiste.</strong> No estábamos seguros de
          haberla ordenado bien, así que tu CV la muestra con tu texto original. Puedes corregirlo
          aquí, o usar los datos que ordenamos (puestos, estudios, fechas) y revisarlos.
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => edit((current) => printTypedEntries(current, section.id))}
        >
          Usar los datos ordenados
        </Button>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-ink">Texto de la sección</legend>
        <ol className="flex flex-col gap-3">
          {source.map((paragraph, paragraphIndex) => (
            <li key={paragraphIndex} className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <TextAreaField
                  id={fieldId(`${path}.${paragraphIndex}`)}
                  label={`Párrafo ${paragraphIndex + 1}`}
                  rows={2}
                  value={paragraph.text}
                  error={problemAt(`${path}.${paragraphIndex}`)}
                  onChange={(event) =>
                    setSource(
                      replaceItem(source, paragraphIndex, {
                        ...paragraph,
                        text: event.target.value,
                      }),
                    )
                  }
                />
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0"
                    checked={paragraph.bullet}
                    onChange={(event) =>
                      setSource(
                        replaceItem(source, paragraphIndex, {
                          ...paragraph,
                          bullet: event.target.checked,
                        }),
                      )
                    }
                  />
                  Es una viñeta
                </label>
              </div>
              <ItemActions
                idPrefix={`${fieldId(path)}-${paragraphIndex}`}
                name={itemName(itemNouns.paragraph, paragraph.text, paragraphIndex)}
                canMoveUp={paragraphIndex > 0}
                canMoveDown={paragraphIndex < source.length - 1}
                onMove={(offset) => {
                  setSource(moveItem(source, paragraphIndex, offset));
                  return `${fieldId(path)}-${paragraphIndex + offset}`;
                }}
                onRemove={() => setSource(removeItem(source, paragraphIndex))}
                focusAfterRemoveId={addId}
                className="sm:mt-7"
              />
            </li>
          ))}
        </ol>
        {problemAt(path) && <p className="text-sm text-danger-700">{problemAt(path)}</p>}
        <Button id={addId} variant="secondary" size="sm" className="self-start" onClick={add}>
          <Plus className="size-4" aria-hidden />
          Agregar párrafo
        </Button>
      </fieldset>
    </div>
  );
}
