// The built-in interviewer's voice: the browser's speech synthesis (issue 15).
import { chooseSpanishVoice } from './speech-voice';

/** Whether this browser can read questions aloud. */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/**
 * Reads a question aloud in Spanish and calls `onEnd` when done (at once when it cannot speak).
 * Returns a function that stops it. Speech is a nicety over the question shown on screen: a
 * browser without it, without voices, or whose engine throws (some do when no audio device is
 * present) simply stays silent.
 */
export function speakQuestion(text: string, onEnd: () => void = () => undefined): () => void {
  if (!canSpeak()) {
    onEnd();
    return () => undefined;
  }
  try {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'es-PE';
    const voice = chooseSpanishVoice(synthesis.getVoices());
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      onEnd();
    };
    utterance.onend = end;
    utterance.onerror = end;
    synthesis.speak(utterance);
    return () => {
      ended = true;
      try {
        synthesis.cancel();
      } catch {
        // Nothing left to stop.
      }
    };
  } catch {
    onEnd();
    return () => undefined;
  }
}
