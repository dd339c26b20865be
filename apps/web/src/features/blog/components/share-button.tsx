import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';

/** How long 'Enlace copiado' stays (spec/core.md §9: copy confirmation 2000 ms). */
const confirmationMilliseconds = 2000;

type ShareState = 'idle' | 'copied' | 'failed';

/**
 * Shares the article with the device's share sheet, or copies its address where there is none
 * (spec/core.md §2 Blog) and confirms it in a live region.
 */
export function ShareButton({ title }: { title: string }) {
  const [state, setState] = useState<ShareState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), confirmationMilliseconds);
    return () => window.clearTimeout(timer);
  }, [state]);

  const share = async () => {
    // Read when clicked: the page may have been rendered on the server, which has no address bar.
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        onClick={() => void share()}
      >
        {state === 'copied' ? (
          <Check className="size-4 text-success-600" aria-hidden />
        ) : (
          <Share2 className="size-4" aria-hidden />
        )}
        Compartir
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {state === 'copied' && 'Enlace copiado'}
        {state === 'failed' &&
          'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.'}
      </p>
    </div>
  );
}
