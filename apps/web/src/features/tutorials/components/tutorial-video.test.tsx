import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { TutorialVideo } from './tutorials-page';

describe('TutorialVideo (spec/core.md §2 Tutorials, issue 17)', () => {
  test('a configured YouTube link plays in the no-cookie player, lazily, with a title', () => {
    const html = renderToStaticMarkup(
      <TutorialVideo configuredUrl="https://youtu.be/dQw4w9WgXcQ" appName="CVListo" />,
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="Video tutorial: cómo usar CVListo"');
  });

  test('no video configured: nothing at all', () => {
    expect(renderToStaticMarkup(<TutorialVideo configuredUrl="" appName="CVListo" />)).toBe('');
  });
});
