import {
  claimAnswerDays,
  claimConsentText,
  claimConsiderations,
  claimInputSchema,
  districtsOf,
  peruDepartments,
  provincesOf,
  type ClaimInput,
  type ClaimRecordInput,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RadioGroupField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { ThankYouPanel } from '../../../components/ui/thank-you-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { usePublicConfig } from '../../../lib/public-config';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { useSubmitClaim } from '../api/submit-claim';
import {
  claimDepartmentOptions,
  claimTypeOptions,
  describeClaimFailure,
  documentTypeOptions,
  emptyClaimForm,
} from '../claim-form';
import { ClaimSection, FieldError } from './claim-fields';

function withPlaceholder(placeholder: string, values: readonly string[]) {
  return [{ value: '', label: placeholder }, ...values.map((value) => ({ value, label: value }))];
}

/** The virtual complaints book (spec/secondary.md §2.3, §3.1, §4.2, §5.1, §8). */
export function ComplaintsBookPage() {
  const submit = useSubmitClaim();
  // The form is rendered on the server: until its code runs, sending it would put the claim's
  // personal data in the address (a native GET). It is sent only by the page's code.
  const isHydrated = useIsHydrated();
  const consentId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors },
  } = useForm<ClaimInput, unknown, ClaimRecordInput>({
    resolver: zodResolver(claimInputSchema),
    defaultValues: emptyClaimForm,
  });

  const department = useWatch({ control, name: 'department' });
  const province = useWatch({ control, name: 'province' });
  const isMinor = useWatch({ control, name: 'is_minor' });
  const provinces = provincesOf(department);
  const districts = districtsOf(department, province);

  const onSubmit = handleSubmit((values) => {
    submit.mutate(values, {
      onSuccess: () => {
        // The success view replaces the form, which is cleared for the next claim (§4.2).
        reset(emptyClaimForm);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        console.error('claim submit failed', error);
        // The error sits above the form (spec/secondary.md §8): bring it into view.
        window.scrollTo({ top: 0 });
      },
    });
  });

  if (submit.isSuccess) {
    return (
      <ClaimSuccess
        number={submit.data.number}
        onAnother={() => {
          submit.reset();
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  const failure = submit.error;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Libro de Reclamaciones"
        lead="Conforme al Código de Protección y Defensa del Consumidor, ponemos a tu disposición nuestro Libro de Reclamaciones virtual."
      />
      <ProviderCard />
      {failure && (
        <Alert tone="error">
          {describeClaimFailure(failure).map((line, index) => (
            <span key={index} className={index === 0 ? 'block' : 'mt-1 block'}>
              {line}
            </span>
          ))}
        </Alert>
      )}
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <ClaimSection number={1} title="Ingresa tus datos">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Tipo de documento"
              options={documentTypeOptions}
              {...register('document_type')}
            />
            <TextField
              label="Número de documento"
              autoComplete="off"
              error={errors.document_number?.message}
              {...register('document_number')}
            />
            <TextField
              label="Nombres"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              label="Apellidos"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
            <TextField
              label="Teléfono"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
          <label className="flex items-start gap-3 text-sm text-ink">
            <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...register('is_minor')} />
            Soy menor de edad (el reclamo se presenta a través de mi padre, madre o apoderado)
          </label>
          {isMinor && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Nombre del padre, madre o apoderado"
                error={errors.guardian_name?.message}
                {...register('guardian_name')}
              />
              <TextField
                label="Documento del padre, madre o apoderado"
                error={errors.guardian_document_number?.message}
                {...register('guardian_document_number')}
              />
            </div>
          )}
        </ClaimSection>

        <ClaimSection number={2} title="Ingresa tu dirección">
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label="Departamento"
              options={withPlaceholder('Selecciona', peruDepartments)}
              // A department chosen before the page hydrates never reaches the form, and the
              // province would stay locked with the department already showing: wait for it.
              disabled={!isHydrated}
              error={errors.department?.message}
              {...register('department', {
                // A new department invalidates the province and district chosen before.
                onChange: () => {
                  setValue('province', '');
                  setValue('district', '');
                },
              })}
            />
            <SelectField
              label="Provincia"
              // Short enough for a third of the row at any width.
              options={withPlaceholder(
                department ? 'Selecciona' : 'Primero el departamento',
                provinces,
              )}
              disabled={provinces.length === 0}
              // Until a department is chosen the province cannot be: only the department is wrong
              // (likewise the district below, until a province is chosen).
              error={provinces.length > 0 ? errors.province?.message : undefined}
              {...register('province', { onChange: () => setValue('district', '') })}
            />
            {districts ? (
              <SelectField
                label="Distrito"
                options={withPlaceholder('Selecciona', districts)}
                error={errors.district?.message}
                {...register('district')}
              />
            ) : (
              // No verified district list for this province: the consumer writes it.
              <TextField
                label="Distrito"
                disabled={!province}
                error={province ? errors.district?.message : undefined}
                {...register('district')}
              />
            )}
          </div>
          <TextField
            label="Dirección"
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
        </ClaimSection>

        <ClaimSection number={3} title="Ingresa tu reclamo">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Área"
              options={claimDepartmentOptions}
              {...register('claim_department')}
            />
            <TextField
              label="Producto o servicio contratado"
              placeholder="Ej.: Plan Pro, optimización de CV"
              error={errors.service?.message}
              {...register('service')}
            />
            <TextField
              label="Monto reclamado en S/ (opcional)"
              inputMode="decimal"
              placeholder="0.00"
              error={errors.amount_claimed?.message}
              {...register('amount_claimed')}
            />
          </div>
          <RadioGroupField
            legend="Motivo"
            options={claimTypeOptions}
            error={errors.claim_type?.message}
            registration={register('claim_type')}
          />
          <TextAreaField
            label="Detalle"
            placeholder="Describe qué ocurrió"
            error={errors.details?.message}
            {...register('details')}
          />
          <TextAreaField
            label="Pedido del cliente"
            placeholder="¿Qué solución solicitas?"
            error={errors.request?.message}
            {...register('request')}
          />
        </ClaimSection>

        <aside
          aria-labelledby="consideraciones"
          className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 sm:p-6"
        >
          <h2 id="consideraciones" className="mb-2 font-semibold">
            Consideraciones
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {claimConsiderations.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>

        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${consentId}-error` : undefined}
              {...register('consent')}
            />
            {claimConsentText}
          </label>
          <FieldError id={`${consentId}-error`} message={errors.consent?.message} />
        </div>

        <Button
          type="submit"
          size="lg"
          disabled={submit.isPending || !isHydrated}
          className="sm:self-start"
        >
          {submit.isPending ? 'Enviando...' : 'Enviar Reclamo'}
        </Button>
      </form>
    </div>
  );
}

/** Who the claim is addressed to, as the claim sheet must state. */
function ProviderCard() {
  const { provider } = usePublicConfig();
  return (
    <dl className="grid gap-2 rounded-2xl border border-line bg-surface-muted p-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-ink-muted">Proveedor</dt>
        <dd className="font-medium text-ink">{provider.name}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">RUC</dt>
        <dd className="font-medium text-ink">{provider.ruc}</dd>
      </div>
      <div>
        <dt className="text-ink-muted">Dirección</dt>
        <dd className="font-medium text-ink">{provider.address}</dd>
      </div>
      {/* Never in production, which refuses to start without the real provider (issue 17). */}
      {provider.isExample && (
        <div className="sm:col-span-3">
          <dt className="sr-only">Aviso</dt>
          <dd className="font-medium text-amber-900">
            Datos de ejemplo: este servidor de prueba no tiene configurados el nombre, el RUC ni la
            dirección reales del proveedor.
          </dd>
        </div>
      )}
    </dl>
  );
}

function ClaimSuccess({ number, onAnother }: { number: string; onAnother: () => void }) {
  return (
    <ThankYouPanel
      heading={<PageHeader title="Gracias por tu reclamo" documentTitle="Libro de Reclamaciones" />}
      againLabel="Registrar otro reclamo"
      onAgain={onAnother}
    >
      <p className="text-ink">
        Tu reclamo N.° <strong>{number}</strong> ha sido registrado. Nos pondremos en contacto
        contigo dentro de los próximos {claimAnswerDays} días calendario.
      </p>
      <p className="text-sm text-ink-muted">Te enviamos una copia completa a tu email.</p>
    </ThankYouPanel>
  );
}
