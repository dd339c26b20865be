import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** How long '¡Copiado!' stays (spec/core.md §4, §9: 2000 ms). */
export const copyConfirmationMs = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and confirms it for two seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // No clipboard outside a secure context, or permission refused.
      setState('failed');
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {state === 'copied' ? (
        <Check className="size-4 text-success-600" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">
        {state === 'copied' ? '¡Copiado!' : state === 'failed' ? 'No se pudo copiar' : label}
      </span>
    </Button>
  );
}
