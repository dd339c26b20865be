import { useCallback, useEffect, useRef, useState } from 'react';
import { recognitionLanguage } from '../speech-voice';

// The Web Speech API's recognition is not in TypeScript's DOM library (Chromium ships it
// prefixed); the little this screen uses of it is typed here.
type RecognitionResult = { readonly isFinal: boolean; readonly 0: { readonly transcript: string } };
type RecognitionEvent = {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
};
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const candidates = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

export type SpeechRecognitionState = {
  /** Whether this browser offers speech recognition at all. */
  readonly isSupported: boolean;
  readonly isListening: boolean;
  /** What is being heard and not yet final. */
  readonly interim: string;
  /** Why listening stopped on its own, in Spanish; null otherwise. */
  readonly error: string | null;
  start(): void;
  stop(): void;
};

const recognitionErrors: Record<string, string> = {
  'not-allowed': 'No tenemos permiso para usar tu micrófono. Puedes escribir tu respuesta.',
  'service-not-allowed': 'Tu navegador no permite el dictado aquí. Puedes escribir tu respuesta.',
  'audio-capture': 'No encontramos un micrófono. Puedes escribir tu respuesta.',
  network: 'El dictado necesita conexión a internet. Puedes escribir tu respuesta.',
};

/**
 * Listens in Spanish (es-PE) and hands each final phrase to `onFinal`; interim words are exposed
 * for the live transcript. Where the browser has no recognition, `isSupported` is false and the
 * screen offers only typing.
 */
export function useSpeechRecognition(onFinal: (text: string) => void): SpeechRecognitionState {
  const [isSupported] = useState(() => recognitionConstructor() !== null);
  const [isListening, setIsListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  }, [onFinal]);

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    setIsListening(false);
    setInterim('');
    if (!recognition) return;
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
    try {
      recognition.stop();
    } catch {
      // Already stopped.
    }
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor || recognitionRef.current) return;
    setError(null);
    try {
      const recognition = new Constructor();
      recognition.lang = recognitionLanguage;
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.onresult = (event) => {
        let pending = '';
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          if (!result) continue;
          const text = result[0].transcript.trim();
          if (result.isFinal) {
            if (text) onFinalRef.current(text);
          } else {
            pending = `${pending} ${text}`.trim();
          }
        }
        setInterim(pending);
      };
      recognition.onerror = (event) => {
        if (event.error === 'no-speech' || event.error === 'aborted') return;
        setError(
          recognitionErrors[event.error] ?? 'No pudimos escucharte. Puedes escribir tu respuesta.',
        );
      };
      recognition.onend = () => {
        recognitionRef.current = null;
        setIsListening(false);
        setInterim('');
      };
      recognition.start();
      recognitionRef.current = recognition;
      setIsListening(true);
    } catch {
      // Some browsers expose the constructor but refuse to start (no device, insecure page).
      setError('No pudimos usar el micrófono. Puedes escribir tu respuesta.');
      setIsListening(false);
    }
  }, []);

  useEffect(() => stop, [stop]);

  return { isSupported, isListening, interim, error, start, stop };
}
