import type { ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names';

/** A landing block: a labelled section with its heading, an optional lead and its content. */
export function LandingSection({
  id,
  title,
  lead,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  /** Alternate backgrounds separate neighbouring blocks. */
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={classNames('py-16', muted && 'bg-surface-muted')}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col gap-2 text-center">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          {lead && <p className="text-ink-muted text-balance">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
