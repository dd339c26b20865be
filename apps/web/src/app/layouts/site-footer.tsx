import { paths } from '@cvlisto/shared';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { SocialLinks } from '../../components/ui/social-icons';
import { usePublicConfig } from '../../lib/public-config';

const columns = [
  { title: 'Producto', links: [{ to: paths.pricing, label: 'Planes' }] },
  {
    title: 'Recursos',
    links: [
      { to: paths.faq, label: 'Preguntas Frecuentes' },
      { to: paths.blog, label: 'Blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacyPolicy, label: 'Política de privacidad' },
      { to: paths.terms, label: 'Términos y condiciones' },
      { to: paths.complaintsBook, label: 'Libro de Reclamaciones' },
      { to: paths.refundPolicy, label: 'Política de devoluciones' },
    ],
  },
] as const;

const firstYear = 2025;

export function SiteFooter() {
  const { appName, supportEmail, socialLinks } = usePublicConfig();
  const currentYear = new Date().getFullYear();
  const years = currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-4">
          <Link to={paths.home} className="self-start rounded-lg" aria-label={`${appName}, inicio`}>
            <Logo appName={appName} />
          </Link>
          <p className="max-w-xs text-sm text-ink-muted">
            Optimiza tu CV para los filtros ATS y consigue más entrevistas.
          </p>
          <p className="text-sm">
            ¿Necesitas ayuda?{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
              {supportEmail}
            </a>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-ink">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-ink-muted hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-sm text-ink-muted">
            © {years} {appName}. Todos los derechos reservados.
          </p>
          <SocialLinks links={socialLinks} />
        </div>
      </div>
    </footer>
  );
}
