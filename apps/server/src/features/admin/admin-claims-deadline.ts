// A claim's legal deadline in calendar days in Lima (issue 16; spec/secondary.md §9): a claim
// filed on Lima day D is due on D + 15, each extension moves it on, and the days left are counted
// between Lima calendar dates, so an evening claim in Lima (already tomorrow in UTC) is due on the
// right day and "today" turns at Lima's midnight.
import { claimAnswerDays } from '@cvlisto/shared';

const limaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const limaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dayMs = 86_400_000;

/** The calendar date in Lima of an instant, as `YYYY-MM-DD`. */
export function limaCalendarDate(instant: Date): string {
  return limaDate.format(instant);
}

/** An instant as Lima's date and time, `YYYY-MM-DD HH:mm`, for records read by people. */
export function limaDateTime(instant: Date): string {
  return `${limaDate.format(instant)} ${limaTime.format(instant)}`;
}

/** A `YYYY-MM-DD` date moved by whole calendar days (no time zone involved). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (`YYYY-MM-DD`); negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/**
 * The due date: the Lima filing date + 15 calendar days + every extension's days.
 *
 * @example claimDueDate(new Date('2026-03-01T04:59:00Z'), 0) // "2026-03-15" (filed 28 Feb, Lima)
 */
export function claimDueDate(filedAt: Date, extensionDays: number): string {
  return addCalendarDays(limaCalendarDate(filedAt), claimAnswerDays + extensionDays);
}

/** Calendar days left until the due date, seen from `now` in Lima: 0 on the due day, −1 after. */
export function claimDaysLeft(dueDate: string, now: Date): number {
  return calendarDaysBetween(limaCalendarDate(now), dueDate);
}
