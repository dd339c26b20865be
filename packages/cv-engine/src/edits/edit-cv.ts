// One pass of a language model over a CV (issue 7): build the request for a purpose, split it if
// long, ask the editor, check every answer with the fact guard against the SOURCE CV, and apply
// what passed. Any failure of the editor — including an answer that is not a list of edits — is
// thrown as EditorUnavailableError, so the pipeline decides: fall back to the built-in result, or
// fail a translation. Any other error is the engine's own bug and is not dressed up as the model's.
import { z } from 'zod';
import type { CvDocument } from '../model/cv-document';
import type { CvEditor, EditPurpose, EditRequest, FieldEdit } from './cv-editor';
import { applyFieldEdits, buildEditRequest, splitEditRequest } from './editable-fields';
import { findUntranslatedFields, guardFieldEdits, type RejectedEdit } from './fact-guard';

export type ModelEditOptions = {
  /** The CV as the user sent it: what the fact guard checks every edit against. */
  readonly source: CvDocument;
  readonly editor: CvEditor;
  /** Tailor only: the raw posting (sanitised when the request is built). */
  readonly jobPosting?: string | null | undefined;
  readonly evidencedKeywords?: readonly string[] | undefined;
  readonly signal?: AbortSignal | undefined;
};

/**
 * The editor (the provider behind the CvEditor port) could not be used: it threw or rejected
 * (timeout, refusal, network), the call was aborted, or its answer was not a list of edits.
 * Internal to the engine: the pipeline turns it into a fallback or TRANSLATION_FAILED.
 */
export class EditorUnavailableError extends Error {
  override readonly name = 'EditorUnavailableError';

  constructor(cause: unknown) {
    super('The language model behind the CvEditor could not be used.', { cause });
  }
}

export type ModelEditResult = {
  readonly cv: CvDocument;
  readonly acceptedCount: number;
  readonly rejected: readonly RejectedEdit[];
};

// The port promises FieldEdit[], but the editor speaks to a remote model: an answer of any other
// shape is a provider failure, not something to half-apply.
const answerSchema = z.array(z.object({ path: z.string(), text: z.string() }));

/**
 * Improves `cv` (the built-in result) with the editor for `purpose`; throws EditorUnavailableError
 * when the editor fails.
 *
 * @example const { cv: improved, rejected } = await editCvWithModel(optimised, 'rewrite', { source, editor })
 */
export async function editCvWithModel(
  cv: CvDocument,
  purpose: EditPurpose,
  options: ModelEditOptions,
): Promise<ModelEditResult> {
  const request = buildEditRequest(cv, purpose, {
    jobPosting: options.jobPosting,
    evidencedKeywords: options.evidencedKeywords,
  });
  if (request.fields.length === 0) return { cv, acceptedCount: 0, rejected: [] };
  // Parts of a long CV go out together; one failing part fails the pass (no half-edited CV).
  const answers = await Promise.all(
    splitEditRequest(request).map(async (part) => ({
      part,
      edits: await proposeEdits(options.editor, part, options.signal),
    })),
  );
  const accepted: FieldEdit[] = [];
  const rejected: RejectedEdit[] = [];
  for (const { part, edits } of answers) {
    const result = guardFieldEdits(options.source, part, edits);
    accepted.push(...result.accepted);
    rejected.push(...result.rejected, ...findUntranslatedFields(options.source, part, result));
  }
  return { cv: applyFieldEdits(cv, accepted), acceptedCount: accepted.length, rejected };
}

async function proposeEdits(
  editor: CvEditor,
  request: EditRequest,
  signal: AbortSignal | undefined,
): Promise<readonly FieldEdit[]> {
  let answer: unknown;
  try {
    signal?.throwIfAborted();
    answer = await editor.propose(request, signal ? { signal } : undefined);
  } catch (error) {
    throw new EditorUnavailableError(error);
  }
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new EditorUnavailableError(parsed.error);
  return parsed.data;
}
