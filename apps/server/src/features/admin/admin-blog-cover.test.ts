import { blogCoverWidth } from '@cvlisto/shared';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { processBlogCover, sniffImageKind } from './admin-blog-cover';

/** A photo as a phone sends it: large, with EXIF (a GPS position, a camera) and turned by EXIF. */
async function cameraPhoto(): Promise<Uint8Array> {
  const pixels = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(
    await sharp(pixels)
      .withExif({
        IFD0: { Make: 'Cámara de Prueba', Model: 'Modelo X' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
}

describe('processBlogCover', () => {
  test('shrinks a photo to the article width, upright, as WebP without its metadata', async () => {
    const photo = await cameraPhoto();
    const original = await sharp(photo).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);

    const cover = await processBlogCover(photo);

    if (!cover) throw new Error('refused');
    const metadata = await sharp(cover.bytes).metadata();
    expect(metadata.format).toBe('webp');
    // Orientation 6 is a quarter turn: the 3000 × 2000 photo stands 2000 × 3000 once upright.
    expect([cover.width, cover.height]).toStrictEqual([blogCoverWidth, 2400]);
    expect([metadata.width, metadata.height]).toStrictEqual([blogCoverWidth, 2400]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(Buffer.from(cover.bytes).includes('Prueba')).toBe(false);
    expect(cover.bytes.length).toBeLessThan(photo.length);
  });

  test('keeps a small picture at its size', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();

    const cover = await processBlogCover(new Uint8Array(png));

    expect(cover && [cover.width, cover.height]).toStrictEqual([400, 300]);
  });

  test('refuses what is not a JPEG, PNG or WebP picture, whatever its name or first bytes', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer(),
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    // A PNG signature in front of text, and a PNG cut in half.
    const disguised = new Uint8Array([...png.slice(0, 8), ...new TextEncoder().encode('<?php ?>')]);
    const truncated = png.slice(0, Math.floor(png.length / 2));

    for (const bytes of [svg, pdf, disguised, truncated, new Uint8Array()]) {
      expect(await processBlogCover(bytes)).toBeNull();
    }
  });
});

describe('sniffImageKind', () => {
  test('tells the three formats by their first bytes', () => {
    expect(sniffImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(sniffImageKind(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(
      'webp',
    );
    expect(sniffImageKind(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});
