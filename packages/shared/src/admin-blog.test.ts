import { describe, expect, test } from 'vitest';
import {
  adminBlogLimits,
  adminBlogPostInputSchema,
  blogSlugPattern,
  slugifyBlogTitle,
} from './admin-blog';

describe('slugifyBlogTitle', () => {
  test('folds accents and ñ, lowercases, one hyphen between words', () => {
    expect(slugifyBlogTitle('¿Cómo negociar tu sueldo en el Perú?')).toBe(
      'como-negociar-tu-sueldo-en-el-peru',
    );
    expect(slugifyBlogTitle('  Año 2026: señales —  ÚTILES!! ')).toBe('ano-2026-senales-utiles');
    expect(slugifyBlogTitle('¿¡…!?')).toBe('');
  });

  test('cuts at a word within the limit, and what it makes is always valid', () => {
    const slug = slugifyBlogTitle('palabra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(adminBlogLimits.slugMaxLength);
    expect(slug.endsWith('palabra')).toBe(true);
    expect(slug).toMatch(blogSlugPattern);
    expect(slugifyBlogTitle('x'.repeat(150))).toHaveLength(adminBlogLimits.slugMaxLength);
  });
});

describe('adminBlogPostInputSchema', () => {
  const valid = {
    title: 'Título',
    slug: 'titulo',
    description: 'Descripción',
    categoryId: 'cv-tips',
    imageUrl: null,
    bodyMarkdown: '',
    publishedAt: null,
  };

  test('takes a valid article, with or without its cover and date', () => {
    expect(adminBlogPostInputSchema.safeParse(valid).success).toBe(true);
    expect(
      adminBlogPostInputSchema.safeParse({
        ...valid,
        imageUrl: '/api/blog/images/0b7f0f0e-6a4c-4c5e-9a57-3a3c7d2f9b10.webp',
        publishedAt: '2026-11-27T05:00:00.000Z',
      }).success,
    ).toBe(true);
  });

  test('refuses a slug with accents, capitals or spaces, and a cover from elsewhere', () => {
    for (const slug of ['título', 'Titulo', 'dos palabras', '-borde', 'doble--guion', '']) {
      expect(adminBlogPostInputSchema.safeParse({ ...valid, slug }).success).toBe(false);
    }
    for (const imageUrl of [
      'https://example.com/a.webp',
      'javascript:alert(1)',
      '/api/blog/images/../x.webp',
    ]) {
      expect(adminBlogPostInputSchema.safeParse({ ...valid, imageUrl }).success).toBe(false);
    }
  });
});
