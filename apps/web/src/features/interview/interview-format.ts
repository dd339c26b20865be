// How interview times and dates read on screen (es-PE).

/**
 * Seconds as a clock, minutes first; minutes may pass 59 (a limit is at most an hour).
 *
 * @example formatClock(125) // "02:05"
 */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Elapsed time against the limit; the elapsed part never shows past the limit.
 *
 * @example formatElapsedAgainstLimit(65, 900) // "01:05 / 15:00"
 */
export function formatElapsedAgainstLimit(elapsedSeconds: number, limitSeconds: number): string {
  return `${formatClock(Math.min(elapsedSeconds, limitSeconds))} / ${formatClock(limitSeconds)}`;
}

/**
 * Whole minutes, rounded down so the screen never promises time that is not there.
 *
 * @example formatMinutes(2990) // "49 min"
 */
export function formatMinutes(seconds: number): string {
  return `${Math.floor(Math.max(0, seconds) / 60)} min`;
}

const dateFormatter = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** @example formatInterviewDate('2026-03-05T15:00:00Z') // "5 mar 2026" */
export function formatInterviewDate(isoDate: string): string {
  return dateFormatter.format(new Date(isoDate));
}

/** @example formatInterviewDateTime('2026-03-05T15:04:00Z') // "5 mar 2026, 10:04" */
export function formatInterviewDateTime(isoDate: string): string {
  return dateTimeFormatter.format(new Date(isoDate));
}
