import { describe, expect, test } from 'vitest';
import { audioLevelOfSamples, isSpeaking, meterLevel } from './audio-level';

describe('meterLevel (spec §4.3: the sum divided by 0.15, capped at 1)', () => {
  test('scales the summed level by 0.15', () => {
    expect(meterLevel(0.03)).toBeCloseTo(0.2);
    expect(meterLevel(0.075)).toBeCloseTo(0.5);
    expect(meterLevel(0.15)).toBe(1);
  });

  test('caps at 1 and never goes below 0', () => {
    expect(meterLevel(0.6)).toBe(1);
    expect(meterLevel(0)).toBe(0);
    expect(meterLevel(-0.2)).toBe(0);
    expect(meterLevel(Number.NaN)).toBe(0);
  });
});

describe('audioLevelOfSamples', () => {
  test('is the root mean square of the frame', () => {
    expect(audioLevelOfSamples(new Float32Array([0.1, -0.1, 0.1, -0.1]))).toBeCloseTo(0.1);
    expect(audioLevelOfSamples(new Float32Array([0.3, 0, 0, 0]))).toBeCloseTo(0.15);
  });

  test('silence and an empty frame are 0', () => {
    expect(audioLevelOfSamples(new Float32Array(128))).toBe(0);
    expect(audioLevelOfSamples([])).toBe(0);
  });
});

describe('isSpeaking (spec §9: threshold 0.01)', () => {
  test('counts only a level above 0.01', () => {
    expect(isSpeaking(0.01)).toBe(false);
    expect(isSpeaking(0.0101)).toBe(true);
    expect(isSpeaking(0)).toBe(false);
  });
});
