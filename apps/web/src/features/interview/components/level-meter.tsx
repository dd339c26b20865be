/** A level from 0 to 1 as a bar (the microphone, or the interviewer's voice in a call). */
export function LevelMeter({ level, label }: { level: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div className="flex items-center gap-3">
      <span className="shrink-0 text-xs font-medium text-ink-muted">{label}</span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="level-meter"
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
      >
        <div
          className="h-full rounded-full bg-success-600 transition-[width] duration-100"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
