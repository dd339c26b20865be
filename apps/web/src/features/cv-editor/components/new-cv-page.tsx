import { CvEditor } from './cv-editor';

/** /tools/cvs/nuevo: the same editor on an empty CV; saving creates it at no credit cost. */
export function NewCvPage() {
  return <CvEditor initialState={null} />;
}
