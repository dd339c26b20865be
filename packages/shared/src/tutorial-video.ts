// The tutorial video (TUTORIAL_VIDEO_URL, spec/core.md §2 hero and Tutorials) as a player the
// page can frame. A watch or share link cannot be framed (YouTube refuses it), so the known hosts'
// links become their privacy-friendly players: YouTube's no-cookie domain, Vimeo without tracking.
// The server's Content-Security-Policy allows this one origin, and only when a video is set.

const youTubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const youTubeEmbedHosts = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com']);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const videoId = /^[\w-]{6,64}$/;

function youTubeVideoId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

/**
 * The address to frame for a configured tutorial video, or null for none (unset, not https, or
 * a YouTube/Vimeo link without a video in it). Another https address is framed as given.
 *
 * @example tutorialVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ') // "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"
 */
export function tutorialVideoEmbedUrl(configured: string): string | null {
  let url: URL;
  try {
    url = new URL(configured.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (youTubeHosts.has(host) || youTubeEmbedHosts.has(host)) {
    const id = youTubeEmbedHosts.has(host)
      ? url.pathname.match(/^\/embed\/([^/]+)/)?.[1]
      : youTubeVideoId(url);
    return id && videoId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (vimeoHosts.has(host)) {
    const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return url.toString();
}

/** The origin the page must be allowed to frame for the video, or null when there is none. */
export function tutorialVideoFrameOrigin(configured: string): string | null {
  const embedUrl = tutorialVideoEmbedUrl(configured);
  return embedUrl ? new URL(embedUrl).origin : null;
}
