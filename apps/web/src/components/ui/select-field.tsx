import type { SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { controlBorder, Field } from './form-field';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown under the select, which then has a red border and is marked invalid. */
  error?: string | undefined;
};

/** A labelled native select: the phone's own picker, keyboard and screen-reader friendly. */
export function SelectField({
  label,
  options,
  error,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      className={className}
      renderControl={(controlProps) => (
        <select
          {...controlProps}
          className={classNames(
            'h-11 min-w-0 rounded-xl border bg-surface px-3 text-base text-ink disabled:bg-surface-muted disabled:text-ink-muted',
            controlBorder(error),
          )}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
