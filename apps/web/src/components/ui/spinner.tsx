import { classNames } from './class-names';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof sizes;
  /** Announced to screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
  className?: string;
}) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={classNames(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
    />
  );
}

/** Fills the available space with a centred spinner while something loads. */
export function PageSpinner({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center text-brand-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}
