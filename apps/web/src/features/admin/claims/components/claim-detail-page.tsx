import {
  adminClaimAnswerInputSchema,
  adminClaimMessages,
  adminClaimStatusLabels,
  claimDocumentTypeLabels,
  claimTypeLabels,
  paths,
  type AdminClaimAnswerInput,
  type AdminClaimDetail,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { TextAreaField } from '../../../../components/ui/form-field';
import { PageHeader } from '../../../../components/ui/page-header';
import { PageSpinner } from '../../../../components/ui/spinner';
import { ApiRequestError } from '../../../../lib/api-client';
import { useAnswerAdminClaim } from '../api/answer-admin-claim';
import { useAdminClaim } from '../api/get-admin-claim';
import { formatAdminDateTime } from '../../admin-format';
import { formatClaimDueDate } from '../claim-format';
import { DeadlineBadge } from './deadline-badge';
import { ClaimExtensionForm } from './claim-extension-form';

const money = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' });

const errorMessage = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.message
    : 'No pudimos completar la acción. Inténtalo de nuevo.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** The claim sheet exactly as filed: label and value, in the order of the public form. */
function FiledFields({ claim }: { claim: AdminClaimDetail }) {
  const { filed } = claim;
  const fields: [string, string][] = [
    ['Número', claim.number],
    ['Fecha de registro', formatAdminDateTime(claim.filedAt)],
    ['Proveedor', `${filed.providerName} (RUC ${filed.providerRuc})`],
    ['Dirección del proveedor', filed.providerAddress],
    ['Tipo de documento', claimDocumentTypeLabels[filed.documentType]],
    ['Número de documento', filed.documentNumber],
    ['Nombres', filed.firstName],
    ['Apellidos', filed.lastName],
    ['Teléfono', filed.phone],
    ['Correo electrónico', filed.email],
    ['Menor de edad', filed.isMinor ? 'Sí' : 'No'],
    ...(filed.isMinor
      ? ([
          ['Padre, madre o apoderado', filed.guardianName ?? ''],
          ['Documento del apoderado', filed.guardianDocumentNumber ?? ''],
        ] satisfies [string, string][])
      : []),
    ['Departamento', filed.department],
    ['Provincia', filed.province],
    ['Distrito', filed.district],
    ['Dirección', filed.address],
    ['Área', filed.claimDepartment],
    ['Tipo', claimTypeLabels[claim.claimType]],
    ['Servicio contratado', filed.service],
    [
      'Monto reclamado',
      filed.amountClaimed === null ? 'No indicado' : money.format(filed.amountClaimed),
    ],
    ['Detalle', filed.details],
    ['Pedido del consumidor', filed.request],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-ink-muted">{label}</dt>
          <dd className="-mt-2 break-words whitespace-pre-wrap text-ink sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AnswerForm({ claim }: { claim: AdminClaimDetail }) {
  const answer = useAnswerAdminClaim();
  const [confirming, setConfirming] = useState<AdminClaimAnswerInput | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminClaimAnswerInput>({
    resolver: zodResolver(adminClaimAnswerInputSchema),
    defaultValues: { answer: '' },
  });

  const send = () => {
    if (!confirming) return;
    answer.mutate({ claimId: claim.id, ...confirming }, { onSettled: () => setConfirming(null) });
  };

  return (
    <form onSubmit={handleSubmit(setConfirming)} noValidate className="flex flex-col gap-4">
      {answer.isError && <Alert tone="error">{errorMessage(answer.error)}</Alert>}
      <TextAreaField
        label="Respuesta al consumidor"
        hint={`Se enviará por correo a ${claim.filed.email} y el reclamo quedará cerrado. Una vez enviada no se puede modificar.`}
        rows={8}
        error={errors.answer?.message}
        {...register('answer')}
      />
      <Button type="submit" className="sm:self-start">
        Enviar respuesta
      </Button>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !answer.isPending) setConfirming(null);
        }}
        title="¿Enviar la respuesta?"
        description={`Se enviará a ${claim.filed.email} y el reclamo N.° ${claim.number} quedará respondido. No se puede deshacer.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => setConfirming(null)}
            disabled={answer.isPending}
          >
            Volver
          </Button>
          <Button onClick={send} isLoading={answer.isPending}>
            Enviar y cerrar el reclamo
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

/** /admin/reclamos/:id: one claim as filed, its deadline, answer and extensions (issue 16). */
export function ClaimDetailPage({ claimId }: { claimId: string }) {
  const claim = useAdminClaim(claimId);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Link
        to={paths.adminClaims}
        className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-medium text-brand-700"
      >
        <ArrowLeft className="size-5" aria-hidden />
        Libro de reclamaciones
      </Link>
      {claim.isPending ? (
        <PageSpinner label="Cargando reclamo…" />
      ) : claim.isError ? (
        <Alert tone="error">
          {claim.error instanceof ApiRequestError && claim.error.status === 404
            ? adminClaimMessages.notFound
            : 'No pudimos cargar el reclamo. Recarga la página.'}
        </Alert>
      ) : (
        <>
          <PageHeader
            title={`${claimTypeLabels[claim.data.claimType]} N.° ${claim.data.number}`}
            lead={
              <span className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  {adminClaimStatusLabels[claim.data.status]}
                  <DeadlineBadge claim={claim.data} />
                </span>
                <span>Fecha límite: {formatClaimDueDate(claim.data.dueDate)}</span>
              </span>
            }
          />
          {claim.data.answer ? (
            <Section title="Respuesta enviada">
              <p className="text-sm text-ink-muted">
                Enviada el {formatAdminDateTime(claim.data.answer.answeredAt)} a{' '}
                {claim.data.filed.email} por {claim.data.answer.operatorEmail}.
              </p>
              <p className="break-words whitespace-pre-wrap text-ink">{claim.data.answer.text}</p>
            </Section>
          ) : (
            <Section title="Responder">
              <AnswerForm claim={claim.data} />
            </Section>
          )}
          <Section title="Hoja de reclamación">
            <FiledFields claim={claim.data} />
          </Section>
          {claim.data.extensions.length > 0 && (
            <Section title="Ampliaciones del plazo">
              <ul className="flex flex-col gap-3">
                {claim.data.extensions.map((extension) => (
                  <li key={extension.id} className="flex flex-col gap-1">
                    <span className="text-sm text-ink-muted">
                      {formatAdminDateTime(extension.createdAt)} · {extension.days}{' '}
                      {extension.days === 1 ? 'día' : 'días'} · nueva fecha límite{' '}
                      {formatClaimDueDate(extension.newDueDate)} · {extension.operatorEmail}
                    </span>
                    <span className="break-words whitespace-pre-wrap text-ink">
                      {extension.reason}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {claim.data.status === 'pending' && !claim.data.overdue && (
            <Section title="Ampliar el plazo">
              <ClaimExtensionForm claim={claim.data} />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
