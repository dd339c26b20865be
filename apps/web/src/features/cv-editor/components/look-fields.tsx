import {
  cvPageSizeLabels,
  cvPageSizes,
  cvTemplateIds,
  cvTemplateLabels,
  type CvLook,
} from '@cvlisto/cv-engine/model';
import { classNames } from '../../../components/ui/class-names';

const templateDescriptions: Record<CvLook['template'], string> = {
  clasico: 'Sobrio y en una columna: el que esperan la mayoría de empresas.',
  moderno: 'Títulos con un color de acento, igual de legible para un ATS.',
  compacto: 'Letra y márgenes más ajustados, para que quepa en una página.',
};

const pageSizeDescriptions: Record<CvLook['pageSize'], string> = {
  a4: 'El tamaño usual en el Perú.',
  carta: 'El que piden algunos formularios y empresas de EE. UU.',
};

/**
 * The template and the paper: part of the draft, saved with the same «Guardar cambios» (changing
 * only the look re-renders the files at no cost).
 */
export function LookFields({ look, onChange }: { look: CvLook; onChange: (look: CvLook) => void }) {
  return (
    <section
      aria-labelledby="diseno-del-cv"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div>
        <h2 id="diseno-del-cv" className="text-lg font-semibold">
          Diseño
        </h2>
        <p className="text-sm text-ink-muted">
          Los tres diseños son aptos para ATS: una columna y texto real. Cambiarlo no usa créditos.
        </p>
      </div>
      <ChoiceGroup
        legend="Plantilla"
        name="plantilla"
        options={cvTemplateIds.map((id) => ({
          value: id,
          label: cvTemplateLabels[id],
          description: templateDescriptions[id],
        }))}
        value={look.template}
        onChange={(template) => onChange({ ...look, template })}
        className="grid gap-2 sm:grid-cols-3"
      />
      <ChoiceGroup
        legend="Tamaño de papel"
        name="papel"
        options={cvPageSizes.map((id) => ({
          value: id,
          label: cvPageSizeLabels[id],
          description: pageSizeDescriptions[id],
        }))}
        value={look.pageSize}
        onChange={(pageSize) => onChange({ ...look, pageSize })}
        className="grid gap-2 sm:grid-cols-2"
      />
    </section>
  );
}

function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string; description: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label
            key={option.value}
            className={classNames(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm',
              option.value === value ? 'border-brand-700 bg-brand-50' : 'border-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-5 shrink-0"
            />
            <span>
              <span className="font-semibold">{option.label}</span>
              <span className="block text-ink-muted">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
