import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { startPathFor } from '../start-path';

/** The last block of the landing: one more start button (tools or sign-in, spec/core.md §2). */
export function ClosingCallToAction({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="llamado-final" className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 focus-on-dark rounded-3xl bg-brand-800 px-6 py-12 text-center text-white">
        <h2 id="llamado-final" className="text-3xl font-bold tracking-tight text-balance">
          Postula con un CV del que te sientas seguro
        </h2>
        <p className="max-w-xl text-white/90 text-balance">
          Un CV claro no garantiza una entrevista, pero sí que los reclutadores y los sistemas ATS
          puedan leer bien lo que sabes hacer. Prueba gratis con tu CV de hoy.
        </p>
        <Link
          to={startPathFor(isSignedIn)}
          className={buttonClassName({ size: 'lg', variant: 'secondary' })}
        >
          Mejorar mi CV ahora
        </Link>
      </div>
    </section>
  );
}
