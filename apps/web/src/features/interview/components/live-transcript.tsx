import { useEffect, useRef } from 'react';
import { classNames } from '../../../components/ui/class-names';
import type { TranscriptLine } from '../vapi-events';

/**
 * The conversation so far, newest at the bottom (kept in view); `pending` is what is being heard
 * and not final yet.
 */
export function LiveTranscript({
  lines,
  pending,
}: {
  lines: readonly TranscriptLine[];
  pending?: TranscriptLine | null | undefined;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = lines.length + (pending ? 1 : 0);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, pending?.text]);

  return (
    <section aria-labelledby="transcript-heading" className="flex flex-col gap-2">
      <h3 id="transcript-heading" className="text-sm font-semibold text-ink">
        Transcripción en vivo
      </h3>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-3 text-sm text-ink-muted">
          Aquí verás las preguntas y tus respuestas.
        </p>
      ) : (
        <ol
          ref={listRef}
          role="log"
          aria-live="polite"
          data-testid="live-transcript"
          className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-xl border border-line bg-surface-muted p-3"
        >
          {lines.map((line, index) => (
            <TranscriptItem key={index} line={line} />
          ))}
          {pending && <TranscriptItem line={pending} isPending />}
        </ol>
      )}
    </section>
  );
}

function TranscriptItem({
  line,
  isPending = false,
}: {
  line: TranscriptLine;
  isPending?: boolean;
}) {
  const isInterviewer = line.speaker === 'interviewer';
  return (
    <li
      className={classNames(
        'max-w-[90%] rounded-xl px-3 py-2 text-sm break-words',
        isInterviewer ? 'self-start bg-surface text-ink' : 'self-end bg-brand-50 text-brand-900',
        isPending && 'italic opacity-80',
      )}
    >
      <span className="block text-xs font-semibold text-ink-muted">
        {isInterviewer ? 'Entrevistador' : 'Tú'}
      </span>
      {line.text}
    </li>
  );
}
