// The messages between the server and its engine process (engine-process.ts ⇄ engine-child.ts),
// sent with Node's "advanced" IPC serialisation (structured clone: a Uint8Array crosses as bytes).
import type { CvDocument, CvEngineErrorCode } from '@cvlisto/cv-engine';

/**
 * The most a read CV may weigh as JSON. A 20-page CV is about 100 KB; anything far beyond is a
 * file built to expand, and the parent would have to deserialise it on its event loop.
 */
export const maxCvDocumentBytes = 4 * 1024 * 1024;

export type EngineRequest = { readonly id: number; readonly bytes: Uint8Array };

/** Why a read failed in the child: the engine refused the file, or the document was too large. */
export type EngineFailureReason = 'error' | 'output';

export type EngineReply =
  | { readonly ready: true }
  | { readonly id: number; readonly ok: true; readonly cvDocument: CvDocument }
  | {
      readonly id: number;
      readonly ok: false;
      readonly reason: EngineFailureReason;
      /** The engine's error code (CvEngineError), so the parent can say it in Spanish. */
      readonly code: CvEngineErrorCode | null;
      /** For the log only, never shown to the user. */
      readonly message: string;
    };
