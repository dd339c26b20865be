import { FileDown, Sparkles, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { classNames } from '../../../components/ui/class-names';
import { startPathFor } from '../start-path';
import { LandingSection } from './landing-section';

type Feature = { icon: LucideIcon; title: string; text: string };

// The three steps of the main job (PRODUCT.md §1, §4), each one true of the product today.
const features: readonly Feature[] = [
  {
    icon: Upload,
    title: '1. Sube tu CV',
    text: 'En PDF, DOC o DOCX, hasta 10 MB. Si quieres, pega también la oferta de trabajo a la que postulas.',
  },
  {
    icon: Sparkles,
    title: '2. Lo optimizamos para los filtros ATS',
    text: 'Ordenamos tus secciones con títulos estándar, mejoramos la redacción de tus logros y te damos un puntaje ATS con cada observación explicada, sin inventar nada.',
  },
  {
    icon: FileDown,
    title: '3. Descárgalo en Word y PDF',
    text: 'Tu CV queda guardado en tu cuenta. Descárgalo en Word para editarlo o en PDF para enviarlo.',
  },
];

/** How it works: three features and a button to start (spec/core.md §2). */
export function HowItWorksSection({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <LandingSection
      id="como-funciona"
      title="Cómo funciona"
      lead="Tres pasos y unos segundos de espera para tener un CV más claro y fácil de leer."
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="text-ink-muted">{text}</p>
          </li>
        ))}
      </ol>
      <Link
        to={startPathFor(isSignedIn)}
        className={classNames(buttonClassName({ size: 'lg' }), 'self-center')}
      >
        Probar con mi CV
      </Link>
    </LandingSection>
  );
}
