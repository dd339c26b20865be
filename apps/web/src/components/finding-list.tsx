// The report's advice as a person reads it: one item per piece of advice, with every passage it
// applies to under it. The engine reports one finding (or warning) per passage: 21 lines it could
// not place are 21 findings with the same message, and listed one by one they bury the rest.
import type { CvReport } from '@cvlisto/shared';
import { Alert } from './ui/alert';
import { classNames } from './ui/class-names';

type Note = { readonly code: string; readonly message: string; readonly text: string | null };

export type NoteGroup = {
  readonly code: string;
  readonly message: string;
  /** The passages the advice is about, in the report's order, each once. */
  readonly texts: readonly string[];
};

/**
 * Merges notes that give the same advice (same code and message), each group where its first
 * note stood.
 *
 * @example
 * groupNotes(report.findingsAfter).map((group) => group.texts.length);
 */
export function groupNotes(notes: readonly Note[]): NoteGroup[] {
  const groups = new Map<string, { code: string; message: string; texts: string[] }>();
  for (const note of notes) {
    const key = `${note.code}\u0000${note.message}`;
    const group = groups.get(key) ?? { code: note.code, message: note.message, texts: [] };
    groups.set(key, group);
    if (note.text !== null && !group.texts.includes(note.text)) group.texts.push(note.text);
  }
  return [...groups.values()];
}

function QuotedTexts({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  if (texts.length === 1) return <span className="block text-ink-muted">«{texts[0]}»</span>;
  return (
    <ul className="mt-1 list-disc pl-5 text-ink-muted">
      {texts.map((text) => (
        <li key={text}>«{text}»</li>
      ))}
    </ul>
  );
}

/** The findings, grouped by advice. */
export function FindingList({
  findings,
  itemClassName,
}: {
  findings: readonly Note[];
  itemClassName?: string;
}) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {groupNotes(findings).map((group) => (
        <li
          key={`${group.code}-${group.message}`}
          className={classNames('rounded-lg border border-line px-3 py-2', itemClassName)}
        >
          {group.message}
          <QuotedTexts texts={group.texts} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The reading's warnings, grouped by advice, leaving out passages a finding already quotes (a
 * line the engine could not place is both a warning about the source and a finding about the
 * output: one mention is enough).
 */
export function WarningAlerts({
  warnings,
  findings,
}: {
  warnings: CvReport['warnings'];
  findings: readonly Note[];
}) {
  const quoted = new Set(findings.map((finding) => finding.text));
  const left = warnings.filter((warning) => warning.text === null || !quoted.has(warning.text));
  return groupNotes(left).map((group) => (
    <Alert key={`${group.code}-${group.message}`} tone="info">
      {group.message}
      <QuotedTexts texts={group.texts} />
    </Alert>
  ));
}
