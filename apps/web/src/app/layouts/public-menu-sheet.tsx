import { paths } from '@cvlisto/shared';
import { Link, NavLink } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { Sheet } from '../../components/ui/dialog';
import { navLinkClassName, publicNavLinks } from './public-nav-links';

/** The public bar's menu on phones: mounted only while open (see PublicNavbar). */
export function PublicMenuSheet({
  isSignedIn,
  onClose,
}: {
  isSignedIn: boolean;
  onClose: () => void;
}) {
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title="Menú">
      <div className="flex flex-col gap-1 p-4 pt-16">
        {publicNavLinks.map((link) => (
          <NavLink key={link.to} to={link.to} end className={navLinkClassName} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
          {isSignedIn ? (
            <Link to={paths.tools} className={buttonClassName()} onClick={onClose}>
              Dashboard
            </Link>
          ) : (
            <>
              <Link
                to={paths.login}
                className={buttonClassName({ variant: 'secondary' })}
                onClick={onClose}
              >
                Iniciar Sesión
              </Link>
              <Link to={paths.signup} className={buttonClassName()} onClick={onClose}>
                ¡Empieza gratis!
              </Link>
            </>
          )}
        </div>
      </div>
    </Sheet>
  );
}
