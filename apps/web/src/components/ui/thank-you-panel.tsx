import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * What a form turns into once sent: a check, a heading, what happens next (announced to screen
 * readers) and a button to send another (spec/core.md §2, §5; spec/secondary.md §4.2).
 */
export function ThankYouPanel({
  heading,
  children,
  againLabel,
  onAgain,
}: {
  /** The heading element itself: an <h2>, or the page's header when it replaces the page. */
  heading: ReactNode;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  // The form the panel replaces had the focus: give it to the result, not to <body>.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-success-600" />
      {heading}
      <div role="status" className="flex flex-col items-center gap-2">
        {children}
      </div>
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
