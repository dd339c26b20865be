// The public site's forms and content (issue 6): the complaints book (spec/secondary.md §3.1,
// §5.1), support and feedback (spec/core.md §3, §5, §8) and the blog (spec/core.md §3), shared by
// the server, which validates, and the web app, which shows the same texts.
import { z } from './zod';
import { blogCategoryIds, blogPostsMaxLimit } from './blog-content';
import { districtsOf, isPeruDepartment, provincesOf } from './peru-locations';
import {
  isValidDni,
  isValidForeignerCard,
  isValidPassport,
  isValidPhone,
  isValidRuc,
} from './peru-formats';

// ---------------------------------------------------------------------------------------------
// Complaints book (Libro de Reclamaciones)
// ---------------------------------------------------------------------------------------------

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

/** Longest text each free-text field takes. */
export const claimTextMaxLengths = {
  name: 100,
  guardianName: 200,
  district: 60,
  address: 300,
  service: 200,
  details: 5000,
  request: 5000,
} as const;

/** The largest amount a claim can name, in soles. */
export const claimAmountMax = 1_000_000;

/**
 * One message per rule, each naming its field, because the server's 400 shows only the first
 * problem above the form (spec/secondary.md §8), away from the field it is about.
 */
export const claimMessages = {
  required: 'Este campo es obligatorio',
  documentType: 'Selecciona un tipo de documento',
  documentNumber: 'Ingresa tu número de documento',
  dni: 'El DNI tiene 8 dígitos',
  ruc: 'Ingresa un RUC válido: 11 dígitos que empiezan con 10, 15, 16, 17 o 20',
  foreignerCard: 'El Carnet de Extranjería tiene de 8 a 12 letras y números',
  passport: 'El pasaporte tiene de 6 a 12 letras y números',
  firstName: 'Ingresa tus nombres',
  lastName: 'Ingresa tus apellidos',
  firstNameLetters: 'Los nombres solo pueden tener letras, espacios, apóstrofos y guiones',
  lastNameLetters: 'Los apellidos solo pueden tener letras, espacios, apóstrofos y guiones',
  phone: 'Ingresa un teléfono válido: celular de 9 dígitos o fijo con código de ciudad',
  email: 'Ingresa un correo electrónico válido',
  department: 'Selecciona un departamento',
  province: 'Selecciona una provincia del departamento elegido',
  district: 'Selecciona un distrito de la provincia elegida',
  districtText: 'Ingresa el distrito: solo letras, espacios, apóstrofos y guiones',
  address: 'Ingresa tu dirección',
  claimType: 'Selecciona si es un reclamo o una queja',
  claimDepartment: 'Selecciona el área del reclamo',
  service: 'Ingresa el producto o servicio contratado',
  details: 'Describe el detalle de tu reclamo',
  request: 'Ingresa tu pedido',
  consent: 'Debes aceptar la declaración para enviar el reclamo',
  amount: 'Ingresa un monto válido en soles, por ejemplo 9.99',
  guardianName: 'Ingresa el nombre del padre, madre o apoderado',
  guardianDocument: 'Ingresa el documento del padre, madre o apoderado',
  tooLong: (field: string, max: number) => `${field}: máximo ${max} caracteres`,
  submitFailed: 'Error al enviar el reclamo. Por favor intenta nuevamente.',
  tooMany:
    'Enviaste varios reclamos seguidos desde esta conexión. Espera unos minutos y vuelve a intentarlo.',
} as const;

const documentNumberRules: Record<
  ClaimDocumentType,
  { readonly isValid: (value: string) => boolean; readonly message: string }
> = {
  dni: { isValid: isValidDni, message: claimMessages.dni },
  ruc: { isValid: isValidRuc, message: claimMessages.ruc },
  carnet: { isValid: isValidForeignerCard, message: claimMessages.foreignerCard },
  passport: { isValid: isValidPassport, message: claimMessages.passport },
};

// Letters of any script with their accents, spaces, apostrophes, hyphens and the dot of an initial.
const personNamePattern = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
// A district typed by hand (no list for its province): the same, without dots.
const districtNamePattern = /^\p{L}[\p{L}\p{M} '’-]*$/u;

const requiredText = (message: string, field: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, claimMessages.tooLong(field, max));

const personName = (message: string, lettersMessage: string, field: string, max: number) =>
  requiredText(message, field, max).regex(personNamePattern, lettersMessage);

// Typed as text in the form ("9,99"), a number in a request; blank or absent means none.
const amountPattern = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const amountSchema = z
  .union([z.number(), z.string().trim(), z.null()], { error: claimMessages.amount })
  .optional()
  .transform((value) => {
    if (typeof value !== 'string') return value ?? null;
    if (value === '') return null;
    return amountPattern.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
  })
  .pipe(
    z
      .number({ error: claimMessages.amount })
      .min(0, claimMessages.amount)
      .max(claimAmountMax, claimMessages.amount)
      // Soles have céntimos: at most two decimals.
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: claimMessages.amount,
      })
      .nullable(),
  );

