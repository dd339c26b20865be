import type { CvSummary } from '@cvlisto/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteCv } from '../api/delete-cv';

/** Asks before deleting; cancelling clears the selection (spec/core.md §4). */
export function DeleteCvDialog({ cv, onClose }: { cv: CvSummary | null; onClose: () => void }) {
  const deletion = useDeleteCv();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <Dialog
      open={cv !== null}
      onOpenChange={(open) => !open && close()}
      title="¿Eliminar este CV?"
      description={
        cv
          ? `«${cv.name}» se borrará junto con sus archivos Word y PDF. No podrás recuperarlo.`
          : ''
      }
    >
      <div className="flex flex-col gap-4">
        {deletion.isError && <Alert tone="error">{deletion.error.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            isLoading={deletion.isPending}
            onClick={() => cv && deletion.mutate(cv.id, { onSuccess: close })}
          >
            Eliminar
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
