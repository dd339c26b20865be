import { paths } from '@cvlisto/shared';
import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { usePublicConfig } from '../../../lib/public-config';
import { startPathFor } from '../start-path';

// The dialog (and its iframe) is not part of the landing's first load.
const TutorialVideoDialog = lazy(() =>
  import('./tutorial-video-dialog').then((module) => ({ default: module.TutorialVideoDialog })),
);

/**
 * The hero: what the product does, the start button (tools or sign-in, spec/core.md §2) and the
 * tutorial video button, shown only when a video is configured.
 */
export function HeroSection({
  isSignedIn,
  tutorialVideoUrl,
}: {
  isSignedIn: boolean;
  tutorialVideoUrl: string;
}) {
  const [videoOpen, setVideoOpen] = useState(false);
  // The dialog's code is fetched on the first opening only.
  const [videoRequested, setVideoRequested] = useState(false);
  const videoButton = useRef<HTMLButtonElement>(null);
  const { tools } = usePublicConfig();

  // The dialog is opened by state, not by a Radix trigger, so focus is returned here by hand
  // once it has closed (keyboard users continue where they were).
  useEffect(() => {
    if (videoRequested && !videoOpen) videoButton.current?.focus();
  }, [videoRequested, videoOpen]);

  return (
    <section
      aria-labelledby="titulo-principal"
      className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24"
    >
      <p className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800">
        Tu primera optimización es gratis, sin tarjeta
      </p>
      <h1
        id="titulo-principal"
        className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
      >
        Tu CV listo para pasar los filtros ATS
      </h1>
      <p className="max-w-2xl text-lg text-ink-muted text-balance">
        Sube tu CV y recibe en segundos una versión más clara y profesional, adaptada a la oferta
        que te interesa{tools.translation ? ' o traducida al inglés' : ''}. Descárgala en Word para
        editarla o en PDF para enviarla.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={startPathFor(isSignedIn)} className={buttonClassName({ size: 'lg' })}>
          Optimiza tu CV gratis
        </Link>
        {tutorialVideoUrl ? (
          <button
            ref={videoButton}
            type="button"
            className={buttonClassName({ size: 'lg', variant: 'secondary' })}
            onClick={() => {
              setVideoRequested(true);
              setVideoOpen(true);
            }}
          >
            <PlayCircle className="size-5" aria-hidden />
            Ver cómo funciona
          </button>
        ) : (
          <Link
            to={paths.pricing}
            className={buttonClassName({ size: 'lg', variant: 'secondary' })}
          >
            Ver planes
          </Link>
        )}
      </div>
      {videoRequested && (
        <Suspense fallback={null}>
          <TutorialVideoDialog
            videoUrl={tutorialVideoUrl}
            open={videoOpen}
            onOpenChange={setVideoOpen}
          />
        </Suspense>
      )}
    </section>
  );
}
