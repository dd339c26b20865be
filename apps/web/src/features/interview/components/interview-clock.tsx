import { Clock } from 'lucide-react';
import { formatElapsedAgainstLimit } from '../interview-format';

/** Elapsed time against the interview's limit, mm:ss / mm:ss. */
export function InterviewClock({
  elapsedSeconds,
  limitSeconds,
}: {
  elapsedSeconds: number;
  limitSeconds: number;
}) {
  return (
    <p className="inline-flex items-center gap-2 self-start text-sm font-medium text-ink-muted">
      <Clock className="size-4" aria-hidden />
      <span className="sr-only">Tiempo transcurrido:</span>
      <span data-testid="interview-clock" className="font-mono tabular-nums text-ink">
        {formatElapsedAgainstLimit(elapsedSeconds, limitSeconds)}
      </span>
    </p>
  );
}
