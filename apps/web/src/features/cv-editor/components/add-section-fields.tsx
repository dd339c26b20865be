import { sectionKinds, type SectionKind } from '@cvlisto/cv-engine/model';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { addSection, canAddSection } from '../cv-document-edits';
import { fieldId } from '../cv-document-problems';
import { sectionKindLabels } from '../section-guide';
import { useCvEditor } from './cv-editor-context';

/** «Agregar sección»: any kind, under its standard heading, at the end (then move it). */
export function AddSectionFields() {
  const { cv, edit } = useCvEditor();
  const kinds = sectionKinds.filter((kind) => canAddSection(cv, kind));
  const [chosen, setChosen] = useState<SectionKind>('experience');
  const kind = kinds.includes(chosen) ? chosen : (kinds[0] ?? 'other');
  const add = () => {
    let index = 0;
    flushSync(() =>
      edit((current) => {
        const { document } = addSection(current, kind);
        index = document.sections.length - 1;
        return document;
      }),
    );
    document.getElementById(fieldId(`sections.${index}.heading`))?.focus();
  };
  return (
    <section
      aria-labelledby="agregar-seccion"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="agregar-seccion" className="text-lg font-semibold">
        Agregar sección
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          id="agregar-seccion-tipo"
          label="Tipo de sección"
          options={kinds.map((value) => ({ value, label: sectionKindLabels[value] }))}
          value={kind}
          onChange={(event) => setChosen(event.target.value as SectionKind)}
          className="flex-1"
        />
        <Button variant="secondary" onClick={add}>
          <Plus className="size-4" aria-hidden />
          Agregar sección
        </Button>
      </div>
    </section>
  );
}
