// The complaints-book form (spec/secondary.md §2.3, §3.1, §5.1). The request body and its server
// validation are the shared `claimInputSchema`; this schema only adds what a form needs on top:
// text inputs (the amount is typed as text), an unchecked consent box, empty selects, and the
// fixed shapes of Peruvian DNI and RUC numbers so mistakes show before sending.
import {
  claimDepartments,
  claimDocumentTypeLabels,
  claimDocumentTypes,
  claimMessages,
  claimTypeDescriptions,
  claimTypeLabels,
  claimTypes,
  type ClaimInput,
  z,
} from '@cvlisto/shared';
import { isPeruDepartment } from './peru-locations';

export const documentTypeOptions = claimDocumentTypes.map((value) => ({
  value,
  label: claimDocumentTypeLabels[value],
}));

export const claimTypeOptions = claimTypes.map((value) => ({
  value,
  label: claimTypeLabels[value],
  description: claimTypeDescriptions[value],
}));

export const claimDepartmentOptions = claimDepartments.map((value) => ({ value, label: value }));

const requiredText = (max: number) =>
  z.string().trim().min(1, claimMessages.required).max(max, claimMessages.tooLong);

const documentNumberRules = {
  dni: { pattern: /^\d{8}$/, message: 'El DNI tiene 8 dígitos' },
  ruc: { pattern: /^\d{11}$/, message: 'El RUC tiene 11 dígitos' },
  passport: { pattern: /^[A-Za-z0-9-]{4,20}$/, message: claimMessages.documentNumber },
  carnet: { pattern: /^[A-Za-z0-9-]{4,20}$/, message: claimMessages.documentNumber },
} as const;

export const claimFormSchema = z
  .object({
    document_type: z.enum(claimDocumentTypes, { error: claimMessages.documentType }),
    document_number: requiredText(20),
    first_name: requiredText(100),
    last_name: requiredText(100),
    phone: z
      .string()
      .trim()
      .min(1, claimMessages.required)
      .regex(/^\+?[0-9 ()-]{6,20}$/, claimMessages.phone),
    email: z.string().trim().min(1, claimMessages.required).pipe(z.email(claimMessages.email)),
    is_minor: z.boolean(),
    guardian_name: z.string().trim().max(200, claimMessages.tooLong),
    guardian_document_number: z.string().trim().max(20, claimMessages.tooLong),
    department: z.string().refine(isPeruDepartment, claimMessages.department),
    province: requiredText(100),
    district: requiredText(100),
    address: requiredText(300),
    claim_department: z.enum(claimDepartments, { error: claimMessages.claimDepartment }),
    claim_type: z.enum(claimTypes, { error: claimMessages.claimType }),
    service: requiredText(200),
    amount_claimed: z
      .string()
      .trim()
      .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, `${claimMessages.amount}, por ejemplo 9.99`),
    details: requiredText(5000),
    request: requiredText(5000),
    consent: z.boolean().refine((value) => value, claimMessages.consent),
  })
  .superRefine((values, context) => {
    const rule = documentNumberRules[values.document_type];
    if (values.document_number && !rule.pattern.test(values.document_number)) {
      context.addIssue({ code: 'custom', path: ['document_number'], message: rule.message });
    }
    // A minor files through a parent or guardian, whose identity the claim sheet must carry.
    if (values.is_minor) {
      if (!values.guardian_name) {
        context.addIssue({
          code: 'custom',
          path: ['guardian_name'],
          message: claimMessages.guardianName,
        });
      }
      if (!/^[A-Za-z0-9-]{4,20}$/.test(values.guardian_document_number)) {
        context.addIssue({
          code: 'custom',
          path: ['guardian_document_number'],
          message: claimMessages.guardianDocument,
        });
      }
    }
  });

export type ClaimFormValues = z.input<typeof claimFormSchema>;
export type ValidClaimForm = z.output<typeof claimFormSchema>;

export const emptyClaimForm: ClaimFormValues = {
  document_type: 'dni',
  document_number: '',
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  is_minor: false,
  guardian_name: '',
  guardian_document_number: '',
  department: '',
  province: '',
  district: '',
  address: '',
  claim_department: 'Producto o Servicio',
  claim_type: 'reclamo',
  service: '',
  amount_claimed: '',
  details: '',
  request: '',
  consent: false,
};

/** The body of `POST /api/claims`: amount as a number, the guardian only for a minor. */
export function toClaimRequest(values: ValidClaimForm): ClaimInput {
  const { amount_claimed, guardian_name, guardian_document_number, department, ...rest } = values;
  if (!isPeruDepartment(department)) throw new Error('department was validated by the schema');
  return {
    ...rest,
    department,
    consent: true,
    amount_claimed: amount_claimed ? Number(amount_claimed.replace(',', '.')) : null,
    ...(values.is_minor ? { guardian_name, guardian_document_number } : {}),
  };
}
