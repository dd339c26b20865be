import { isUncertain, type CvDocument, type CvSection } from '@cvlisto/cv-engine/model';
import { Plus } from 'lucide-react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import {
  addEntry,
  confirmEntry,
  entryIndexesOf,
  moveEntry,
  removeEntry,
  updateEntry,
  type EntryCollection,
  type EntryOf,
} from '../cv-document-edits';
import { fieldId } from '../cv-document-problems';
import { itemNouns } from '../section-guide';
import { useCvEditor } from './cv-editor-context';
import { CvDateFields, DateRangeFields } from './date-fields';
import { EntryCard } from './entry-card';
import { TextListFields } from './text-list-fields';
import { UncertainNote } from './uncertain-note';

const nullable = (value: string) => (value === '' ? null : value);

const addLabels: Record<EntryCollection, string> = {
  experience: 'Agregar puesto',
  education: 'Agregar estudio',
  skills: 'Agregar grupo de habilidades',
  languages: 'Agregar idioma',
  certifications: 'Agregar certificación',
  projects: 'Agregar proyecto',
};

const listLabels: Record<EntryCollection, string> = {
  experience: 'Puestos',
  education: 'Estudios',
  skills: 'Grupos de habilidades',
  languages: 'Idiomas',
  certifications: 'Certificaciones',
  projects: 'Proyectos',
};

/** The words an entry is known by: what its heading and its buttons show. */
function entryText(cv: CvDocument, collection: EntryCollection, index: number): string | null {
  switch (collection) {
    case 'experience': {
      const entry = cv.experience[index];
      return entry?.title || entry?.organisation || null;
    }
    case 'education': {
      const entry = cv.education[index];
      return entry?.degree || entry?.institution || null;
    }
    case 'skills': {
      const group = cv.skills[index];
      return group?.name || group?.items.filter(Boolean).slice(0, 3).join(', ') || null;
    }
    default:
      return cv[collection][index]?.name || null;
  }
}

function entryUncertain(cv: CvDocument, collection: EntryCollection, index: number): boolean {
  if (collection !== 'experience' && collection !== 'education') return false;
  return isUncertain(cv[collection][index]?.confidence?.entry);
}

/**
 * The typed entries of one collection printed under a section, each in its card, and a button
 * that adds one at the section's end.
 */
