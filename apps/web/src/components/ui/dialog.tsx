import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { classNames } from './class-names';
import { mainContentId } from './skip-link';

/**
 * Focus return for a dialog opened by state rather than by a Radix trigger (all of ours), or whose
 * opener is gone when it closes (a deleted row, a sheet loaded on demand): Radix would leave the
 * focus on <body>. What had the focus as the dialog opened gets it back; if a re-render replaced
 * that element by an equal one (a list refetched while the dialog was open), the equal one does;
 * if it has left the page, the main landmark does, without scrolling. Focus that code already
 * placed elsewhere while the dialog closed (a result's heading, a button focused by hand) is left
 * where it is.
 */
function useFocusReturn() {
  const opener = useRef<{ element: HTMLElement; name: string } | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      const isOutside =
        active instanceof HTMLElement &&
        active !== document.body &&
        !(event.currentTarget instanceof Node && event.currentTarget.contains(active));
      opener.current = isOutside ? { element: active, name: controlName(active) } : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const target = opener.current && returnTarget(opener.current);
      opener.current = null;
      const main = document.getElementById(mainContentId);
      (target ?? main)?.focus({ preventScroll: target === null });
      // A frame still being torn down (the PDF preview's viewer) can swallow the first call.
      if (document.activeElement === document.body) {
        requestAnimationFrame(() => {
          if (document.activeElement === document.body) (target ?? main)?.focus();
        });
      }
    },
  };
}

/** What a person would call the control: its label, else its text. */
function controlName(element: HTMLElement) {
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
}

function returnTarget({ element, name }: { element: HTMLElement; name: string }) {
  if (element.isConnected) return element;
  if (!name || !element.tagName) return null;
  const peers = Array.from(document.querySelectorAll<HTMLElement>(element.tagName));
  const equal = peers.filter((peer) => controlName(peer) === name);
  return equal.length === 1 ? equal[0]! : null;
}

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** `wide` fits a document preview next to its report. */
  size?: 'default' | 'wide';
  children: ReactNode;
};

const dialogSizes = { default: 'max-w-lg', wide: 'max-w-4xl' } as const;

/** The one modal dialog: focus trapped, Escape and the close button dismiss it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'default',
  children,
}: DialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink/50" />
        <DialogPrimitive.Content
          className={classNames(
            'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-5 shadow-xl sm:p-6',
            dialogSizes[size],
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
              {description}
            </DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            className="absolute top-4 right-4 rounded-lg p-1.5 text-ink-muted hover:bg-surface-muted"
            aria-label="Cerrar"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /**
   * The button that opens the sheet; focus returns to it on close. Leave it out when the sheet is
   * mounted only while open (loaded on demand): focus then returns to whatever opened it.
   */
  trigger?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A panel that slides in from the left on small screens (the signed-in menu). */
export function Sheet({ open, onOpenChange, title, trigger, children, className }: SheetProps) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-ink/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          {...focusReturn}
          className={classNames(
            'fixed inset-y-0 left-0 z-50 flex w-[min(var(--width-sidebar),85vw)] animate-sheet-in flex-col bg-surface shadow-xl',
            className,
          )}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {children}
          <DialogPrimitive.Close
            className="absolute top-4 right-3 rounded-lg p-1.5 text-ink-muted hover:bg-surface-muted"
            aria-label="Cerrar menú"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
