import { useId, type SelectHTMLAttributes } from 'react';
import { classNames } from './class-names';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A labelled native select: the phone's own picker, keyboard and screen-reader friendly. */
export function SelectField({ label, options, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={classNames('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={selectId}
        className="h-11 rounded-xl border border-line bg-surface px-3 text-base text-ink hover:border-ink-muted/50"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
