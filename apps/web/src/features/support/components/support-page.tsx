import {
  supportDeviceTypeLabels,
  supportDeviceTypes,
  supportInputSchema,
  supportMessages,
  type SupportInput,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubmitSupport } from '../api/submit-support';
import { TextAreaField } from '../../../components/ui/form-field';

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
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center sm:p-10">
          <CheckCircle2 aria-hidden="true" className="size-12 text-success-600" />
          <h2 className="text-xl font-semibold text-ink">¡Gracias por tu reporte!</h2>
          <p role="status" className="text-ink-muted">
            Lo recibimos. Nuestro equipo lo revisará y te responderá por email.
          </p>
          <Button variant="secondary" onClick={() => submit.reset()}>
            Enviar otro reporte
          </Button>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6"
        >
          {submit.isError && <Alert tone="error">{supportMessages.submitFailed}</Alert>}
          <TextAreaField
            label="¿Cuál es el problema?"
            placeholder="Describe lo que intentabas hacer y qué ocurrió"
            error={errors.issue_details?.message}
            {...register('issue_details')}
          />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.device_type ? 'device-type-error' : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium text-ink">
              ¿En qué dispositivo ocurrió?
            </legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {deviceTypeOptions.map((option) => (
                <label
                  key={option.value}
                  className="flex items-center gap-3 rounded-xl border border-line p-3 text-sm text-ink"
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="size-5"
                    {...register('device_type')}
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.device_type && (
              <p id="device-type-error" className="text-sm text-danger-700">
                {errors.device_type.message}
              </p>
            )}
          </fieldset>
          <Button type="submit" disabled={submit.isPending} className="sm:self-start">
            {submit.isPending ? 'Enviando...' : 'Enviar reporte'}
          </Button>
        </form>
      )}
    </div>
  );
}
