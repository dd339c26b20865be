import type { CvSummary } from '@cvlisto/shared';
import { Dialog } from '../../../components/ui/dialog';
import { CvResult } from './cv-result';

/** The list's 'Ver': the result view of a stored CV. */
export function CvResultDialog({ cv, onClose }: { cv: CvSummary | null; onClose: () => void }) {
  return (
    <Dialog
      open={cv !== null}
      onOpenChange={(open) => !open && onClose()}
      title={cv?.name ?? 'Tu CV'}
      size="wide"
    >
      {cv && <CvResult cvId={cv.id} name={cv.name} />}
    </Dialog>
  );
}
