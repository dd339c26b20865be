// The tutorial video (TUTORIAL_VIDEO_URL, spec/core.md §2 hero and Tutorials) as a player the
// page can frame. A watch or share link cannot be framed (YouTube refuses it), so the known hosts'
// links become their privacy-friendly players: YouTube's no-cookie domain, Vimeo without tracking.
// The server's Content-Security-Policy allows this one origin, and only when a video is set.

const youTubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const youTubeEmbedHosts = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com']);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const videoId = /^[\w-]{6,64}$/;

// This package runs in the browser and on the server with no platform library (no URL type), so an
// https address is read by its parts; anything else is no video.
const httpsAddress =
  /^https:\/\/([a-z0-9.-]+)(:\d{1,5})?(\/[^\s?#"'<>]*)?(\?[^\s#"'<>]*)?(#\S*)?$/i;

type HttpsAddress = {
  readonly host: string;
  readonly port: string;
  readonly path: string;
  readonly query: string;
};

function readHttpsAddress(text: string): HttpsAddress | null {
  const match = httpsAddress.exec(text);
  if (!match) return null;
  return {
    host: (match[1] ?? '').toLowerCase(),
    port: match[2] ?? '',
    path: match[3] ?? '/',
    query: match[4] ?? '',
  };
}

function youTubeVideoId({ host, path, query }: HttpsAddress): string | null {
  if (youTubeEmbedHosts.has(host)) return /^\/embed\/([^/]+)/.exec(path)?.[1] ?? null;
  if (host === 'youtu.be') return path.slice(1).split('/')[0] ?? null;
  if (path === '/watch') return /[?&]v=([^&]+)/.exec(query)?.[1] ?? null;
  const [, kind, id] = path.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

/**
 * The address to frame for a configured tutorial video, or null for none (unset, not https, or
 * a YouTube/Vimeo link without a video in it). Another https address is framed as given.
 *
 * @example tutorialVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ') // "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"
 */
export function tutorialVideoEmbedUrl(configured: string): string | null {
  const trimmed = configured.trim();
  const address = readHttpsAddress(trimmed);
  if (!address) return null;
  if (youTubeHosts.has(address.host) || youTubeEmbedHosts.has(address.host)) {
    const id = youTubeVideoId(address);
    return id && videoId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (vimeoHosts.has(address.host)) {
    const id = address.path.split('/').find((part) => /^\d+$/.test(part));
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return trimmed;
}

/** The origin the page must be allowed to frame for the video, or null when there is none. */
export function tutorialVideoFrameOrigin(configured: string): string | null {
  const embedUrl = tutorialVideoEmbedUrl(configured);
  const address = embedUrl ? readHttpsAddress(embedUrl) : null;
  return address ? `https://${address.host}${address.port}` : null;
}
