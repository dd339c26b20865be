import { cvMessages, type CvSummary } from '@cvlisto/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { useRenameCv } from '../api/rename-cv';

/** Edits a CV's name (spec/core.md §4, §5, §8); the list reloads afterwards. */
export function RenameCvDialog({ cv, onClose }: { cv: CvSummary | null; onClose: () => void }) {
  return (
    <Dialog open={cv !== null} onOpenChange={(open) => !open && onClose()} title="Cambiar nombre">
      {/* Keyed so each CV starts from its own name. */}
      {cv && <RenameCvForm key={cv.id} cv={cv} onClose={onClose} />}
    </Dialog>
  );
}

function RenameCvForm({ cv, onClose }: { cv: CvSummary; onClose: () => void }) {
  const [name, setName] = useState(cv.name);
  const [error, setError] = useState<string>();
  const rename = useRenameCv();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(cvMessages.emptyName);
      return;
    }
    setError(undefined);
    rename.mutate({ cvId: cv.id, name: trimmed }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {rename.isError && <Alert tone="error">{cvMessages.renameFailed}</Alert>}
      <TextField
        label="Nombre del CV"
        value={name}
        maxLength={120}
        autoFocus
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={rename.isPending}>
          Guardar
        </Button>
      </div>
    </form>
  );
}
