// Which of the device's voices reads the built-in interviewer's questions (issue 15).

/** What the choice needs of a SpeechSynthesisVoice (so it is testable outside a browser). */
export type VoiceLike = { readonly lang: string; readonly name: string };

const normalisedLanguage = (lang: string) => lang.replace('_', '-').toLowerCase();

/** Peruvian Spanish first, then another Latin American Spanish, then any Spanish at all. */
function voiceRank(voice: VoiceLike): number {
  const lang = normalisedLanguage(voice.lang);
  if (lang === 'es-pe') return 3;
  if (lang.startsWith('es-') && lang !== 'es-es') return 2;
  if (lang === 'es' || lang.startsWith('es-')) return 1;
  return 0;
}

/**
 * The Spanish voice to speak with, or null when the device has none (the browser's default
 * voice then reads with `lang` es-PE, or the question is only shown).
 *
 * @example chooseSpanishVoice([{ lang: 'en-US', name: 'A' }, { lang: 'es-PE', name: 'B' }]) // B
 */
export function chooseSpanishVoice<Voice extends VoiceLike>(
  voices: readonly Voice[],
): Voice | null {
  let best: Voice | null = null;
  let bestRank = 0;
  for (const voice of voices) {
    const rank = voiceRank(voice);
    if (rank > bestRank) {
      best = voice;
      bestRank = rank;
    }
  }
  return best;
}

/** The language speech recognition listens for (issue 15). */
export const recognitionLanguage = 'es-PE';
