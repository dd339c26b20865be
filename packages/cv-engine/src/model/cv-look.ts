// How a CV is printed (issue 14): a template and a paper size, chosen by the user and stored
// beside the document, never inside it (the same CvDocument renders in any look).
import { z } from 'zod';

/** ATS-safe templates: one column, real text, standard headings. */
export const cvTemplateIds = ['clasico', 'moderno', 'compacto'] as const;
export type CvTemplateId = (typeof cvTemplateIds)[number];

export const cvTemplateLabels: Record<CvTemplateId, string> = {
  clasico: 'Clásico',
  moderno: 'Moderno',
  compacto: 'Compacto',
};

/** A4 (ISO 216, Peru's usual paper) or Carta (US Letter, which many employers' forms use). */
export const cvPageSizes = ['a4', 'carta'] as const;
export type CvPageSize = (typeof cvPageSizes)[number];

export const cvPageSizeLabels: Record<CvPageSize, string> = { a4: 'A4', carta: 'Carta' };

export const cvLookSchema = z.object({
  template: z.enum(cvTemplateIds),
  pageSize: z.enum(cvPageSizes),
});
export type CvLook = z.infer<typeof cvLookSchema>;

/** The look of every optimised CV until its owner picks another. */
export const defaultCvLook: CvLook = { template: 'clasico', pageSize: 'a4' };