export function TypedEntries({
  section,
  collection,
}: {
  section: CvSection;
  collection: EntryCollection;
}) {
  const { cv, edit } = useCvEditor();
  const indexes = entryIndexesOf(cv, collection, section.id);
  const addId = `${section.id}-${collection}-agregar`;
  const noun = itemNouns[collection];
  const add = () => {
    let added = 0;
    flushSync(() =>
      edit((current) => {
        const { document, index } = addEntry(current, collection, section.id);
        added = index;
        return document;
      }),
    );
    document.getElementById(firstFieldId(collection, added))?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      {indexes.length > 0 && (
        <ul
          aria-label={`${listLabels[collection]} de ${section.heading}`}
          className="flex flex-col gap-3"
        >
          {indexes.map((index, position) => {
            const text = entryText(cv, collection, index);
            const name = text ? `${noun}: ${text}` : `${noun} ${position + 1}`;
            return (
              <EntryCard
                key={`${collection}-${index}`}
                heading={text ?? `${capitalise(noun)} ${position + 1}`}
                idPrefix={`${collection}-${index}`}
                name={name}
                canMoveUp={position > 0}
                canMoveDown={position < indexes.length - 1}
                onMove={(offset) => {
                  edit((current) => moveEntry(current, collection, index, offset));
                  return `${collection}-${indexes[position + offset] ?? index}`;
                }}
                onRemove={() => edit((current) => removeEntry(current, collection, index))}
                focusAfterRemoveId={addId}
                isUncertain={entryUncertain(cv, collection, index)}
                onConfirm={
                  collection === 'experience' || collection === 'education'
                    ? () => edit((current) => confirmEntry(current, collection, index))
                    : undefined
                }
              >
                <EntryFields collection={collection} index={index} />
              </EntryCard>
            );
          })}
        </ul>
      )}
      <Button id={addId} variant="secondary" size="sm" className="self-start" onClick={add}>
        <Plus className="size-4" aria-hidden />
        {addLabels[collection]}
      </Button>
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The field a new entry's cursor goes to. */
function firstFieldId(collection: EntryCollection, index: number): string {
  const field = { experience: 'title', education: 'degree', skills: 'name' }[
    collection as 'experience' | 'education' | 'skills'
  ];
  return fieldId(`${collection}.${index}.${field ?? 'name'}`);
}

function EntryFields({ collection, index }: { collection: EntryCollection; index: number }) {
  switch (collection) {
    case 'experience':
      return <ExperienceFields index={index} />;
    case 'education':
      return <EducationFields index={index} />;
    case 'skills':
      return <SkillGroupFields index={index} />;
    case 'languages':
      return <LanguageFields index={index} />;
    case 'certifications':
      return <CertificationFields index={index} />;
    case 'projects':
      return <ProjectFields index={index} />;
  }
}

/** The entry at `index` of `collection`, and a setter that changes some of its fields. */
function useEntry<Collection extends EntryCollection>(collection: Collection, index: number) {
  const { cv, edit, problemAt } = useCvEditor();
  const entry = cv[collection][index] as EntryOf<Collection>;
  const change = (fields: Partial<EntryOf<Collection>>) =>
    edit((current) => updateEntry(current, collection, index, fields));
  const path = (field: string) => `${collection}.${index}.${field}`;
  const field = (name: string) => ({
    id: fieldId(path(name)),
    error: problemAt(path(name)),
  });
  return { cv, entry, change, path, field, problemAt };
}

function uncertainHint(confidence: number | undefined, hint?: string) {
  if (!isUncertain(confidence)) return hint;
  return (
    <span className="flex flex-col items-start gap-1">
      <UncertainNote />
      {hint}
    </span>
  );
}

function ExperienceFields({ index }: { index: number }) {
  const { cv, entry, change, path, field, problemAt } = useEntry('experience', index);
  const confidence = entry.confidence;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('title')}
          label="Puesto"
          value={entry.title ?? ''}
          hint={uncertainHint(confidence?.title)}
          onChange={(event) => change({ title: nullable(event.target.value) })}
        />
        <TextField
          {...field('organisation')}
          label="Empresa u organización"
          value={entry.organisation ?? ''}
          hint={uncertainHint(confidence?.organisation)}
          onChange={(event) => change({ organisation: nullable(event.target.value) })}
        />
        <TextField
          {...field('location')}
          label="Lugar"
          value={entry.location ?? ''}
          onChange={(event) => change({ location: nullable(event.target.value) })}
        />
      </div>
      <DateRangeFields
        range={entry.dates}
        path={path('dates')}
        language={cv.language}
        currentLabel="Trabajo aquí actualmente (actualidad)"
        isUncertain={isUncertain(confidence?.dates)}
        error={problemAt(path('dates'))}
        onChange={(dates) => change({ dates })}
      />
      <TextAreaField
        {...field('description')}
        label="Sobre la empresa (opcional)"
        hint="Qué hace la empresa o su rubro. Se imprime bajo su nombre, no como un logro."
        rows={2}
        value={entry.description ?? ''}
        onChange={(event) => change({ description: nullable(event.target.value) })}
      />
      <TextListFields
        legend="Logros y funciones"
        noun={itemNouns.bullet}
        itemLabel={(bullet) => `Logro ${bullet + 1}`}
        items={entry.bullets}
        path={path('bullets')}
        addLabel="Agregar logro"
        onChange={(bullets) => change({ bullets })}
      />
    </div>
  );
}

