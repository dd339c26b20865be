import type { ReactNode } from 'react';
import { classNames } from './class-names';

const tones = {
  error: 'border-danger-600/30 bg-danger-50 text-danger-700',
  success: 'border-success-600/30 bg-green-50 text-success-600',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

/** A message block; errors are announced at once, the others politely. */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames('rounded-xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}
