// Reading a language model's answer, for every use of the provider (the CV editor, the interviewer):
// the schema it is given, the failures it can give, and a plain-text answer's JSON. One place, so a
// provider quirk learnt once is handled everywhere.
import { APICallError, jsonSchema, NoObjectGeneratedError, RetryError, type JSONSchema7 } from 'ai';
import { z } from 'zod';

export const aiFailureKinds = {
  timeout: 'timeout',
  aborted: 'aborted',
  http: 'http',
  invalidAnswer: 'invalid-answer',
  refusal: 'refusal',
  truncated: 'truncated',
  unknown: 'unknown',
} as const;
export type AiFailureKind = (typeof aiFailureKinds)[keyof typeof aiFailureKinds];

/** Why the provider gave no usable answer. Carries no provider text and no user content. */
export class AiEditorError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    readonly statusCode: number | undefined = undefined,
  ) {
    super(`AI provider failed: ${kind}${statusCode ? ` (HTTP ${statusCode})` : ''}`);
    this.name = 'AiEditorError';
  }
}

/**
 * The schema the provider is given, without length and count bounds (several OpenAI-compatible
 * servers refuse those keywords in strict mode); the answer is still validated by the full schema.
 */
export function providerSchema<T>(schema: z.ZodType<T>) {
  const json = withoutUnsupportedKeywords(z.toJSONSchema(schema, { target: 'draft-7' }));
  return jsonSchema<T>(json as JSONSchema7, {
    validate: (value) => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? { success: true, value: parsed.data }
        : { success: false, error: parsed.error };
    },
  });
}

const unsupportedKeywords = new Set(['$schema', 'maxLength', 'minLength', 'maxItems', 'minItems']);

function withoutUnsupportedKeywords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsupportedKeywords);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !unsupportedKeywords.has(key))
      .map(([key, child]) => [key, withoutUnsupportedKeywords(child)]),
  );
}

export function checkFinishReason(finishReason: string): void {
  if (finishReason === 'content-filter') throw new AiEditorError(aiFailureKinds.refusal);
  if (finishReason === 'length') throw new AiEditorError(aiFailureKinds.truncated);
}

/** A plain-text answer: the JSON object, tolerating code fences or a sentence around it. */
export function parsePlainAnswer<T>(text: string, schema: z.ZodType<T>): T {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (text.trim() === '') throw new AiEditorError(aiFailureKinds.refusal);
  if (start === -1 || end < start) throw new AiEditorError(aiFailureKinds.invalidAnswer);
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new AiEditorError(aiFailureKinds.invalidAnswer);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AiEditorError(aiFailureKinds.invalidAnswer);
  return parsed.data;
}

export function classifyFailure(
  error: unknown,
  signals: { readonly timeout: AbortSignal; readonly callerSignal?: AbortSignal | undefined },
): AiEditorError {
  if (signals.callerSignal?.aborted) return new AiEditorError(aiFailureKinds.aborted);
  if (signals.timeout.aborted) return new AiEditorError(aiFailureKinds.timeout);
  if (error instanceof AiEditorError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    return new AiEditorError(aiFailureKinds.http, cause.statusCode);
  }
  if (NoObjectGeneratedError.isInstance(cause)) {
    // An empty answer is how a structured-output refusal reaches us (content null).
    return new AiEditorError(
      cause.text?.trim() ? aiFailureKinds.invalidAnswer : aiFailureKinds.refusal,
    );
  }
  return new AiEditorError(aiFailureKinds.unknown);
}