/**
 * The complaints book's one schema (spec/secondary.md §3.1, §5.1): the web form validates with it
 * (its values are its input: text amount, unchecked consent, empty selects) and `POST /api/claims`
 * validates the request with it again. Its output is a valid input, so the form sends it as is.
 */
export const claimInputSchema = z
  .object({
    document_type: z.enum(claimDocumentTypes, { error: claimMessages.documentType }),
    document_number: z
      .string({ error: claimMessages.documentNumber })
      .trim()
      .toUpperCase()
      .min(1, claimMessages.documentNumber),
    first_name: personName(
      claimMessages.firstName,
      claimMessages.firstNameLetters,
      'Nombres',
      claimTextMaxLengths.name,
    ),
    last_name: personName(
      claimMessages.lastName,
      claimMessages.lastNameLetters,
      'Apellidos',
      claimTextMaxLengths.name,
    ),
    phone: z
      .string({ error: claimMessages.phone })
      .trim()
      .max(30, claimMessages.phone)
      .refine(isValidPhone, claimMessages.phone),
    email: z
      .string({ error: claimMessages.email })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: claimMessages.email }).max(254, claimMessages.email)),
    department: z
      .string({ error: claimMessages.department })
      .refine(isPeruDepartment, claimMessages.department),
    province: z.string({ error: claimMessages.province }).trim().min(1, claimMessages.province),
    district: z.string({ error: claimMessages.district }).trim().min(1, claimMessages.district),
    address: requiredText(claimMessages.address, 'Dirección', claimTextMaxLengths.address).regex(
      /\p{L}/u,
      claimMessages.address,
    ),
    claim_department: z
      .enum(claimDepartments, { error: claimMessages.claimDepartment })
      .default('Producto o Servicio'),
    claim_type: z.enum(claimTypes, { error: claimMessages.claimType }),
    details: requiredText(claimMessages.details, 'Detalle', claimTextMaxLengths.details),
    request: requiredText(claimMessages.request, 'Pedido', claimTextMaxLengths.request),
    consent: z
      .boolean({ error: claimMessages.consent })
      .refine((value) => value, claimMessages.consent),
    service: requiredText(
      claimMessages.service,
      'Producto o servicio',
      claimTextMaxLengths.service,
    ),
    amount_claimed: amountSchema,
    is_minor: z.boolean({ error: claimMessages.required }).default(false),
    guardian_name: z
      .string({ error: claimMessages.guardianName })
      .trim()
      .max(claimTextMaxLengths.guardianName, claimMessages.guardianName)
      .nullish(),
    guardian_document_number: z
      .string({ error: claimMessages.guardianDocument })
      .trim()
      .toUpperCase()
      .max(20, claimMessages.guardianDocument)
      .nullish(),
  })
  .superRefine((value, context) => {
    const rule = documentNumberRules[value.document_type];
    if (value.document_number && !rule.isValid(value.document_number)) {
      context.addIssue({ code: 'custom', path: ['document_number'], message: rule.message });
    }
    const locationIssue = findLocationIssue(value);
    if (locationIssue) context.addIssue({ code: 'custom', ...locationIssue });
    // A minor files through a parent or guardian, whose identity the claim sheet must carry.
    if (value.is_minor) {
      if (!value.guardian_name || !personNamePattern.test(value.guardian_name)) {
        context.addIssue({
          code: 'custom',
          path: ['guardian_name'],
          message: claimMessages.guardianName,
        });
      }
      const guardianDocument = value.guardian_document_number ?? '';
      if (!isValidDni(guardianDocument) && !isValidPassport(guardianDocument)) {
        context.addIssue({
          code: 'custom',
          path: ['guardian_document_number'],
          message: claimMessages.guardianDocument,
        });
      }
    }
  })
  .transform((value) => ({
    ...value,
    // A guardian is kept only for a minor, so an adult's sheet carries no stray names.
    guardian_name: value.is_minor ? value.guardian_name || null : null,
    guardian_document_number: value.is_minor ? value.guardian_document_number || null : null,
  }));
export type ClaimInput = z.input<typeof claimInputSchema>;
export type ClaimRecordInput = z.output<typeof claimInputSchema>;

/**
 * The province must be one of the department's; the district one of the province's where its list
 * is known, and otherwise a plausible place name.
 */
function findLocationIssue({
  department,
  province,
  district,
}: {
  department: string;
  province: string;
  district: string;
}): { path: [string]; message: string } | null {
  // An unknown department or an empty field already has its own message.
  if (!isPeruDepartment(department) || !province || !district) return null;
  if (!provincesOf(department).includes(province)) {
    return { path: ['province'], message: claimMessages.province };
  }
  const districts = districtsOf(department, province);
  if (districts) {
    return districts.includes(district)
      ? null
      : { path: ['district'], message: claimMessages.district };
  }
  if (district.length > claimTextMaxLengths.district || !districtNamePattern.test(district)) {
    return { path: ['district'], message: claimMessages.districtText };
  }
  return null;
}

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

/** One section of a shipped article (the seed's format); `content` holds paragraphs split on line breaks. */
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
  /** ISO 8601: when the article was published (its publish date). */
  createdAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** The body rendered from Markdown and sanitised on the server (issue 16): safe to insert. */
  html: z.string(),
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
