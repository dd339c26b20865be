import { paths } from '@cvlisto/shared';
import { classNames } from '../../components/ui/class-names';

/** The public bar's links (spec/core.md §2), shared by the bar and its phone menu. */
export const publicNavLinks = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.pricing, label: 'Planes' },
  { to: paths.faq, label: 'Preguntas Frecuentes' },
  { to: paths.about, label: 'Nosotros' },
] as const;

export const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  classNames(
    'rounded-lg px-3 py-2 text-sm font-medium',
    isActive ? 'text-brand-700' : 'text-ink-muted hover:text-ink',
  );
