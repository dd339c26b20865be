import type { ReactNode } from 'react';
import { mainContentId, SkipLink } from '../../components/ui/skip-link';
import { PublicNavbar } from './public-navbar';
import { SiteFooter } from './site-footer';

/** Public pages: navigation bar, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicNavbar />
      <main id={mainContentId} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
