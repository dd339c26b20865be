import type { ReactNode } from 'react';
import { PublicNavbar } from './public-navbar';
import { SiteFooter } from './site-footer';

/** Public pages: navigation bar, the page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNavbar />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
