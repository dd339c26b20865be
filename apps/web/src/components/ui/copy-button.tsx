import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonVariant } from './button';

/** How long '¡Copiado!' stays (spec/core.md §4, §9: 2000 ms). */
export const copyConfirmationMs = 2000;

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and confirms it for two seconds. The text may first have to be
 * fetched (a link made on the first click): the button waits for it, then copies.
 */
export function CopyButton({
  text,
  label,
  variant = 'secondary',
}: {
  text: string | (() => Promise<string>);
  label: string;
  variant?: ButtonVariant;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return;
    const timer = window.setTimeout(() => setState('idle'), copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('copying');
    try {
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text());
      setState('copied');
    } catch {
      // No clipboard outside a secure context, permission refused, or the text could not be had.
      setState('failed');
    }
  };

  return (
    <Button variant={variant} size="sm" isLoading={state === 'copying'} onClick={() => void copy()}>
      {state === 'copied' ? (
        <Check className="size-4 text-success-600" aria-hidden />
      ) : (
        state !== 'copying' && <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">
        {state === 'copied' ? '¡Copiado!' : state === 'failed' ? 'No se pudo copiar' : label}
      </span>
    </Button>
  );
}
