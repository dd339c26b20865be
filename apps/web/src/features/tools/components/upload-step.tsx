import { type CvSummary, type OptimizationType } from '@cvlisto/shared';
import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { SelectField } from '../../../components/ui/select-field';
import {
  acceptedFileTypes,
  describeJobDescriptionLength,
  formatFileSize,
  validateCvFile,
} from '../tools';

export type UploadValues = {
  file: File | null;
  jobDescription: string;
  /** Job mode with earlier CVs: start from one of them, or upload a new file. */
  baseSource: 'existing' | 'upload';
  baseCvId: string;
};

/** The inputs of the upload step: the file (drop or pick), and in job mode the posting and base. */
export function UploadStep({
  type,
  values,
  onChange,
  onFileError,
  baseCvs,
  baseCvsError,
  disabled,
}: {
  type: OptimizationType;
  values: UploadValues;
  onChange: (next: Partial<UploadValues>) => void;
  onFileError: (message: string) => void;
  baseCvs: readonly CvSummary[];
  baseCvsError: string | null;
  disabled: boolean;
}) {
  const isJobMode = type === 'optimize_job';
  const descriptionId = useId();
  const lengthHintId = useId();
  const lengthHint = isJobMode ? describeJobDescriptionLength(values.jobDescription) : null;
  const showBaseChoice = isJobMode && baseCvs.length > 0;
  const usesBaseCv = showBaseChoice && values.baseSource === 'existing';

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const error = validateCvFile(file);
    if (error) {
      onChange({ file: null });
      onFileError(error);
      return;
    }
    onChange({ file });
  };

  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-4">
      <legend className="sr-only">Tu CV</legend>
      {isJobMode && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={descriptionId} className="text-sm font-medium">
            Descripción del puesto
          </label>
          <textarea
            id={descriptionId}
            rows={6}
            maxLength={20_000}
            value={values.jobDescription}
            onChange={(event) => onChange({ jobDescription: event.target.value })}
            placeholder="Pega aquí el aviso: funciones, requisitos y lo que ofrecen."
            aria-describedby={lengthHint ? lengthHintId : undefined}
            className="rounded-xl border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/70 hover:border-ink-muted/50"
          />
          {lengthHint && (
            <p id={lengthHintId} className="text-sm text-ink-muted">
              {lengthHint}
            </p>
          )}
        </div>
      )}
      {baseCvsError && <Alert tone="error">{baseCvsError}</Alert>}
      {showBaseChoice && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">¿Qué CV quieres adaptar?</legend>
          {(
            [
              ['existing', 'Uno que ya optimicé'],
              ['upload', 'Subir un archivo nuevo'],
            ] as const
          ).map(([source, label]) => (
            <label key={source} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="base-source"
                value={source}
                checked={values.baseSource === source}
                onChange={() => onChange({ baseSource: source })}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {usesBaseCv ? (
        <SelectField
          label="CV base"
          value={values.baseCvId}
          onChange={(event) => onChange({ baseCvId: event.target.value })}
          options={[
            { value: '', label: 'Selecciona un CV base' },
            ...baseCvs.map((cv) => ({ value: cv.id, label: cv.name })),
          ]}
        />
      ) : (
        <FileDropZone
          file={values.file}
          onPick={pickFile}
          onClear={() => onChange({ file: null })}
        />
      )}
    </fieldset>
  );
}

function FileDropZone({
  file,
  onPick,
  onClear,
}: {
  file: File | null;
  onPick: (file: File | undefined) => void;
  onClear: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    onPick(event.dataTransfer.files[0]);
  };

  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-muted px-4 py-3">
        <FileText className="size-6 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="selected-file">
            {file.name}
          </p>
          <p className="text-xs text-ink-muted">{formatFileSize(file.size)}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClear} aria-label={`Quitar ${file.name}`}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
    );
  }

  return (
    <div
      onDragOver={(event) => event.preventDefault()}
      onDragEnter={() => setIsDragging(true)}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={classNames(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        isDragging ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface-muted',
      )}
    >
      <UploadCloud className="size-10 text-brand-600" aria-hidden />
      <p className="text-sm">
        <span className="font-semibold">Arrastra tu CV aquí</span>
        <span className="text-ink-muted"> o</span>
      </p>
      <Button
        variant="secondary"
        onClick={() => inputRef.current?.click()}
        aria-describedby={hintId}
      >
        Elegir archivo
      </Button>
      <p id={hintId} className="text-xs text-ink-muted">
        PDF o Word (.doc, .docx), hasta 10 MB
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={acceptedFileTypes}
        className="hidden"
        aria-label="Archivo de tu CV"
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // Choosing the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
