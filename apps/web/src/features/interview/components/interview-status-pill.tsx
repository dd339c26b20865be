import { interviewCallStatusLabels, type InterviewCallState } from '@cvlisto/shared';
import { classNames } from '../../../components/ui/class-names';

const tones: Record<InterviewCallState, { pill: string; dot: string }> = {
  idle: { pill: 'border-line bg-surface-muted text-ink', dot: 'bg-ink-muted' },
  connecting: { pill: 'border-brand-200 bg-brand-50 text-brand-900', dot: 'bg-accent-500' },
  connected: { pill: 'border-success-600/30 bg-green-50 text-success-600', dot: 'bg-success-600' },
  error: { pill: 'border-danger-600/30 bg-danger-50 text-danger-700', dot: 'bg-danger-600' },
};

/** The spec's status pill (spec/secondary.md §2.2, §4.1), announced politely when it changes. */
export function InterviewStatusPill({ state }: { state: InterviewCallState }) {
  const tone = tones[state];
  return (
    <p
      role="status"
      data-testid="interview-status"
      data-state={state}
      className={classNames(
        'inline-flex items-center gap-2 self-start rounded-full border px-3 py-1.5 text-sm font-medium',
        tone.pill,
      )}
    >
      <span
        aria-hidden
        className={classNames(
          'size-2.5 shrink-0 rounded-full',
          tone.dot,
          (state === 'connecting' || state === 'connected') && 'animate-pulse',
        )}
      />
      {interviewCallStatusLabels[state]}
    </p>
  );
}
