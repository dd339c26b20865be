import { describe, expect, test } from 'vitest';
import { tutorialVideoEmbedUrl, tutorialVideoFrameOrigin } from './tutorial-video';

describe('tutorialVideoEmbedUrl (issue 17)', () => {
  test("YouTube's watch, share and embed links become its no-cookie player", () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(tutorialVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(player);
    expect(tutorialVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(player);
    expect(tutorialVideoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(player);
    expect(tutorialVideoEmbedUrl(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).toBe(
      player,
    );
  });

  test('Vimeo becomes its player without tracking', () => {
    expect(tutorialVideoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  test('nothing for no video, a non-https address or a YouTube link without a video', () => {
    expect(tutorialVideoEmbedUrl('')).toBeNull();
    expect(tutorialVideoEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(tutorialVideoEmbedUrl('https://www.youtube.com/channel/cvlisto')).toBeNull();
    expect(tutorialVideoEmbedUrl('javascript:alert(1)')).toBeNull();
  });

  test('another https player is framed as given, and its origin is the one to allow', () => {
    expect(tutorialVideoEmbedUrl('https://videos.cvlisto.pe/tutorial')).toBe(
      'https://videos.cvlisto.pe/tutorial',
    );
    expect(tutorialVideoFrameOrigin('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com',
    );
    expect(tutorialVideoFrameOrigin('')).toBeNull();
  });
});
