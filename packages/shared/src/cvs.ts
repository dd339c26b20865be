// Optimised CVs and the optimisation jobs that make them (spec/core.md §2–§5, §8; issue 4):
// the API's shapes and the Spanish messages, shared by the server and the web app.
import { z } from './zod';
import type { PlanId } from './plans';
import { hasControlCharacters, requestMessages } from './request-text';

export const optimizationTypes = ['optimize_es', 'optimize_job', 'optimize_translate'] as const;
export type OptimizationType = (typeof optimizationTypes)[number];

/** Type labels (spec/core.md §3). */
export const optimizationTypeLabels: Record<OptimizationType, string> = {
  optimize_es: 'Optimización Básica',
  optimize_job: 'Optimización para Trabajo',
  optimize_translate: 'Traducción',
};

/**
 * What made a stored CV: one of the tools, or the editor from an empty document (issue 14). A
 * created CV spends no credit and is not an optimisation.
 */
export const cvTypes = [...optimizationTypes, 'created'] as const;
export type CvType = (typeof cvTypes)[number];

export const cvTypeLabels: Record<CvType, string> = {
  ...optimizationTypeLabels,
  created: 'Creado desde cero',
};

/**
 * The CVs a job optimisation may start from (spec/core.md §7): basic optimisations, and CVs
 * written from scratch (issue 14), which spend their credit when optimised.
 */
export const baseCvTypes = ['optimize_es', 'created'] as const satisfies readonly CvType[];

/** Which tools each plan opens (spec/core.md §4 and §6). */
export const planTools: Record<PlanId, readonly OptimizationType[]> = {
  modo_free: ['optimize_es'],
  modo_pro: ['optimize_es', 'optimize_job'],
  modo_redi: ['optimize_es', 'optimize_job', 'optimize_translate'],
};

/** The upload limit: 10 MB (spec/core.md §5). */
export const maxCvUploadBytes = 10_485_760;

export const optimizationStatuses = [
  'queued',
  'analyzing',
  'optimizing',
  'done',
  'failed',
] as const;
export type OptimizationStatus = (typeof optimizationStatuses)[number];

/** `GET /api/optimizations/:id`, and each Server-Sent Event of `/events`. */
export const optimizationStateSchema = z.object({
  id: z.string(),
  type: z.enum(optimizationTypes),
  status: z.enum(optimizationStatuses),
  progress: z.number().int().min(0).max(100),
  error: z.string().optional(),
  cvId: z.string().optional(),
});
export type OptimizationState = z.infer<typeof optimizationStateSchema>;

/** One optimised CV in `GET /api/cvs` (newest first). */
export const cvSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  typeId: z.enum(cvTypes),
  createdAt: z.string(),
  scoreBefore: z.number().int(),
  scoreAfter: z.number().int(),
});
export type CvSummary = z.infer<typeof cvSummarySchema>;
export const cvListResponseSchema = z.object({ cvs: z.array(cvSummarySchema) });
export type CvListResponse = z.infer<typeof cvListResponseSchema>;

/** List filters (spec/core.md §4): type, date (from the start of today), text. */
export const cvDateFilters = ['all', 'today', 'last7', 'lastMonth'] as const;
export type CvDateFilter = (typeof cvDateFilters)[number];
export const cvListQuerySchema = z.object({
  type: z.enum(['all', ...cvTypes]).default('all'),
  date: z.enum(cvDateFilters).default('all'),
  q: z
    .string()
    .trim()
    .max(200, 'La búsqueda no puede tener más de 200 caracteres.')
    .refine((text) => !hasControlCharacters(text), requestMessages.controlCharacters('q'))
    .default(''),
});
export type CvListQuery = z.infer<typeof cvListQuerySchema>;

export const cvNameMaxLength = 120;

export const renameCvSchema = z.object({
  name: z
    .string({ error: 'El nombre no puede estar vacío' })
    .trim()
    .min(1, 'El nombre no puede estar vacío')
    .max(cvNameMaxLength, `El nombre no puede tener más de ${cvNameMaxLength} caracteres`),
});

/**
 * One pass of the language model over a result (the engine's AiEditReport): 'applied' with the
 * edits the fact guard accepted and those it rejected, or 'fallback' when the provider failed and
 * the built-in result stands.
 */
