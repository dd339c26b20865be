import { useEffect, useState } from 'react';
import { audioLevelIntervalMs, audioLevelOfSamples, meterLevel } from '../audio-level';

/**
 * The microphone's level from 0 to 1 while `active` (spec/secondary.md §9: read every 100 ms), or
 * null when there is no meter to show: not listening, no microphone, or permission refused.
 */
export function useMicrophoneLevel(active: boolean): number | null {
  const [level, setLevel] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    let context: AudioContext | undefined;
    let timer: number | undefined;

    navigator.mediaDevices
      .getUserMedia({ audio: true })
      .then((granted) => {
        stream = granted;
        if (cancelled) return;
        context = new AudioContext();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(granted).connect(analyser);
        const samples = new Float32Array(analyser.fftSize);
        timer = window.setInterval(() => {
          analyser.getFloatTimeDomainData(samples);
          setLevel(meterLevel(audioLevelOfSamples(samples)));
        }, audioLevelIntervalMs);
      })
      // No microphone or permission refused: the answer can still be typed, without a meter.
      .catch(() => setLevel(null));

    return () => {
      cancelled = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      void context?.close().catch(() => undefined);
      setLevel(null);
    };
  }, [active]);

  return active ? level : null;
}
