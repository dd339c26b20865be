import { classNames } from './class-names';

/** The product mark and name; the name comes from configuration (APP_NAME). */
export function Logo({ appName, className }: { appName: string; className?: string }) {
  return (
    <span className={classNames('inline-flex items-center gap-2 font-bold text-ink', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M9 8h10l4 4v12H9z" fill="#fff" />
        <path
          d="m12.5 18 2.5 2.5 5-5"
          className="stroke-brand-700"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg tracking-tight">{appName}</span>
    </span>
  );
}
