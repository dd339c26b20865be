// The account endpoints' shapes and texts (issue 5; spec/core.md §3, §5, §8), shared by the server
// and the web app.
import { z } from './zod';
import { subscriptionSummarySchema } from './billing';
import { planIds } from './plans';

/** Error codes of the account endpoints; the web switches on these. */
export const accountErrorCodes = {
  deletionFailed: 'ACCOUNT_DELETION_FAILED',
} as const;

export const accountMessages = {
  emptyName: 'El nombre no puede estar vacío',
  nameTooLong: 'El nombre no puede tener más de 80 caracteres',
  reasonRequired: 'Por favor selecciona al menos una razón',
  otherReasonRequired: 'Por favor cuéntanos la otra razón',
  otherReasonTooLong: 'La razón no puede tener más de 1000 caracteres',
  deletionFailed: 'Error al eliminar la cuenta. Por favor intenta nuevamente.',
} as const;

export const displayNameMaxLength = 80;
export const otherReasonMaxLength = 1000;

/** `PATCH /api/account`: the name shown in the greeting and the profile. */
export const updateAccountSchema = z.object({
  displayName: z
    .string({ error: accountMessages.emptyName })
    .trim()
    .min(1, accountMessages.emptyName)
    .max(displayNameMaxLength, accountMessages.nameTooLong),
});
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

/**
 * The reason checkboxes of the deletion dialog: boolean columns of deleted_users_reasons. The
 * specification's "Quiero editar mi CV sin copiarlo" (edit_without_copy) is gone since results
 * download as Word (issue 17); its column stays for the rows recorded before, false from now on.
 */
export const deletionReasonKeys = [
  'not_using',
  'cv_issues',
  'dont_understand_result',
  'dont_understand_app',
  'more_features',
  'other_selected',
] as const;
export type DeletionReasonKey = (typeof deletionReasonKeys)[number];

const reasonFlag = z.boolean({ error: accountMessages.reasonRequired }).default(false);

/**
 * `DELETE /api/account`: at least one reason; 'Otro' needs its text (spec §5). The text is kept
 * only when 'Otro' is chosen, trimmed.
 */
export const deleteAccountSchema = z
  .object({
    not_using: reasonFlag,
    cv_issues: reasonFlag,
    dont_understand_result: reasonFlag,
    dont_understand_app: reasonFlag,
    more_features: reasonFlag,
    other_selected: reasonFlag,
    other_reason: z
      .string({ error: accountMessages.otherReasonRequired })
      .trim()
      .max(otherReasonMaxLength, accountMessages.otherReasonTooLong)
      .nullable()
      .default(null),
  })
  .superRefine((reasons, context) => {
    if (!deletionReasonKeys.some((key) => reasons[key])) {
      context.addIssue({ code: 'custom', message: accountMessages.reasonRequired });
    } else if (reasons.other_selected && !reasons.other_reason) {
      context.addIssue({
        code: 'custom',
        path: ['other_reason'],
        message: accountMessages.otherReasonRequired,
      });
    }
  })
  .transform((reasons) => ({
    ...reasons,
    other_reason: reasons.other_selected ? reasons.other_reason : null,
  }));
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** `GET /api/account`: the profile page's data. */
export const accountResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    /** The account's full name (from sign-up or the identity provider). */
    name: z.string(),
    /** What the app greets by: the chosen name, else the full name, else the e-mail's local part. */
    displayName: z.string(),
  }),
  plan: z.object({ id: z.enum(planIds), name: z.string() }),
  credits: z.object({
    remaining: z.number().int().nonnegative(),
    /** Completed optimisations (tool_usage rows). */
    used: z.number().int().nonnegative(),
  }),
  subscription: subscriptionSummarySchema.nullable(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
