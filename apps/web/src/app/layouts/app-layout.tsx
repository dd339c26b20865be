import { paths, type MeResponse } from '@cvlisto/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Sheet } from '../../components/ui/dialog';
import { MenuButton } from '../../components/ui/menu-button';
import { Logo } from '../../components/ui/logo';
import { mainContentId, SkipLink } from '../../components/ui/skip-link';
import { usePublicConfig } from '../../lib/public-config';
import { AppSidebar } from './app-sidebar';

/**
 * Signed-in pages: a fixed 280 px sidebar on large screens; on small ones a top bar whose menu
 * button opens the same sidebar as a sheet from the left (spec/core.md §2).
 */
export function AppLayout({ me, children }: { me: MeResponse | undefined; children: ReactNode }) {
  const { appName } = usePublicConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh lg:pl-(--width-sidebar)">
      <SkipLink />
      <aside
        aria-label="Menú lateral"
        className="fixed inset-y-0 left-0 hidden w-(--width-sidebar) border-r border-line bg-surface lg:block"
      >
        <AppSidebar me={me} />
      </aside>
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-line bg-surface/95 px-4 py-2 backdrop-blur lg:hidden">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Menú" trigger={<MenuButton />}>
          <AppSidebar me={me} onNavigate={() => setMenuOpen(false)} />
        </Sheet>
        <Link to={paths.tools} className="rounded-lg" aria-label={`${appName}, herramientas`}>
          <Logo appName={appName} />
        </Link>
      </header>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 py-6 sm:px-8 sm:py-10"
      >
        {children}
      </main>
    </div>
  );
}