function EducationFields({ index }: { index: number }) {
  const { cv, entry, change, path, field, problemAt } = useEntry('education', index);
  const confidence = entry.confidence;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('degree')}
          label="Carrera, grado o estudio"
          value={entry.degree ?? ''}
          hint={uncertainHint(confidence?.degree)}
          onChange={(event) => change({ degree: nullable(event.target.value) })}
        />
        <TextField
          {...field('institution')}
          label="Institución"
          value={entry.institution ?? ''}
          hint={uncertainHint(confidence?.institution)}
          onChange={(event) => change({ institution: nullable(event.target.value) })}
        />
        <TextField
          {...field('location')}
          label="Lugar"
          value={entry.location ?? ''}
          onChange={(event) => change({ location: nullable(event.target.value) })}
        />
      </div>
      <DateRangeFields
        range={entry.dates}
        path={path('dates')}
        language={cv.language}
        currentLabel="Estudio aquí actualmente (actualidad)"
        isUncertain={isUncertain(confidence?.dates)}
        error={problemAt(path('dates'))}
        onChange={(dates) => change({ dates })}
      />
      <TextListFields
        legend="Detalles"
        hint="Opcional: mención, tercio superior, ciclo actual, tesis…"
        noun={itemNouns.detail}
        itemLabel={(detail) => `Detalle ${detail + 1}`}
        items={entry.details}
        path={path('details')}
        addLabel="Agregar detalle"
        onChange={(details) => change({ details })}
      />
    </div>
  );
}

function SkillGroupFields({ index }: { index: number }) {
  const { entry, change, field } = useEntry('skills', index);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        {...field('name')}
        label="Nombre del grupo (opcional)"
        hint="Por ejemplo «Herramientas» o «Habilidades blandas»."
        value={entry.name ?? ''}
        onChange={(event) => change({ name: nullable(event.target.value) })}
      />
      <TextAreaField
        {...field('items')}
        label="Habilidades, una por línea"
        rows={4}
        value={entry.items.join('\n')}
        onChange={(event) => change({ items: event.target.value.split('\n') })}
      />
    </div>
  );
}

const languageLevels = ['Básico', 'Intermedio', 'Avanzado', 'Nativo', 'A2', 'B1', 'B2', 'C1', 'C2'];

function LanguageFields({ index }: { index: number }) {
  const { entry, change, field } = useEntry('languages', index);
  const listId = `${field('level').id}-niveles`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('name')}
        label="Idioma"
        value={entry.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        {...field('level')}
        label="Nivel"
        list={listId}
        hint="Básico, Intermedio, Avanzado, Nativo, o B2, C1…"
        value={entry.level ?? ''}
        onChange={(event) => change({ level: nullable(event.target.value) })}
      />
      <datalist id={listId}>
        {languageLevels.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
    </div>
  );
}

function CertificationFields({ index }: { index: number }) {
  const { entry, change, field } = useEntry('certifications', index);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('name')}
        label="Certificación"
        value={entry.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextField
        {...field('issuer')}
        label="Entidad que la emite"
        value={entry.issuer ?? ''}
        onChange={(event) => change({ issuer: nullable(event.target.value) })}
      />
      <CvDateFields
        legend="Fecha"
        idBase={field('date').id}
        date={entry.date}
        onChange={(date) => change({ date })}
      />
    </div>
  );
}

function ProjectFields({ index }: { index: number }) {
  const { cv, entry, change, path, field, problemAt } = useEntry('projects', index);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        {...field('name')}
        label="Nombre del proyecto"
        value={entry.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <DateRangeFields
        range={entry.dates}
        path={path('dates')}
        language={cv.language}
        currentLabel="En curso (actualidad)"
        isUncertain={false}
        error={problemAt(path('dates'))}
        onChange={(dates) => change({ dates })}
      />
      <TextListFields
        legend="Logros"
        noun={itemNouns.bullet}
        itemLabel={(bullet) => `Logro ${bullet + 1}`}
        items={entry.bullets}
        path={path('bullets')}
        addLabel="Agregar logro"
        onChange={(bullets) => change({ bullets })}
      />
    </div>
  );
}
