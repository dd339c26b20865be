import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { classNames } from './class-names';

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;
export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The label, hint and error around one control, tied together for assistive technology; the
 * control itself is rendered by `renderControl` with the ids it must carry.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  renderControl,
}: FieldProps & {
  id: string | undefined;
  className?: string | undefined;
  renderControl: (controlProps: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={classNames('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {renderControl({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's border: red while its field has an error. */
export const controlBorder = (error: string | undefined) =>
  error ? 'border-danger-600' : 'border-line hover:border-ink-muted/50';

/** A labelled text input with its hint and error tied to it for assistive technology. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      className={className}
      renderControl={(controlProps) => (
        <input
          {...controlProps}
          className={classNames(
            'h-11 rounded-xl border bg-surface px-3 text-base text-ink placeholder:text-ink-muted/70 disabled:bg-surface-muted',
            controlBorder(error),
          )}
          {...inputProps}
        />
      )}
    />
  );
}

/** A labelled multi-line field with its hint and error tied to it for assistive technology. */
export function TextAreaField({ label, error, hint, id, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      renderControl={(controlProps) => (
        <textarea
          {...controlProps}
          rows={5}
          className={classNames(
            'rounded-xl border bg-surface px-3 py-2 text-base text-ink',
            controlBorder(error),
          )}
          {...textAreaProps}
        />
      )}
    />
  );
}

export type RadioOption = { value: string; label: string; description?: string };

/**
 * One choice among a few, as a fieldset of radio cards: the legend names the question and an
 * error is announced with the group. `registration` is react-hook-form's `register(name)`.
 */
export function RadioGroupField({
  legend,
  options,
  error,
  registration,
  optionsClassName,
}: {
  legend: string;
  options: readonly RadioOption[];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  /** Layout of the cards, e.g. 'grid gap-2 sm:grid-cols-3'; a column by default. */
  optionsClassName?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className={optionsClassName ?? 'flex flex-col gap-2'}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-start gap-3 rounded-xl border border-line p-3 text-sm text-ink"
          >
            <input
              type="radio"
              value={option.value}
              className="mt-0.5 size-5 shrink-0"
              {...registration}
            />
            {option.description ? (
              <span>
                <span className="font-semibold">{option.label}</span>
                <span className="block text-ink-muted">{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
