import { ArrowRight } from 'lucide-react';
import sample from 'virtual:landing-sample';
import type { LandingSample } from '../landing-sample';

/**
 * The product at work, under the hero (issue 17): a few lines of an invented CV before and after
 * our engine, with its reasons and the ATS score before → after — real engine output, made at
 * build time (scripts/make-landing-sample.ts). Text, not a picture: readable at 320 px, by
 * screen readers and by search engines.
 */
export function BeforeAfterSection({ data = sample }: { data?: LandingSample }) {
  return (
    <section aria-labelledby="antes-y-despues" className="border-y border-line bg-surface py-12">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col gap-2 text-center">
          <h2 id="antes-y-despues" className="text-2xl font-bold tracking-tight text-balance">
            Así queda un CV después de optimizarlo
          </h2>
          <p className="text-ink-muted text-balance">
            Un CV de ejemplo, con los errores de siempre, pasado por nuestro optimizador tal como lo
            harías tú. Estos son algunos de sus {data.changeCount} cambios.
          </p>
        </div>
        <p className="mx-auto flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-2xl bg-brand-50 px-5 py-3 text-center">
          <span className="font-medium">Puntaje ATS</span>
          <span className="inline-flex items-center gap-2 text-2xl font-bold tabular-nums">
            <span className="text-ink-muted">
              <span className="sr-only">antes </span>
              {data.scoreBefore}
            </span>
            <ArrowRight className="size-5 shrink-0 text-ink-muted" aria-hidden />
            <span className="text-success-600">
              <span className="sr-only">después </span>
              {data.scoreAfter}
            </span>
          </span>
          <span className="text-sm text-ink-muted">de 100</span>
        </p>
        <ul className="grid gap-3 md:grid-cols-2">
          {data.changes.map((change) => (
            <li
              key={change.before}
              className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line p-4"
            >
              <p className="flex flex-col gap-0.5">
                <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  Antes
                </span>
                <del className="break-words text-ink-muted decoration-danger-600/60">
                  {change.before}
                </del>
              </p>
              <p className="flex flex-col gap-0.5">
                <span className="text-xs font-semibold tracking-wide text-success-600 uppercase">
                  Después
                </span>
                <ins className="font-medium break-words text-ink no-underline">{change.after}</ins>
              </p>
              <p className="text-sm text-ink-muted">{change.message}</p>
            </li>
          ))}
        </ul>
        <p className="text-center text-xs text-ink-muted">
          Datos inventados. Los cambios y el puntaje los calcula nuestro optimizador cada vez que
          publicamos el sitio, sin retoques.
        </p>
      </div>
    </section>
  );
}
