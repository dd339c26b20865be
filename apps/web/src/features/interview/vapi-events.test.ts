import { mobileJoinDelayMs } from '@cvlisto/shared';
import { describe, expect, test } from 'vitest';
import {
  commonJsDefault,
  isFatalVapiError,
  joinDelayBeforeStart,
  transcriptFromVapiMessage,
} from './vapi-events';

describe('transcriptFromVapiMessage', () => {
  test("reads the assistant's and the candidate's turns, final or partial", () => {
    expect(
      transcriptFromVapiMessage({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: ' Cuéntame sobre ti. ',
      }),
    ).toStrictEqual({ speaker: 'interviewer', text: 'Cuéntame sobre ti.', isFinal: true });
    expect(
      transcriptFromVapiMessage({
        type: 'transcript',
        role: 'user',
        transcriptType: 'partial',
        transcript: 'Trabajé tres años',
      }),
    ).toStrictEqual({ speaker: 'candidate', text: 'Trabajé tres años', isFinal: false });
  });

  test('ignores other messages, other roles and empty text', () => {
    expect(transcriptFromVapiMessage({ type: 'status-update', status: 'ended' })).toBeNull();
    expect(
      transcriptFromVapiMessage({ type: 'transcript', role: 'system', transcript: 'x' }),
    ).toBeNull();
    expect(
      transcriptFromVapiMessage({ type: 'transcript', role: 'user', transcript: '  ' }),
    ).toBeNull();
    expect(transcriptFromVapiMessage(null)).toBeNull();
    expect(transcriptFromVapiMessage('transcript')).toBeNull();
  });
});

describe('joinDelayBeforeStart (spec §9: mobile waits 1000 ms before joining)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
  const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15';

  test('a touch device the SDK does not recognise waits here', () => {
    expect(joinDelayBeforeStart({ coarsePointer: true, userAgent: mac })).toBe(mobileJoinDelayMs);
  });

  test('a phone the SDK recognises waits inside the SDK only, not twice', () => {
    expect(joinDelayBeforeStart({ coarsePointer: true, userAgent: android })).toBe(0);
  });

  test('a desktop does not wait', () => {
    expect(joinDelayBeforeStart({ coarsePointer: false, userAgent: mac })).toBe(0);
  });
});

describe('isFatalVapiError', () => {
  test('creating or joining the call failing is fatal', () => {
    expect(isFatalVapiError({ type: 'start-method-error' })).toBe(true);
    expect(isFatalVapiError({ type: 'daily-call-join-error' })).toBe(true);
    expect(isFatalVapiError({ type: 'daily-error' })).toBe(true);
    expect(isFatalVapiError(new Error('boom'))).toBe(true);
    expect(isFatalVapiError(undefined)).toBe(true);
  });

  test('audio processing, autoplay and recording errors are not: the call goes on', () => {
    expect(isFatalVapiError({ type: 'audio-processing-setup-error' })).toBe(false);
    expect(isFatalVapiError({ type: 'audio-observer-setup-error' })).toBe(false);
    expect(isFatalVapiError({ type: 'audio-start-failed' })).toBe(false);
    expect(isFatalVapiError({ type: 'video-recording-setup-error' })).toBe(false);
  });
});

describe('commonJsDefault', () => {
  class Client {}

  test('takes the class whether the interop hands it over directly or inside the exports', () => {
    expect(commonJsDefault<typeof Client>({ default: Client })).toBe(Client);
    expect(commonJsDefault<typeof Client>({ default: { default: Client } })).toBe(Client);
  });
});
