import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A page's title (document and heading) with an optional lead paragraph. */
export function PageHeader({
  title,
  documentTitle,
  lead,
}: {
  title: string;
  /** When the browser tab should read differently from the heading. */
  documentTitle?: string;
  lead?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-2">
      <PageTitle title={documentTitle ?? title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {lead && <p className="max-w-2xl text-ink-muted">{lead}</p>}
    </header>
  );
}
