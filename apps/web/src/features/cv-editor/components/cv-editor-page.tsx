import { commonErrorCodes, paths } from '@cvlisto/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useCvDocument } from '../api/get-cv-document';
import { CvEditor } from './cv-editor';

/** /tools/cvs/:id/editar: the editor of one stored CV, once its document has loaded. */
export function CvEditorPage({ cvId }: { cvId: string }) {
  const cvDocument = useCvDocument(cvId);
  const location = useLocation();
  const [reloads, setReloads] = useState(0);
  const arrivalNotice = (location.state as { notice?: string } | null)?.notice;

  if (cvDocument.isPending) {
    return (
      <>
        <PageTitle title="Editar CV" />
        <PageSpinner label="Cargando tu CV…" />
      </>
    );
  }
  if (cvDocument.isError) {
    const isMissing =
      cvDocument.error instanceof ApiRequestError &&
      cvDocument.error.code === commonErrorCodes.notFound;
    return (
      <div className="flex flex-col items-start gap-4">
        <PageHeader title={isMissing ? 'CV no encontrado' : 'Editar CV'} />
        <Alert tone="error">{cvDocument.error.message}</Alert>
        <Link to={paths.cvs} className={buttonClassName({ variant: 'secondary' })}>
          Ir a Mis CVs
        </Link>
      </div>
    );
  }
  return (
    <CvEditor
      // A reload (after another tab saved) starts the editor again from the current version.
      key={reloads}
      initialState={cvDocument.data}
      initialNotice={reloads === 0 ? arrivalNotice : undefined}
      onReload={() => {
        void cvDocument.refetch().then(() => setReloads((count) => count + 1));
      }}
    />
  );
}
