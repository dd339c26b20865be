import type { OptimizationState } from '@cvlisto/shared';
import { Check, Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import { classNames } from '../../../components/ui/class-names';
import type { ToolDefinition } from '../tools';

// Four tips that rotate every 3 s while the CV is processed (spec/core.md §4, §9).
const tips = [
  'Empieza cada logro con un verbo de acción: lideré, implementé, reduje.',
  'Las cifras convencen: «reduje los costos en 15 %» pesa más que «reduje costos».',
  'Adapta tu CV a cada aviso: los sistemas ATS buscan sus palabras clave.',
  'Una o dos páginas bastan: lo más reciente y relevante, primero.',
] as const;
const tipIntervalMs = 3000;

/** The analysing and optimising phases, moved only by the server's state events. */
export function ProcessingStep({
  tool,
  state,
}: {
  tool: ToolDefinition;
  state: OptimizationState | undefined;
}) {
  const [tipIndex, setTipIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setTipIndex((index) => (index + 1) % tips.length),
      tipIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, []);

  const progress = state?.progress ?? 0;
  const isOptimizing = state?.status === 'optimizing';
  const phaseLabel = isOptimizing
    ? tool.workingLabel
    : state?.status === 'analyzing'
      ? 'Analizando tu CV…'
      : 'Preparando tu CV…';

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex gap-2 text-sm" aria-label="Etapas">
        {(['Análisis', 'Optimización', 'Listo'] as const).map((label, index) => {
          const current = isOptimizing ? 1 : 0;
          const isDone = index < current;
          return (
            <li
              key={label}
              aria-current={index === current ? 'step' : undefined}
              className={classNames(
                'flex flex-1 items-center gap-1.5 rounded-lg px-2 py-1.5',
                index === current && 'bg-brand-50 font-semibold text-brand-800',
                isDone && 'text-success-600',
                index > current && 'text-ink-muted',
              )}
            >
              {isDone && <Check className="size-4" aria-hidden />}
              {label}
            </li>
          );
        })}
      </ol>
      <div>
        <p className="mb-2 flex justify-between text-sm font-medium" aria-live="polite">
          <span data-testid="phase">{phaseLabel}</span>
          <span>{progress}%</span>
        </p>
        <div
          role="progressbar"
          aria-label="Progreso"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-3 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
      <p className="flex min-h-12 items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{tips[tipIndex]}</span>
      </p>
      {/* The specification's do-not-close warning, softened: the job continues on the server. */}
      <p className="text-xs text-ink-muted">
        Puedes cerrar esta ventana: seguiremos trabajando y tu CV aparecerá en tu lista al terminar.
      </p>
    </div>
  );
}
