// An article's cover as uploaded by an operator → the file the public is served (issue 16). The
// bytes are trusted only once they are seen to be a JPEG, PNG or WebP (by their first bytes, then
// by decoding them whole); the picture is turned upright, shrunk to the article's width and
// written again as WebP, which leaves behind whatever else the file carried (EXIF with a camera's
// GPS position, comments, colour profiles, a second frame).
import { blogCoverWidth } from '@cvlisto/shared';
import sharp from 'sharp';

// Covers are rare and different each time: libvips' cache of decoded images would only hold
// memory, and two cores are better left to the requests.
sharp.cache(false);
sharp.concurrency(1);

/** Refuses a "decompression bomb": a small file that decodes to a picture of billions of pixels. */
const maxInputPixels = 50_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp';

/** What the first bytes say the file is; null for anything else (SVG, GIF, PDF, text…). */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // "RIFF", four bytes of size, "WEBP".
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

export type ProcessedCover = {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
};

/**
 * The cover to store, or null when the bytes are not a whole JPEG, PNG or WebP picture. Never
 * wider than `blogCoverWidth` (a smaller one keeps its size), WebP, no metadata.
 */
export async function processBlogCover(bytes: Uint8Array): Promise<ProcessedCover | null> {
  const kind = sniffImageKind(bytes);
  if (!kind) return null;
  try {
    // failOn 'error': a truncated or corrupt file is refused rather than half drawn.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels });
    const metadata = await image.metadata();
    if (metadata.format !== kind) return null;
    const { data, info } = await image
      .rotate()
      .resize({ width: blogCoverWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    // libvips says only that it could not read the picture: for us, not an image.
    return null;
  }
}
