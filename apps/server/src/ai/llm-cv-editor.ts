// The engine's CvEditor port over any OpenAI-compatible chat-completions API (issue 7), through
// the Vercel AI SDK. The model proposes edits to the fields the engine offers; its answer is
// validated by the engine's own zod schema (fieldEditsSchema), and every failure — timeout, HTTP
// error, bad JSON, schema mismatch, refusal — is thrown, so the engine falls back to its built-in
// result (or fails a translation cleanly). Failures are logged without any CV content.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  fieldEditsSchema,
  type CvEditor,
  type EditRequest,
  type FieldEdit,
  type FieldEditsAnswer,
} from '@cvlisto/cv-engine';
import {
  APICallError,
  generateText,
  jsonSchema,
  NoObjectGeneratedError,
  Output,
  RetryError,
  type JSONSchema7,
} from 'ai';
import { z } from 'zod';
import type { AiProviderSettings } from '../env';
import type { Logger } from '../logger';
import { buildEditPrompt } from './cv-editor-prompts';
import { createConcurrencyLimit, type ConcurrencyLimit } from './concurrency-limit';

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

/** Why the provider gave no usable answer. Carries no provider text and no CV content. */
export class AiEditorError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    readonly statusCode: number | undefined = undefined,
  ) {
    super(`AI provider failed: ${kind}${statusCode ? ` (HTTP ${statusCode})` : ''}`);
    this.name = 'AiEditorError';
  }
}

export type LlmCvEditorOptions = {
  readonly logger: Logger;
  /** Shared by every editor of the process; by default one of `settings.concurrency` slots. */
  readonly limit?: ConcurrencyLimit;
};

/**
 * A CvEditor that asks the configured model.
 *
 * @example const editor = createLlmCvEditor(environment.ai, { logger })
 */
export function createLlmCvEditor(
  settings: AiProviderSettings,
  options: LlmCvEditorOptions,
): CvEditor {
  const provider = createOpenAICompatible({
    name: 'ai',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: settings.structuredOutputs,
  });
  const model = provider.chatModel(settings.model);
  const limit = options.limit ?? createConcurrencyLimit(settings.concurrency);
  const { logger } = options;

  async function askModel(request: EditRequest, signal: AbortSignal): Promise<FieldEditsAnswer> {
    const prompt = buildEditPrompt(request);
    const schema = fieldEditsSchema(request);
    const common = {
      model,
      system: prompt.system,
      prompt: prompt.user,
      maxRetries: settings.maxRetries,
      abortSignal: signal,
    };
    if (settings.structuredOutputs) {
      const result = await generateText({
        ...common,
        output: Output.object({ schema: providerSchema(schema), name: 'cv_field_edits' }),
      });
      checkFinishReason(result.finishReason);
      return result.output;
    }
    // Servers without json_schema: plain text, parsed and validated by the same schema.
    const result = await generateText(common);
    checkFinishReason(result.finishReason);
    return parsePlainAnswer(result.text, schema);
  }

  return {
    async propose(request, proposeOptions = {}): Promise<readonly FieldEdit[]> {
      if (request.fields.length === 0) return [];
      const callerSignal = proposeOptions.signal;
      return limit.run(async () => {
        const started = performance.now();
        // The timeout starts once a slot is ours: waiting for one is bounded by the caller's signal.
        const timeout = new AbortController();
        const timer = setTimeout(
          () => timeout.abort(new AiEditorError(aiFailureKinds.timeout)),
          settings.timeoutMs,
        );
        const signal = callerSignal
          ? AbortSignal.any([callerSignal, timeout.signal])
          : timeout.signal;
        try {
          const answer = await askModel(request, signal);
          logger.debug(
            {
              purpose: request.purpose,
              fields: request.fields.length,
              edits: answer.edits.length,
              durationMs: Math.round(performance.now() - started),
            },
            'AI edits proposed',
          );
          return answer.edits;
        } catch (error) {
          const failure = classifyFailure(error, { timeout: timeout.signal, callerSignal });
          logger.warn(
            {
              purpose: request.purpose,
              fields: request.fields.length,
              failure: failure.kind,
              statusCode: failure.statusCode,
              durationMs: Math.round(performance.now() - started),
            },
            'AI provider failed; the built-in engine takes over',
          );
          throw failure;
        } finally {
          clearTimeout(timer);
        }
      }, callerSignal);
    },
  };
}

/**
 * The schema the provider is given: the engine's, without length and count bounds (several
 * OpenAI-compatible servers refuse those keywords in strict mode); the answer is still
 * validated against the full engine schema.
 */
function providerSchema(schema: ReturnType<typeof fieldEditsSchema>) {
  const json = withoutUnsupportedKeywords(z.toJSONSchema(schema, { target: 'draft-7' }));
  return jsonSchema<FieldEditsAnswer>(json as JSONSchema7, {
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

function checkFinishReason(finishReason: string): void {
  if (finishReason === 'content-filter') throw new AiEditorError(aiFailureKinds.refusal);
  if (finishReason === 'length') throw new AiEditorError(aiFailureKinds.truncated);
}

/** A plain-text answer: the JSON object, tolerating code fences or a sentence around it. */
function parsePlainAnswer(
  text: string,
  schema: ReturnType<typeof fieldEditsSchema>,
): FieldEditsAnswer {
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

function classifyFailure(
  error: unknown,
  signals: { timeout: AbortSignal; callerSignal: AbortSignal | undefined },
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
