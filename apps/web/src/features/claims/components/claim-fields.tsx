import { useId, type ReactNode } from 'react';

/** A numbered section of the claim sheet. */
export function ClaimSection({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-semibold text-ink">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger-700">
      {message}
    </p>
  );
}
