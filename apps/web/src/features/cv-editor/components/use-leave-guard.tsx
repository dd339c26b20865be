import { useCallback, useEffect, useRef } from 'react';
import { useNavigationBlocker, type BlockerFunction } from '../../../lib/guarded-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Asks before leaving unsaved changes: inside the app with a dialog (the router's blocker), and
 * on reload, closing the tab or another site with the browser's own question (beforeunload).
 * `allowLeaving` lets one navigation through, e.g. to the editor of a CV just created.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const guarded = useRef(hasUnsavedChanges);
  const allowed = useRef(false);
  useEffect(() => {
    guarded.current = hasUnsavedChanges;
  }, [hasUnsavedChanges]);

  const blocker = useNavigationBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        guarded.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset()}
      title="¿Salir sin guardar?"
      description="Tienes cambios en tu CV que aún no guardaste. Si sales ahora, se perderán."
    >
      {/* The safe choice first, so it is the one the dialog focuses. */}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => blocker.reset()}>Seguir editando</Button>
        <Button variant="secondary" onClick={() => blocker.proceed()}>
          Salir sin guardar
        </Button>
      </div>
    </Dialog>
  );
  return {
    dialog,
    allowLeaving: () => {
      allowed.current = true;
    },
  };
}
