import { tutorialVideoFrameOrigin } from '@cvlisto/shared';
import { secureHeaders } from 'hono/secure-headers';

/** Vapi's API when no other base URL is configured (the SDK's own default). */
const vapiDefaultApiBaseUrl = 'https://api.vapi.ai';

/**
 * What the page must reach for a Vapi voice call (issue 15): Vapi's API (the web-call request),
 * and Daily, whose call bundle the SDK loads as a script (`avoidEval`, so no 'unsafe-eval') and
 * whose servers carry the call's signalling and audio.
 */
export function voiceCallSources(apiBaseUrl: string | undefined) {
  return {
    script: ['https://*.daily.co'],
    connect: [
      new URL(apiBaseUrl ?? vapiDefaultApiBaseUrl).origin,
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.pluot.blue',
      'wss://*.pluot.blue',
    ],
  };
}

/**
 * Security headers for every response, with a strict Content-Security-Policy for the SPA; with
 * Vapi configured the policy also allows the voice call's sources, with a tutorial video
 * (TUTORIAL_VIDEO_URL) its player's origin may be framed, and nothing more.
 */
export const securityHeaders = ({
  vapi,
  tutorialVideoUrl = '',
}: {
  vapi?: { readonly apiBaseUrl: string | undefined } | undefined;
  tutorialVideoUrl?: string | undefined;
} = {}) => {
  const voiceCall = vapi ? voiceCallSources(vapi.apiBaseUrl) : { script: [], connect: [] };
  const videoFrameOrigin = tutorialVideoFrameOrigin(tutorialVideoUrl);
  return secureHeaders({
    // A route may set its own policy (the inline PDF preview allows framing by our own pages).
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...voiceCall.script],
      // Radix primitives position popovers and sheets with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...voiceCall.connect],
      frameSrc: ["'self'", ...(videoFrameOrigin ? [videoFrameOrigin] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", 'https://accounts.google.com'],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: ['self'], geolocation: [] },
  });
};
