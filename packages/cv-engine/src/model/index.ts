// The CvDocument contract alone (zod only, no engine code): what the server stores and the web's
// editor edits (issue 14, decision 017). Published as "@cvlisto/cv-engine/model".
export * from './cv-document';
export * from './cv-document-limits';
export * from './cv-look';
export * from './empty-cv-document';
export * from './section-headings';
export * from './date-range-text';
