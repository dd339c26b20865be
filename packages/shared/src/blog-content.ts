// The blog's categories, list sizes and paragraph splitting: plain code, apart from the blog's
// schemas in public-site.ts, so the landing page and articles load without zod (decision 008).

export const blogCategoryIds = ['cv-tips', 'career-advice', 'ats-optimization'] as const;
export type BlogCategoryId = (typeof blogCategoryIds)[number];
export const blogCategoryLabels: Record<BlogCategoryId, string> = {
  'cv-tips': 'Consejos para tu CV',
  'career-advice': 'Desarrollo profesional',
  'ats-optimization': 'Optimización ATS',
};

/** The landing page shows this many latest posts (spec/core.md §9). */
export const landingBlogPostCount = 3;
export const blogPostsMaxLimit = 100;

/** Paragraphs of a section: its content split on line breaks, blank lines dropped. */
export function sectionParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
