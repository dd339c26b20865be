// The document being edited and the one way to change it, shared by every field of the editor
// (the fields are many and nested; passing both down each level would hide what they do).
import type { CvDocument } from '@cvlisto/cv-engine/model';
import { createContext, useContext } from 'react';

export type CvDocumentEdit = (cv: CvDocument) => CvDocument;

export type CvEditorContextValue = {
  readonly cv: CvDocument;
  /** Applies a pure edit (cv-document-edits.ts) to the draft. */
  readonly edit: (change: CvDocumentEdit) => void;
  /** The problem shown beside the field at `path`, once the user has tried to save. */
  readonly problemAt: (path: string) => string | undefined;
};

export const CvEditorContext = createContext<CvEditorContextValue | null>(null);

export function useCvEditor(): CvEditorContextValue {
  const value = useContext(CvEditorContext);
  if (!value) throw new Error('useCvEditor outside CvEditorContext');
  return value;
}
