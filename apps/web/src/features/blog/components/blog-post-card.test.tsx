import type { BlogPostSummary } from '@cvlisto/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { BlogPostCard } from './blog-post-card';

const post: BlogPostSummary = {
  slug: 'cv-para-practicas',
  title: 'Tu CV para prácticas',
  description: 'Qué poner cuando aún no tienes experiencia.',
  imageUrl: null,
  categoryId: 'cv-tips',
  readTime: 5,
  createdAt: '2026-03-05T15:00:00.000Z',
};

function render(summary: BlogPostSummary): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <BlogPostCard post={summary} />
    </MemoryRouter>,
  );
}

describe('BlogPostCard', () => {
  test('shows an article cover image when the post has one, sized so nothing moves', () => {
    const html = render({ ...post, imageUrl: 'https://cdn.cvlisto.pe/blog/practicas.jpg' });

    expect(html).toMatch(
      /<img src="https:\/\/cdn\.cvlisto\.pe\/blog\/practicas\.jpg" alt="" width="1200" height="675" loading="lazy"/,
    );
  });

  test('has no image without one, and links the title to the article', () => {
    const html = render(post);

    expect(html).not.toContain('<img');
    expect(html).toContain('href="/blog/cv-para-practicas"');
    expect(html).toContain('5 de marzo de 2026');
  });
});
