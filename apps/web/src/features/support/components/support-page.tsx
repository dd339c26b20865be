import {
  commonErrorCodes,
  supportDeviceTypeLabels,
  supportDeviceTypes,
  supportInputSchema,
  supportMessages,
  type SupportInput,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubmitSupport } from '../api/submit-support';
import { RadioGroupField, TextAreaField } from '../../../components/ui/form-field';
import { ThankYouPanel } from '../../../components/ui/thank-you-panel';

const deviceTypeOptions = supportDeviceTypes.map((value) => ({
  value,
  label: supportDeviceTypeLabels[value],
}));

/** The support form, its thank-you view and 'send another' (spec/core.md §2, §4, §5, §8). */
export function SupportPage() {
  const submit = useSubmitSupport();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SupportInput>({
    resolver: zodResolver(supportInputSchema),
    defaultValues: { issue_details: '' },
  });

  const onSubmit = handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => reset({ issue_details: '' }),
      onError: (error) => console.error('support submit failed', error),
    }),
  );

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader
        title="Soporte"
        lead="¿Tuviste un problema? Cuéntanos qué pasó y te ayudaremos lo antes posible."
      />
      {submit.isSuccess ? (
        <ThankYouPanel
          heading={<h2 className="text-xl font-semibold text-ink">¡Gracias por tu reporte!</h2>}
          againLabel="Enviar otro reporte"
          onAgain={() => submit.reset()}
        >
          <p className="text-ink-muted">
            Lo recibimos. Nuestro equipo lo revisará y te responderá por email.
          </p>
        </ThankYouPanel>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6"
        >
          {submit.isError && (
            <Alert tone="error">
              {submit.error instanceof ApiRequestError &&
              submit.error.code === commonErrorCodes.tooManyRequests
                ? supportMessages.tooMany
                : supportMessages.submitFailed}
            </Alert>
          )}
          <TextAreaField
            label="¿Cuál es el problema?"
            placeholder="Describe lo que intentabas hacer y qué ocurrió"
            error={errors.issue_details?.message}
            {...register('issue_details')}
          />
          <RadioGroupField
            legend="¿En qué dispositivo ocurrió?"
            options={deviceTypeOptions}
            optionsClassName="grid gap-2 sm:grid-cols-3"
            error={errors.device_type?.message}
            registration={register('device_type')}
          />
          <Button type="submit" disabled={submit.isPending} className="sm:self-start">
            {submit.isPending ? 'Enviando...' : 'Enviar reporte'}
          </Button>
        </form>
      )}
    </div>
  );
}
