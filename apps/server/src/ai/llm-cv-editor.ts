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
import { generateText, Output } from 'ai';
import type { AiProviderSettings } from '../env';
import type { Logger } from '../logger';
import { buildEditPrompt } from './cv-editor-prompts';
import { createConcurrencyLimit, type ConcurrencyLimit } from './concurrency-limit';
import {
  AiEditorError,
  aiFailureKinds,
  checkFinishReason,
  classifyFailure,
  parsePlainAnswer,
  providerSchema,
} from './provider-answer';

export { AiEditorError, aiFailureKinds, type AiFailureKind } from './provider-answer';

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
