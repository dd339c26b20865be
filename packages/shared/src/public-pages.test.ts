import { describe, expect, test } from 'vitest';
import {
  canonicalPagePath,
  defaultPageHead,
  formatPageTitle,
  publicPageHead,
} from './public-pages';
import { paths } from './routes';

describe('formatPageTitle', () => {
  test('adds the product-name suffix', () => {
    expect(formatPageTitle('Perfil', 'CVListo')).toBe('Perfil | CVListo');
  });

  test('does not add it twice', () => {
    expect(formatPageTitle('Perfil | CVListo', 'CVListo')).toBe('Perfil | CVListo');
  });

  test('uses the configured product name', () => {
    expect(formatPageTitle('Planes', 'MiCV')).toBe('Planes | MiCV');
  });

  test('an empty title, or the name alone, is just the name', () => {
    expect(formatPageTitle('', 'CVListo')).toBe('CVListo');
    expect(formatPageTitle('CVListo', 'CVListo')).toBe('CVListo');
  });
});

describe('publicPageHead', () => {
  test('gives every public page of the sitemap its own title and description', () => {
    const pages = [
      paths.home,
      paths.pricing,
      paths.faq,
      paths.about,
      paths.blog,
      paths.privacyPolicy,
      paths.terms,
      paths.refundPolicy,
      paths.complaintsBook,
    ];
    const heads = pages.map((path) => publicPageHead(path, 'CVListo'));
    expect(
      heads.every((head) => head !== null && head.title !== '' && head.description.length > 50),
    ).toBe(true);
    expect(new Set(heads.map((head) => head?.description)).size).toBe(pages.length);
  });

  test('puts the product name from the configuration into the texts that name it', () => {
    expect(publicPageHead(paths.about, 'MiCV')?.description).toContain('MiCV ayuda');
  });

  test('promises translation only where the server offers it (issue 17)', () => {
    const offered = publicPageHead(paths.home, 'CVListo')?.description;
    const withheld = publicPageHead(paths.home, 'CVListo', { translation: false })?.description;
    expect(offered).toContain('tradúcelo al inglés');
    expect(withheld).not.toContain('inglés');
    expect(withheld).toContain('adáptalo a cada oferta de trabajo');
    expect(defaultPageHead('CVListo', { translation: false }).description).not.toContain('inglés');
  });

  test('ignores a trailing slash and has no head for signed-in pages', () => {
    expect(publicPageHead('/faq/', 'CVListo')?.title).toBe('Preguntas Frecuentes');
    expect(publicPageHead(paths.tools, 'CVListo')).toBeNull();
  });
});

describe('canonicalPagePath', () => {
  test('/planes is listed as /pricing, the same page signed out; others as themselves', () => {
    expect(canonicalPagePath(paths.plans)).toBe(paths.pricing);
    expect(canonicalPagePath(`${paths.plans}/`)).toBe(paths.pricing);
    expect(canonicalPagePath(paths.pricing)).toBe(paths.pricing);
    expect(canonicalPagePath('/faq/')).toBe('/faq');
    expect(canonicalPagePath('/')).toBe('/');
    expect(publicPageHead(paths.plans, 'CVListo')?.title).toBe('Planes');
  });
});