export const cvAiEditReportSchema = z.object({
  purpose: z.enum(['rewrite', 'tailor', 'translate']),
  status: z.enum(['applied', 'fallback']),
  acceptedCount: z.number().int().min(0),
  rejected: z.array(z.object({ path: z.string(), reason: z.string(), message: z.string() })),
  fallbackMessage: z.string().nullable(),
});
export type CvAiEditReport = z.infer<typeof cvAiEditReportSchema>;

/** `GET /api/cvs/:id/report`: the ATS report before and after, and the keyword report. */
const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  message: z.string(),
  text: z.string().nullable(),
  impact: z.number(),
});
export const cvReportSchema = z.object({
  scoreBefore: z.number(),
  scoreAfter: z.number(),
  findingsBefore: z.array(findingSchema),
  findingsAfter: z.array(findingSchema),
  changes: z.array(
    z.object({
      kind: z.string(),
      before: z.string().nullable(),
      after: z.string().nullable(),
      message: z.string(),
    }),
  ),
  tailoring: z
    .object({
      matched: z.array(z.string()),
      buried: z.array(z.string()),
      missing: z.array(z.string()),
      matchBefore: z.number(),
      matchAfter: z.number(),
      suggestions: z.array(z.string()),
    })
    .nullable(),
  warnings: z.array(
    z.object({ code: z.string(), message: z.string(), text: z.string().nullable() }),
  ),
  /** What the language model did (issue 7); empty without a provider and in reports made before. */
  aiEdits: z.array(cvAiEditReportSchema).default([]),
});
export type CvReport = z.infer<typeof cvReportSchema>;

/** Error codes of the optimisation and CV endpoints; the web switches on these. */
export const cvErrorCodes = {
  fileMissing: 'FILE_MISSING',
  /** A file was chosen but has 0 bytes (issue 17: it was answered as if none was chosen). */
  fileEmpty: 'FILE_EMPTY',
  fileTooLarge: 'FILE_TOO_LARGE',
  fileType: 'FILE_TYPE',
  baseCvMissing: 'BASE_CV_MISSING',
  baseCvNotFound: 'BASE_CV_NOT_FOUND',
  jobDescriptionMissing: 'JOB_DESCRIPTION_MISSING',
  /** Under minJobDescriptionWords words: refused before a credit is reserved (issue 13). */
  jobDescriptionTooShort: 'JOB_DESCRIPTION_TOO_SHORT',
  planRequired: 'PLAN_REQUIRED',
  noCredits: 'NO_CREDITS',
  translationUnavailable: 'TRANSLATION_UNAVAILABLE',
  unreadableFile: 'UNREADABLE_FILE',
  notFound: 'NOT_FOUND',
  /** Too many uploads failed because of the file in the last hour (issue 11). */
  tooManyFailedUploads: 'TOO_MANY_FAILED_UPLOADS',
} as const;

/** The specification's texts (spec/core.md §5, §8) and ours where it has none. */
export const cvMessages = {
  fileMissing: 'Por favor selecciona un archivo',
  fileEmpty: 'El archivo que elegiste está vacío (0 bytes). Elige el archivo de tu CV de nuevo.',
  fileTooLarge: 'El archivo no debe superar los 10MB',
  fileType: 'Solo se permiten archivos PDF y Word (.doc, .docx)',
  baseCvMissing: 'Por favor selecciona un CV base',
  baseCvNotFound: 'CV base no encontrado',
  jobDescriptionMissing: 'Por favor proporciona la descripción del trabajo',
  jobDescriptionTooShort:
    'La descripción del trabajo es muy corta para adaptar tu CV. Pega el aviso completo: funciones, requisitos y conocimientos (al menos 20 palabras).',
  planRequiredJob: 'La optimización para un trabajo es parte de los planes Pro y Redi.',
  planRequiredTranslation: 'La traducción al inglés es parte del plan Redi.',
  noCredits: 'Ya usaste todos tus créditos. Mejora tu plan para seguir optimizando tus CVs.',
  translationUnavailable:
    'La traducción al inglés no está disponible por ahora. No se descontó ningún crédito.',
  processing: 'Error al procesar el archivo',
  connection: 'Error en la conexión con el servidor',
  emptyName: 'El nombre no puede estar vacío',
  renameFailed: 'Error al actualizar el nombre',
  cvNotFound: 'CV no encontrado',
} as const;
