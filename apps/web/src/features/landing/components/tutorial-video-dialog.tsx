import { Dialog } from '../../../components/ui/dialog';

// Runs as the element attaches, before the dialog's own focus step, which then leaves it be.
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

/**
 * The tutorial video in a modal (spec/core.md §2 hero). Loaded only when first opened, and the
 * player's iframe exists only while the dialog is open, so the landing loads no video code.
 */
export function TutorialVideoDialog({
  videoUrl,
  open,
  onOpenChange,
}: {
  videoUrl: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cómo funciona en 2 minutos" size="wide">
      {/*
        Focus starts on this hint, not inside the player: an embedded player keeps Escape to
        itself, so focus there would stop the keyboard from closing the dialog.
      */}
      <p ref={focusOnMount} tabIndex={-1} className="mb-3 text-sm text-ink-muted outline-none">
        Usa Tab para llegar al video y Escape para cerrar.
      </p>
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-ink">
        <iframe
          src={videoUrl}
          title="Video tutorial: cómo optimizar tu CV"
          className="size-full"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Dialog>
  );
}
