import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { classNames } from './class-names';

/** The "Abrir menú" button that opens a navigation sheet on small screens. */
export function MenuButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Abrir menú"
      className={classNames(
        'inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50',
        className,
      )}
      {...props}
    >
      <Menu className="size-6" aria-hidden />
    </button>
  );
}
