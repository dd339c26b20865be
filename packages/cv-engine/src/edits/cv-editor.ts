// The port through which a language model may improve a CV (issue 7). The engine owns what may be
// changed and checks every answer (the fact guard); the model only proposes new text for fields
// the engine lists, addressed by path. The server implements CvEditor over an OpenAI-compatible
// API; without one, the built-in engine serves alone.
import { z } from 'zod';

export const editPurposes = ['rewrite', 'tailor', 'translate'] as const;
/** rewrite: polish bullets and summary · tailor: bring evidenced posting keywords forward · translate: Spanish → English. */
export type EditPurpose = (typeof editPurposes)[number];

export const editableFieldKinds = [
  'summary',
  'headline',
  'bullet',
  'employer-description',
  'job-title',
  'degree',
  'section-heading',
  'education-detail',
  'section-line',
  'skill-group-name',
  'skill',
  'language-name',
  'language-level',
  'certification-name',
  'project-name',
] as const;
export type EditableFieldKind = (typeof editableFieldKinds)[number];

/**
 * One field the model may change. `path` is stable for one request and opaque to the model, e.g.
 * "summary", "experience.2.bullets.1", "sections.4.lines.0", "skills.0.items.3" (the list and the
 * purposes that offer each kind are in editable-fields.ts). 'job-title', 'degree' and
 * 'section-heading' are offered only for translation: in Spanish they are protected.
 */
export type EditableField = {
  readonly path: string;
  readonly kind: EditableFieldKind;
  readonly text: string;
};

/** What one call to the model is about. Built by the engine (buildEditRequest), never by callers. */
export type EditRequest = {
  readonly purpose: EditPurpose;
  /** Language of `fields` as given. */
  readonly sourceLanguage: 'es' | 'en';
  /** Language the answer must be in ('en' for translate, else the source language). */
  readonly targetLanguage: 'es' | 'en';
  readonly fields: readonly EditableField[];
  /**
   * Read-only facts the model may mention but never change: roles (title at organisation),
   * institutions, the candidate's skills. Protected fields (names, e-mails, phones, links,
   * organisations, titles, dates, institutions) are never in `fields`.
   */
  readonly context: {
    readonly roles: readonly {
      readonly title: string | null;
      readonly organisation: string | null;
    }[];
    readonly institutions: readonly string[];
    readonly skills: readonly string[];
  };
  /** Tailor only: the job posting with instruction-like lines stripped (untrusted input). */
  readonly jobPosting: string | null;
  /** Tailor only: posting keywords the CV already evidences, to bring forward. */
  readonly evidencedKeywords: readonly string[];
};

export type FieldEdit = { readonly path: string; readonly text: string };

export type CvEditor = {
  /**
   * Proposes new text for some of `request.fields` (unchanged fields may be left out). Throws on
   * any provider failure (timeout, bad JSON, schema mismatch, refusal); the engine then falls back.
   */
  propose(request: EditRequest, options?: { signal?: AbortSignal }): Promise<readonly FieldEdit[]>;
};

/** The structured answer the model must give for `request`: only paths the request offers. */
export function fieldEditsSchema(request: EditRequest) {
  const paths = request.fields.map((field) => field.path);
  const path =
    paths.length > 0
      ? z.enum(paths as [string, ...string[]])
      : z.string().refine(() => false, 'no editable fields');
  return z.object({
    edits: z.array(z.object({ path, text: z.string().max(2_000) })).max(request.fields.length),
  });
}
export type FieldEditsAnswer = z.infer<ReturnType<typeof fieldEditsSchema>>;

/** Why the fact guard refused one edit (the field keeps the built-in text). */
export const editRejectionReasons = [
  'new-number',
  /** The edit drops a figure its field had ("Reduje costos en 30 %" → "Reduje costos"). */
  'lost-number',
  'new-organisation',
  'new-degree',
  'new-certification',
  'new-skill',
  'protected-field',
  'too-long',
  'empty',
  'unknown-field',
  'wrong-language',
] as const;
export type EditRejectionReason = (typeof editRejectionReasons)[number];

/** What the language model did to one result, stored in the report and shown to the user. */
export type AiEditReport = {
  readonly purpose: EditPurpose;
  /** 'applied': the model answered (some edits may still be rejected) · 'fallback': it failed and the built-in result stands. */
  readonly status: 'applied' | 'fallback';
  readonly acceptedCount: number;
  readonly rejected: readonly {
    readonly path: string;
    readonly reason: EditRejectionReason;
    /** In Spanish, for the user. */
    readonly message: string;
  }[];
  /** With status 'fallback': why, in Spanish, for the user (no provider detail). */
  readonly fallbackMessage: string | null;
};
