import type { PageHead } from '@cvlisto/shared';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/**
 * The body of a 404 page: what is missing and where to go instead. The server sends it with a 404
 * status and a noindex tag (issue 11).
 */
export function NotFoundMessage({ head, children }: { head: PageHead; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-6 px-4 py-20 sm:px-6">
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <PageHeader title={head.title} lead={head.description} />
      <div className="flex flex-wrap gap-3">{children}</div>
    </div>
  );
}
