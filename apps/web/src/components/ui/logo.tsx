import { classNames } from './class-names';

/**
 * The product mark and name; the name comes from configuration (APP_NAME). `nameFromWidth` hides
 * the name on the narrowest phones (under 360 px), where a bar has no room for it; the link
 * around the logo must then carry the name (aria-label).
 */
export function Logo({
  appName,
  className,
  nameFromWidth = false,
}: {
  appName: string;
  className?: string;
  nameFromWidth?: boolean;
}) {
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
      <span className={classNames('text-lg tracking-tight', nameFromWidth && 'max-[359px]:hidden')}>
        {appName}
      </span>
    </span>
  );
}
