import { cvTemplateLabels } from '@cvlisto/cv-engine/model';
import { cvVersionOriginLabels, type CvEditorState, type CvVersionSummary } from '@cvlisto/shared';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useCvVersions } from '../api/get-cv-versions';
import { useRestoreCvVersion } from '../api/restore-cv-version';
import { formatVersionDate } from '../cv-editor-format';
import { writeErrorMessage } from '../write-error-message';

/**
 * Every saved version, newest first (why it exists, when, its score), with «Restaurar» on the
 * earlier ones: after a confirmation, that version becomes a new current one.
 */
export function CvVersions({
  state,
  isDirty,
  onRestored,
}: {
  state: CvEditorState;
  isDirty: boolean;
  onRestored: (state: CvEditorState) => void;
}) {
  const versions = useCvVersions(state.cvId);
  const restore = useRestoreCvVersion(state.cvId);
  const [chosen, setChosen] = useState<CvVersionSummary | null>(null);
  const close = () => {
    restore.reset();
    setChosen(null);
  };
  return (
    <section aria-labelledby="versiones" className="flex flex-col gap-3">
      <h2 id="versiones" className="text-lg font-semibold">
        Versiones
      </h2>
      {versions.isPending && <Spinner label="Cargando las versiones…" className="text-brand-700" />}
      {versions.isError && <Alert tone="error">{versions.error.message}</Alert>}
      {versions.data && (
        <ol aria-label="Versiones del CV" className="flex flex-col gap-2">
          {versions.data.map((version) => {
            const isCurrent = version.version === state.version;
            return (
              <li
                key={version.version}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">
                    Versión {version.version} · {cvVersionOriginLabels[version.origin]}
                  </span>
                  {isCurrent && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      Actual
                    </span>
                  )}
                </div>
                <span className="text-ink-muted">
                  {formatVersionDate(version.createdAt)} · Puntaje {version.score} ·{' '}
                  {cvTemplateLabels[version.template]}
                </span>
                {!isCurrent && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="self-start"
                    aria-label={`Restaurar la versión ${version.version}`}
                    onClick={() => setChosen(version)}
                  >
                    <RotateCcw className="size-4" aria-hidden />
                    Restaurar
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Dialog
        open={chosen !== null}
        onOpenChange={(open) => !open && close()}
        title={`¿Restaurar la versión ${chosen?.version ?? ''}?`}
        description={
          isDirty
            ? 'Tu CV volverá a como estaba en esa versión. Tienes cambios sin guardar: se perderán.'
            : 'Tu CV volverá a como estaba en esa versión. La versión actual queda en la lista, por si quieres volver a ella.'
        }
      >
        <div className="flex flex-col gap-4">
          {restore.isError && <Alert tone="error">{writeErrorMessage(restore.error)}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button
              isLoading={restore.isPending}
              onClick={() =>
                chosen &&
                restore.mutate(
                  { version: chosen.version, baseVersion: state.version },
                  {
                    onSuccess: (restored) => {
                      close();
                      onRestored(restored);
                    },
                  },
                )
              }
            >
              Restaurar
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
