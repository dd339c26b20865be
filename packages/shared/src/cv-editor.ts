// The CV editor's API (issue 14): read a stored CV's document, save a new version, list and
// restore versions, change its look, and create a CV from scratch. The document is the engine's
// CvDocument (its schema in "@cvlisto/cv-engine/model"); these are the envelopes around it.
import type { CvDocument, CvLook, CvPageSize, CvTemplateId } from '@cvlisto/cv-engine/model';
import { z } from './zod';

/** Why a version exists, shown in the version list. */
export const cvVersionOrigins = ['optimised', 'edited', 'restored', 'look', 'created'] as const;
export type CvVersionOrigin = (typeof cvVersionOrigins)[number];

export const cvVersionOriginLabels: Record<CvVersionOrigin, string> = {
  optimised: 'Optimizado',
  edited: 'Editado',
  restored: 'Restaurado',
  look: 'Cambio de diseño',
  created: 'Creado desde cero',
};

/** The largest request body of a save, in bytes (the document is bounded by cvDocumentLimits). */
export const maxCvDocumentBodyBytes = 512 * 1024;

/** `GET /api/cvs/:id/document`, and the answer of every write below. */
export type CvEditorState = {
  readonly cvId: string;
  readonly name: string;
  /** The version shown; a save names it as its `baseVersion`. */
  readonly version: number;
  readonly document: CvDocument;
  readonly template: CvTemplateId;
  readonly pageSize: CvPageSize;
  /** The ATS score of the current files (read back from the PDF). */
  readonly score: number;
  readonly findings: readonly {
    readonly code: string;
    readonly severity: 'high' | 'medium' | 'low';
    readonly message: string;
    readonly text: string | null;
  }[];
  readonly updatedAt: string;
};

/** One row of `GET /api/cvs/:id/versions` (newest first). */
export type CvVersionSummary = {
  readonly version: number;
  readonly origin: CvVersionOrigin;
  readonly template: CvTemplateId;
  readonly pageSize: CvPageSize;
  readonly score: number;
  readonly createdAt: string;
};

/**
 * `PUT /api/cvs/:id/document`: a new version of the document and/or a new look. The server
 * validates `document` with the engine's bounded schema; a stale `baseVersion` is a 409.
 */
export type SaveCvDocumentRequest = {
  readonly baseVersion: number;
  readonly document: CvDocument;
} & CvLook;

/** `POST /api/cvs/:id/versions/:version/restore`. */
export const restoreCvVersionRequestSchema = z.object({
  baseVersion: z.number().int().min(1),
});

/** `POST /api/cvs`: a CV written from scratch (no credit is spent; decision 017). */
export type CreateCvRequest = {
  readonly name: string;
  readonly document: CvDocument;
} & CvLook;

export const cvEditorErrorCodes = {
  /** The CV changed since the editor loaded it (another tab, device or a restore). */
  staleVersion: 'STALE_VERSION',
  invalidDocument: 'INVALID_CV_DOCUMENT',
} as const;

export const cvEditorMessages = {
  staleVersion:
    'Este CV cambió en otra pestaña o dispositivo mientras lo editabas. Recarga la página para ver la última versión; tus cambios de aquí no se guardaron.',
  invalidDocument: 'El CV tiene datos que no son válidos. Revisa los campos marcados.',
  documentTooLarge: 'El CV es demasiado grande para guardarlo.',
  saveFailed: 'No pudimos guardar tu CV. Intenta de nuevo.',
  versionNotFound: 'Esa versión del CV no existe.',
  tooManySaves: 'Guardaste muchas veces en poco tiempo. Espera unos minutos e intenta de nuevo.',
  tooManyCreated: 'Creaste muchos CVs en poco tiempo. Espera un rato e intenta de nuevo.',
} as const;
