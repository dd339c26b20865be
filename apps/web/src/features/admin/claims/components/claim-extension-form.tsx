import {
  adminClaimExtensionInputSchema,
  adminClaimExtensionMaxDays,
  type AdminClaimDetail,
  type AdminClaimExtensionInput,
  type AdminClaimExtensionValues,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { ApiRequestError } from '../../../../lib/api-client';
import { useExtendAdminClaim } from '../api/extend-admin-claim';

/**
 * Records an extension with its reason; the consumer is told by e-mail at once (the law allows an
 * extension only with prior notice, so the form is gone once the deadline has passed).
 */
export function ClaimExtensionForm({ claim }: { claim: AdminClaimDetail }) {
  const extend = useExtendAdminClaim();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdminClaimExtensionInput, unknown, AdminClaimExtensionValues>({
    resolver: zodResolver(adminClaimExtensionInputSchema),
    defaultValues: { days: '', reason: '' },
  });

  const onSubmit = handleSubmit((values) =>
    extend.mutate(
      { claimId: claim.id, ...values },
      { onSuccess: () => reset({ days: '', reason: '' }) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {extend.isError && (
        <Alert tone="error">
          {extend.error instanceof ApiRequestError
            ? extend.error.message
            : 'No pudimos registrar la ampliación. Inténtalo de nuevo.'}
        </Alert>
      )}
      {extend.isSuccess && (
        <Alert tone="success">Ampliación registrada y comunicada al consumidor por correo.</Alert>
      )}
      <TextField
        label="Días de ampliación"
        type="number"
        inputMode="numeric"
        min={1}
        max={adminClaimExtensionMaxDays}
        className="sm:w-48"
        error={errors.days?.message}
        {...register('days')}
      />
      <TextAreaField
        label="Motivo"
        hint={`Se enviará a ${claim.filed.email} junto con la nueva fecha límite.`}
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button
        type="submit"
        variant="secondary"
        isLoading={extend.isPending}
        className="sm:self-start"
      >
        Ampliar el plazo y avisar al consumidor
      </Button>
    </form>
  );
}
