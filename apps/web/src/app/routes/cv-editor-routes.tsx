import { useParams } from 'react-router';
import { CvEditorPage } from '../../features/cv-editor/components/cv-editor-page';
import { NewCvPage } from '../../features/cv-editor/components/new-cv-page';

/** /tools/cvs/:id/editar (issue 14). */
export function CvEditorRoute() {
  const { id = '' } = useParams();
  // Keyed by the CV, so opening another CV's editor never starts from this one's draft.
  return <CvEditorPage key={id} cvId={id} />;
}

/** /tools/cvs/nuevo (issue 14). */
export function NewCvRoute() {
  return <NewCvPage />;
}
