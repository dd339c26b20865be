// What the result page says about the language model's part in a CV (issue 7): improved with AI,
// the built-in engine took over, and the suggestions the fact guard discarded.
import type { CvAiEditReport } from '@cvlisto/shared';

export type AiEditsSummary = {
  /** At least one pass of the model was applied. */
  readonly improved: boolean;
  /** Why the built-in result stands for a pass, once per distinct message. */
  readonly fallbackMessages: readonly string[];
  /** «No aplicamos N sugerencias…», or null when none were discarded; each message says why. */
  readonly rejectedHeadline: string | null;
  readonly rejectedMessages: readonly string[];
};

/**
 * Summarises the report's AI passes; null when the model took no part (no provider, old CVs).
 *
 * @example summariseAiEdits([]) // null
 */
export function summariseAiEdits(
  aiEdits: readonly CvAiEditReport[] | undefined,
): AiEditsSummary | null {
  // Reports stored before the provider existed have no aiEdits (responses are typed, not parsed).
  if (!aiEdits || aiEdits.length === 0) return null;
  const applied = aiEdits.filter((pass) => pass.status === 'applied');
  const rejected = applied.flatMap((pass) => pass.rejected);
  const fallbackMessages = [
    ...new Set(
      aiEdits.flatMap((pass) =>
        pass.status === 'fallback' && pass.fallbackMessage ? [pass.fallbackMessage] : [],
      ),
    ),
  ];
  return {
    improved: applied.length > 0,
    fallbackMessages,
    rejectedHeadline:
      rejected.length === 0
        ? null
        : rejected.length === 1
          ? 'No aplicamos 1 sugerencia de la IA; esa parte quedó como estaba'
          : `No aplicamos ${rejected.length} sugerencias de la IA; esas partes quedaron como estaban`,
    rejectedMessages: [...new Set(rejected.map((rejection) => rejection.message))],
  };
}
