// The messages between the server and its engine process (engine-process.ts ⇄ engine-child.ts),
// sent with Node's "advanced" IPC serialisation (structured clone: a Uint8Array crosses as bytes).
import type {
  AtsFinding,
  CvDocument,
  CvLook,
  CvEngineErrorCode,
  EditRequest,
  FieldEdit,
  OptimisationReport,
} from '@cvlisto/cv-engine';

/**
 * The most a read CV may weigh as JSON. A 20-page CV is about 100 KB; anything far beyond is a
 * file built to expand, and the parent would have to deserialise it on its event loop.
 */
export const maxCvDocumentBytes = 1024 * 1024;

/** What the engine makes of a CV: everything the worker stores. */
export type EngineOptimisation = {
  readonly optimised: CvDocument;
  readonly report: OptimisationReport;
  readonly docx: Uint8Array;
  readonly pdf: Uint8Array;
};

export type EngineOptimiseOptions = {
  readonly jobPosting: string | undefined;
  readonly appName: string;
  readonly translate: boolean;
  /** The language model stays in the parent; the child asks it through `edit` messages. */
  readonly withEditor: boolean;
};

/** What rendering a document as it stands gives (issue 14): its files and their ATS report. */
export type EngineRendering = {
  readonly docx: Uint8Array;
  readonly pdf: Uint8Array;
  /** The score and findings of the PDF as read back. */
  readonly score: number;
  readonly findings: readonly AtsFinding[];
};

export type EngineRenderOptions = CvLook & { readonly appName: string };

/** Parent → child. */
export type EngineRequest =
  | { readonly kind: 'read'; readonly id: number; readonly bytes: Uint8Array }
  | {
      readonly kind: 'optimise';
      readonly id: number;
      readonly source: CvDocument;
      readonly options: EngineOptimiseOptions;
    }
  | {
      readonly kind: 'render';
      readonly id: number;
      readonly document: CvDocument;
      readonly options: EngineRenderOptions;
    }
  | {
      readonly kind: 'edit-answer';
      readonly id: number;
      readonly callId: number;
      /** null: the provider failed (the engine falls back, or fails a translation). */
      readonly edits: readonly FieldEdit[] | null;
    };

/** Why a job failed in the child: the engine threw, or its output was too large. */
export type EngineFailureReason = 'error' | 'output';

/** Child → parent. */
export type EngineReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'read'; readonly id: number; readonly cvDocument: CvDocument }
  | { readonly kind: 'optimise'; readonly id: number; readonly result: EngineOptimisation }
  | { readonly kind: 'render'; readonly id: number; readonly result: EngineRendering }
  | {
      readonly kind: 'edit';
      readonly id: number;
      readonly callId: number;
      readonly request: EditRequest;
    }
  | {
      readonly kind: 'failure';
      readonly id: number;
      readonly reason: EngineFailureReason;
      /** The engine's error code (CvEngineError), so the parent can say it in Spanish. */
      readonly code: CvEngineErrorCode | null;
      /** For the log only, never shown to the user. */
      readonly message: string;
    };
