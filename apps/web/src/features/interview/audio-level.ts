// The microphone meter's arithmetic (spec/secondary.md §4.3, §9): the same scale the voice
// platform's client uses for its volume level, so both interviewers' meters read alike.

/** How often the level is read, in milliseconds (spec §9). */
export const audioLevelIntervalMs = 100;

/** Above this level someone is speaking (spec §9). */
export const speakingThreshold = 0.01;

/** The level that fills the meter (spec §4.3: the sum divided by 0.15, capped at 1). */
const fullScaleLevel = 0.15;

/**
 * The audio level of one frame of samples (−1…1): their root mean square.
 *
 * @example audioLevelOfSamples(new Float32Array([0.1, -0.1])) // 0.1
 */
export function audioLevelOfSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index] ?? 0;
    sumOfSquares += sample * sample;
  }
  return Math.sqrt(sumOfSquares / samples.length);
}

/**
 * The meter's fill from 0 to 1: the summed level over 0.15, capped at 1.
 *
 * @example meterLevel(0.03) // 0.2
 */
export function meterLevel(summedLevel: number): number {
  if (!Number.isFinite(summedLevel) || summedLevel <= 0) return 0;
  return Math.min(1, summedLevel / fullScaleLevel);
}

/** Whether a summed level counts as speech (spec §9: above 0.01). */
export function isSpeaking(summedLevel: number): boolean {
  return summedLevel > speakingThreshold;
}
