// The picture a shared link shows (Open Graph, issue 17): 1200 × 630, the product's name and what
// it does on its brand colours, drawn as SVG and made a PNG with sharp once, the first time it is
// asked for (the name comes from the environment, so it cannot be made at build time).
import sharp from 'sharp';

/** Its address: stable, so WhatsApp and Facebook can keep what they fetched. */
export const shareImagePath = '/share-image.png';

/** The size Facebook, WhatsApp and X show large without cropping (1.91 : 1). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** What the picture shows, for og:image:alt. */
export function shareImageAlt(appName: string): string {
  return `${appName}: optimiza tu CV para los filtros ATS, adáptalo a cada oferta y descárgalo en Word y PDF.`;
}

// Fonts every Linux server with fontconfig is likely to have, before the generic family.
const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** The picture as SVG; `host` is the site's address as people type it ("cvlisto.pe"). */
export function shareImageSvg(appName: string, host: string): string {
  const { width, height } = shareImageSize;
  const name = escapeXml(appName);
  // A long product name gets a smaller type so it stays inside the left column.
  const nameSize = appName.length > 12 ? Math.max(56, Math.floor(1000 / appName.length)) : 88;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/>
      <stop offset="1" stop-color="#1d4ed8"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1090" cy="80" r="220" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="1150" cy="620" r="160" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(80 84)">
    <rect width="84" height="84" rx="20" fill="#ffffff"/>
    <path d="M24 20h27l11 11v33H24z" fill="#1d4ed8"/>
    <path d="m33 47 7 7 13-13" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="188" y="156" font-family="${fontFamily}" font-size="${nameSize}" font-weight="700" fill="#ffffff">${name}</text>
  <text font-family="${fontFamily}" font-size="54" font-weight="700" fill="#ffffff">
    <tspan x="80" y="290">Optimiza tu CV para</tspan>
    <tspan x="80" y="356">los filtros ATS</tspan>
  </text>
  <text font-family="${fontFamily}" font-size="30" fill="#dbeafe">
    <tspan x="80" y="424">Adáptalo a cada oferta de trabajo</tspan>
    <tspan x="80" y="466">y descárgalo en Word y PDF.</tspan>
  </text>
  <rect x="80" y="512" width="580" height="62" rx="31" fill="#facc15"/>
  <text x="370" y="553" text-anchor="middle" font-family="${fontFamily}" font-size="27" font-weight="700" fill="#1e3a8a">Tu primera optimización es gratis</text>
  <g transform="translate(800 150)">
    <rect x="14" y="14" width="300" height="390" rx="18" fill="#0f172a" fill-opacity="0.25"/>
    <rect width="300" height="390" rx="18" fill="#ffffff"/>
    <rect x="32" y="36" width="150" height="18" rx="9" fill="#1e3a8a"/>
    <rect x="32" y="66" width="210" height="10" rx="5" fill="#94a3b8"/>
    <rect x="32" y="108" width="96" height="12" rx="6" fill="#1d4ed8"/>
    <rect x="32" y="132" width="236" height="9" rx="4.5" fill="#cbd5e1"/>
    <rect x="32" y="150" width="220" height="9" rx="4.5" fill="#cbd5e1"/>
    <rect x="32" y="168" width="180" height="9" rx="4.5" fill="#cbd5e1"/>
    <rect x="32" y="206" width="120" height="12" rx="6" fill="#1d4ed8"/>
    <rect x="32" y="230" width="236" height="9" rx="4.5" fill="#cbd5e1"/>
    <rect x="32" y="248" width="200" height="9" rx="4.5" fill="#cbd5e1"/>
    <rect x="32" y="266" width="226" height="9" rx="4.5" fill="#cbd5e1"/>
    <circle cx="240" cy="330" r="38" fill="#16a34a"/>
    <path d="m222 330 12 12 24-24" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="1120" y="578" text-anchor="end" font-family="${fontFamily}" font-size="26" fill="#dbeafe">${escapeXml(host)}</text>
</svg>`;
}

/** The PNG, made once on first use and kept for the life of the process. */
export function createShareImage(appName: string, appUrl: string): () => Promise<Buffer> {
  let image: Promise<Buffer> | undefined;
  return () => {
    image ??= sharp(Buffer.from(shareImageSvg(appName, new URL(appUrl).host)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    return image;
  };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
