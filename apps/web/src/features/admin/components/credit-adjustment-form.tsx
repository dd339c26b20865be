import {
  adminCreditAdjustmentLimits,
  adminCreditAdjustmentSchema,
  adminUserMessages,
  formatCredits,
  z,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RadioGroupField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdjustAdminCredits } from '../api/adjust-admin-credits';

const directions = [
  { value: 'grant', label: 'Otorgar créditos' },
  { value: 'remove', label: 'Retirar créditos' },
] as const;

// The operator picks a direction and a positive number; the API takes one signed amount.
const formSchema = z.object({
  direction: z.enum(['grant', 'remove']),
  credits: z
    .number({ error: adminUserMessages.amountRequired })
    .int(adminUserMessages.amountRequired)
    .min(1, adminUserMessages.amountRequired)
    .max(adminCreditAdjustmentLimits.maxAmount, adminUserMessages.amountRequired),
  reason: adminCreditAdjustmentSchema.shape.reason,
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/**
 * Grant or remove credits with a required reason. Each submission adds a new row to the ledger
 * (an operator adjustment) and to the audit log; past rows are never edited.
 */
export function CreditAdjustmentForm({ userId }: { userId: string }) {
  const adjust = useAdjustAdminCredits(userId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { direction: 'grant', credits: 1, reason: '' },
  });

  const onSubmit = handleSubmit((values) =>
    adjust.mutate(
      {
        amount: values.direction === 'grant' ? values.credits : -values.credits,
        reason: values.reason,
      },
      {
        onSuccess: () => reset({ direction: 'grant', credits: 1, reason: '' }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            setError('credits', { message: error.message });
          }
        },
      },
    ),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Ajustar créditos"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-ink">Ajustar créditos</h2>
      {adjust.isSuccess && (
        <Alert tone="success">
          Listo: la cuenta tiene ahora {formatCredits(adjust.data.remaining)}.
        </Alert>
      )}
      {adjust.isError &&
        !(adjust.error instanceof ApiRequestError && adjust.error.status === 409) && (
          <Alert tone="error">No pudimos guardar el ajuste. Intenta nuevamente.</Alert>
        )}
      <RadioGroupField
        legend="Operación"
        options={directions}
        optionsClassName="grid gap-2 sm:grid-cols-2"
        error={errors.direction?.message}
        registration={register('direction')}
      />
      <TextField
        label="Créditos"
        type="number"
        inputMode="numeric"
        min={1}
        max={adminCreditAdjustmentLimits.maxAmount}
        error={errors.credits?.message}
        {...register('credits', { valueAsNumber: true })}
      />
      <TextAreaField
        label="Motivo"
        hint="Obligatorio. Queda en el historial de créditos y en la auditoría."
        maxLength={adminCreditAdjustmentLimits.reasonMaxLength}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" isLoading={adjust.isPending} className="sm:self-start">
        Guardar ajuste
      </Button>
    </form>
  );
}
