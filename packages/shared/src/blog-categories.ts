// The blog's categories and list sizes: plain constants, apart from the blog's schemas in
// public-site.ts, so the landing page can use them without loading zod (decision 008).

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
