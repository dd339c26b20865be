// The public site's forms and content (issue 6): the complaints book (spec/secondary.md §3.1,
// §5.1), support and feedback (spec/core.md §3, §5, §8) and the blog (spec/core.md §3), shared by
// the server, which validates, and the web app, which shows the same texts.
import { z } from './zod';
import { blogCategoryIds, blogPostsMaxLimit } from './blog-content';

// ---------------------------------------------------------------------------------------------
// Complaints book (Libro de Reclamaciones)
// ---------------------------------------------------------------------------------------------

/** The 25 departments of Peru, in the order the form lists them (spec/secondary.md §5.1). */
export const peruDepartments = [
  'Amazonas',
  'Áncash',
  'Apurímac',
  'Arequipa',
  'Ayacucho',
  'Cajamarca',
  'Callao',
  'Cusco',
  'Huancavelica',
  'Huánuco',
  'Ica',
  'Junín',
  'La Libertad',
  'Lambayeque',
  'Lima',
  'Loreto',
  'Madre de Dios',
  'Moquegua',
  'Pasco',
  'Piura',
  'Puno',
  'San Martín',
  'Tacna',
  'Tumbes',
  'Ucayali',
] as const;
export type PeruDepartment = (typeof peruDepartments)[number];

export const claimDocumentTypes = ['dni', 'passport', 'ruc', 'carnet'] as const;
export type ClaimDocumentType = (typeof claimDocumentTypes)[number];
export const claimDocumentTypeLabels: Record<ClaimDocumentType, string> = {
  dni: 'DNI',
  passport: 'Pasaporte',
  ruc: 'RUC',
  carnet: 'Carnet de Extranjería',
};

export const claimTypes = ['reclamo', 'queja'] as const;
export type ClaimType = (typeof claimTypes)[number];
export const claimTypeLabels: Record<ClaimType, string> = {
  reclamo: 'Reclamo',
  queja: 'Queja',
};
export const claimTypeDescriptions: Record<ClaimType, string> = {
  reclamo: 'Disconformidad relacionada con el producto o servicio.',
  queja:
    'Disconformidad no relacionada con el producto o servicio, o malestar respecto a la atención al público.',
};

/** The single option of the claims department, preset (spec/secondary.md §3.1). */
export const claimDepartments = ['Producto o Servicio'] as const;
export type ClaimDepartment = (typeof claimDepartments)[number];

export const claimConsentText =
  'Mediante el mensaje enviado manifiesto mi conformidad de la solicitud ingresada.';

/** The 'Consideraciones' box (spec/secondary.md §5.1). */
export const claimConsiderations = [
  'La formulación del reclamo con datos insuficientes lo convierte en improcedente.',
  'El consumidor debe consignar datos de contacto vigentes.',
  'La formulación del reclamo no impide acudir a otras vías de solución de controversias.',
  'La formulación del reclamo no es requisito previo para interponer una denuncia ante el INDECOPI.',
] as const;

/** Claims are answered within this many calendar days (spec/secondary.md §9). */
export const claimAnswerDays = 15;

export const claimMessages = {
  required: 'Este campo es obligatorio',
  documentType: 'Selecciona un tipo de documento',
  documentNumber: 'Ingresa un número de documento válido',
  phone: 'Ingresa un teléfono válido',
  email: 'Ingresa un correo electrónico válido',
  department: 'Selecciona un departamento',
  claimType: 'Selecciona si es un reclamo o una queja',
  claimDepartment: 'Selecciona el área del reclamo',
  consent: 'Debes aceptar la declaración para enviar el reclamo',
  amount: 'Ingresa un monto válido',
  guardianName: 'Ingresa el nombre del padre, madre o apoderado',
  guardianDocument: 'Ingresa el documento del padre, madre o apoderado',
  tooLong: 'El texto es demasiado largo',
  submitFailed: 'Error al enviar el reclamo. Por favor intenta nuevamente.',
  tooMany:
    'Enviaste varios reclamos seguidos desde esta conexión. Espera unos minutos y vuelve a intentarlo.',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: claimMessages.required })
    .trim()
    .min(1, claimMessages.required)
    .max(max, claimMessages.tooLong);

/** `POST /api/claims`: the fields of spec/secondary.md §3.1 plus what a claim sheet requires. */
export const claimInputSchema = z
  .object({
    document_type: z.enum(claimDocumentTypes, { error: claimMessages.documentType }),
    document_number: z
      .string({ error: claimMessages.documentNumber })
      .trim()
      .regex(/^[A-Za-z0-9-]{4,20}$/, claimMessages.documentNumber),
    first_name: requiredText(100),
    last_name: requiredText(100),
    phone: z
      .string({ error: claimMessages.phone })
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, claimMessages.phone),
    email: z
      .string({ error: claimMessages.email })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: claimMessages.email }).max(254, claimMessages.email)),
    department: z.enum(peruDepartments, { error: claimMessages.department }),
    province: requiredText(100),
    district: requiredText(100),
    address: requiredText(300),
    claim_department: z
      .enum(claimDepartments, { error: claimMessages.claimDepartment })
      .default('Producto o Servicio'),
    claim_type: z.enum(claimTypes, { error: claimMessages.claimType }),
    details: requiredText(5000),
    request: requiredText(5000),
    consent: z.literal(true, { error: claimMessages.consent }),
    service: requiredText(200),
    amount_claimed: z
      .number({ error: claimMessages.amount })
      .nonnegative(claimMessages.amount)
      .max(1_000_000, claimMessages.amount)
      .nullish()
      .transform((value) => value ?? null),
    is_minor: z.boolean({ error: claimMessages.required }).default(false),
    guardian_name: z.string().trim().max(200, claimMessages.tooLong).nullish(),
    guardian_document_number: z.string().trim().max(20, claimMessages.tooLong).nullish(),
  })
  .superRefine((value, context) => {
    if (!value.is_minor) return;
    if (!value.guardian_name) {
      context.addIssue({
        code: 'custom',
        path: ['guardian_name'],
        message: claimMessages.guardianName,
      });
    }
    if (
      !value.guardian_document_number ||
      !/^[A-Za-z0-9-]{4,20}$/.test(value.guardian_document_number)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['guardian_document_number'],
        message: claimMessages.guardianDocument,
      });
    }
  })
  .transform((value) => ({
    ...value,
    // A guardian is kept only for a minor, so an adult's sheet carries no stray names.
    guardian_name: value.is_minor ? (value.guardian_name ?? null) : null,
    guardian_document_number: value.is_minor ? (value.guardian_document_number ?? null) : null,
  }));
