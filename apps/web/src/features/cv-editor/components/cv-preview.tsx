import type { CvEditorState } from '@cvlisto/shared';
import { Download } from 'lucide-react';
import { useRef } from 'react';
import { FindingList } from '../../../components/finding-list';
import { buttonClassName } from '../../../components/ui/button';
import { PdfPreview } from '../../../components/ui/pdf-preview';
import { cvVersionFileUrl } from '../cv-editor-format';
import { useFocusKeptFromFrame } from './use-focus-kept-from-frame';

/**
 * The saved version as the files show it: the PDF preview (on phones, a link to the browser's own
 * viewer), both downloads, the ATS score and what is left to improve.
 */
export function CvPreview({ state, isDirty }: { state: CvEditorState; isDirty: boolean }) {
  const previewUrl = cvVersionFileUrl(state.cvId, state.version, 'pdf', true);
  const frame = useRef<HTMLIFrameElement>(null);
  useFocusKeptFromFrame(frame, previewUrl);
  return (
    <section aria-labelledby="vista-previa" className="flex flex-col gap-4">
      <h2 id="vista-previa" className="text-lg font-semibold">
        Vista previa
      </h2>
      {isDirty && (
        <p className="text-sm text-ink-muted">
          La vista previa y las descargas muestran la última versión guardada. Guarda para ver tus
          cambios.
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <a
          href={cvVersionFileUrl(state.cvId, state.version, 'pdf')}
          download
          className={buttonClassName({ fullWidth: true })}
        >
          <Download className="size-4" aria-hidden />
          Descargar PDF
        </a>
        <a
          href={cvVersionFileUrl(state.cvId, state.version, 'docx')}
          download
          className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        >
          <Download className="size-4" aria-hidden />
          Descargar Word
        </a>
      </div>
      <PdfPreview
        url={previewUrl}
        title={`Vista previa de ${state.name}`}
        frameClassName="h-[36rem]"
        frameRef={frame}
      />
      <div className="rounded-xl bg-surface p-4">
        <h3 className="text-sm font-semibold text-ink-muted">Puntaje ATS</h3>
        <p className="mt-1 text-3xl font-bold" data-testid="editor-ats-score">
          {state.score} <span className="text-base font-normal text-ink-muted">/ 100</span>
        </p>
      </div>
      {state.findings.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Lo que aún puedes mejorar</h3>
          <FindingList findings={state.findings} itemClassName="bg-surface" />
        </div>
      ) : (
        <p className="text-sm font-semibold text-success-600">¡Tu CV está en forma!</p>
      )}
    </section>
  );
}
