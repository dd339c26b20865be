// Reading the voice platform's call events (issue 15): its transcript messages and when the
// browser must wait before joining.
import { mobileJoinDelayMs } from '@cvlisto/shared';

export type TranscriptSpeaker = 'interviewer' | 'candidate';

export type TranscriptLine = { readonly speaker: TranscriptSpeaker; readonly text: string };

/**
 * A transcript message of the call (`{ type: 'transcript', role, transcriptType, transcript }`)
 * as a line of our transcript, or null for any other message.
 */
export function transcriptFromVapiMessage(
  message: unknown,
): (TranscriptLine & { readonly isFinal: boolean }) | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, role, transcriptType, transcript } = message as Record<string, unknown>;
  if (type !== 'transcript' || typeof transcript !== 'string' || transcript.trim() === '') {
    return null;
  }
  if (role !== 'assistant' && role !== 'user') return null;
  return {
    speaker: role === 'assistant' ? 'interviewer' : 'candidate',
    text: transcript.trim(),
    isFinal: transcriptType === 'final',
  };
}

/** What the SDK itself takes for a phone: it then waits 1000 ms inside `start` on its own. */
const sdkMobileUserAgent = /android|iphone|ipad|ipod|iemobile|blackberry|bada/i;

/**
 * How long to wait before `vapi.start` (spec/secondary.md §9: mobile devices wait 1000 ms before
 * joining). The SDK already waits on a phone's user agent; a touch device it does not recognise
 * (an iPad asking for the desktop site reports a Mac) gets the wait from us, so no device
 * waits twice and none skips it.
 */
export function joinDelayBeforeStart(device: {
  readonly coarsePointer: boolean;
  readonly userAgent: string;
}): number {
  if (sdkMobileUserAgent.test(device.userAgent)) return 0;
  return device.coarsePointer ? mobileJoinDelayMs : 0;
}

/**
 * Whether an `error` event of the SDK means the call failed. Audio processing (noise
 * cancellation, the level observer), the assistant's audio autoplay and video recording report
 * errors the call survives; anything else (creating the call, joining it, the room) is fatal.
 */
export function isFatalVapiError(error: unknown): boolean {
  const type =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>).type : null;
  if (typeof type !== 'string') return true;
  return !(type.startsWith('audio-') || type.startsWith('video-recording'));
}

/**
 * The class a CommonJS module exports as `exports.default` (the Vapi SDK): depending on the
 * bundler's interop, the dynamic import's `default` is the class itself or the exports object
 * holding it.
 */
export function commonJsDefault<Exported>(module: { readonly default: unknown }): Exported {
  const exported = module.default;
  if (typeof exported === 'function') return exported as Exported;
  return (exported as { readonly default: Exported }).default;
}