export type ClaimInput = z.input<typeof claimInputSchema>;
export type ClaimRecordInput = z.output<typeof claimInputSchema>;

/** `POST /api/claims` answer: the correlative number, e.g. `000000001-2026`. */
export const claimResponseSchema = z.object({ number: z.string() });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** A 400 from a form endpoint names the field it is about. */
export const fieldErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The claim number: nine digits, a hyphen, the year.
 *
 * @example formatClaimNumber(1, 2026) // "000000001-2026"
 */
export function formatClaimNumber(sequence: number, year: number): string {
  return `${String(sequence).padStart(9, '0')}-${year}`;
}

// ---------------------------------------------------------------------------------------------
// Support and feedback
// ---------------------------------------------------------------------------------------------

export const supportDeviceTypes = ['mobile', 'desktop', 'tablet'] as const;
export type SupportDeviceType = (typeof supportDeviceTypes)[number];
export const supportDeviceTypeLabels: Record<SupportDeviceType, string> = {
  mobile: 'Móvil',
  desktop: 'Computadora',
  tablet: 'Tablet',
};

export const supportMessages = {
  issueRequired: 'Por favor describe el problema',
  deviceRequired: 'Por favor selecciona tu dispositivo',
  tooLong: 'El texto no puede tener más de 5000 caracteres',
  submitFailed: 'Error al enviar el reporte. Por favor intenta nuevamente.',
  tooMany: 'Enviaste varios reportes seguidos. Espera un rato y vuelve a intentarlo.',
} as const;

export const formTextMaxLength = 5000;

/** `POST /api/support`. */
export const supportInputSchema = z.object({
  issue_details: z
    .string({ error: supportMessages.issueRequired })
    .trim()
    .min(1, supportMessages.issueRequired)
    .max(formTextMaxLength, supportMessages.tooLong),
  device_type: z.enum(supportDeviceTypes, { error: supportMessages.deviceRequired }),
});
export type SupportInput = z.infer<typeof supportInputSchema>;

export const feedbackScores = [
  'very_intuitive',
  'fast_efficient',
  'good_can_improve',
  'took_time_understand',
  'have_suggestions',
] as const;
export type FeedbackScore = (typeof feedbackScores)[number];
export const feedbackScoreLabels: Record<FeedbackScore, string> = {
  very_intuitive: 'Muy intuitiva',
  fast_efficient: 'Rápida y eficiente',
  good_can_improve: 'Buena, pero puede mejorar',
  took_time_understand: 'Me costó entenderla',
  have_suggestions: 'Tengo sugerencias',
};

export const feedbackMessages = {
  scoreRequired: 'Por favor selecciona una opción',
  recommendationRequired: 'Por favor escribe un comentario',
  tooLong: 'El comentario no puede tener más de 5000 caracteres',
  submitFailed: 'Error al enviar el feedback. Por favor intenta nuevamente.',
  tooMany: 'Enviaste varios comentarios seguidos. Espera un rato y vuelve a intentarlo.',
} as const;

/** `POST /api/feedback`. */
export const feedbackInputSchema = z.object({
  score: z.enum(feedbackScores, { error: feedbackMessages.scoreRequired }),
  recommendation: z
    .string({ error: feedbackMessages.recommendationRequired })
    .trim()
    .min(1, feedbackMessages.recommendationRequired)
    .max(formTextMaxLength, feedbackMessages.tooLong),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** The first feedback of an account grants this many credits, once (PRODUCT.md §3.3). */
export const feedbackBonusCredits = 1;

export const feedbackResponseSchema = z.object({ bonusGranted: z.boolean() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

/** One section of an article; `content` holds paragraphs split on line breaks. */
export const blogSectionSchema = z.object({
  title: z.string(),
  content: z.string(),
});
export type BlogSection = z.infer<typeof blogSectionSchema>;

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.enum(blogCategoryIds),
  /** Minutes. */
  readTime: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.array(blogSectionSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `GET /api/blog/posts?limit=`. */
export const blogPostsResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

/** `GET /api/blog/posts/:slug`. */
export const blogPostResponseSchema = z.object({ post: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

export const blogPostsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(blogPostsMaxLimit).optional(),
});
