import {
  adminSupportKindFilterLabels,
  adminSupportKindFilters,
  adminSupportKindLabels,
  adminSupportReplyInputSchema,
  adminSupportStatusFilterLabels,
  adminSupportStatusFilters,
  adminSupportStatusLabels,
  feedbackScoreLabels,
  supportDeviceTypeLabels,
  type AdminSupportItem,
  type AdminSupportKindFilter,
  type AdminSupportReplyInput,
  type AdminSupportStatusFilter,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { classNames } from '../../../../components/ui/class-names';
import { TextAreaField } from '../../../../components/ui/form-field';
import { PageHeader } from '../../../../components/ui/page-header';
import { SelectField } from '../../../../components/ui/select-field';
import { PageSpinner } from '../../../../components/ui/spinner';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatAdminDateTime } from '../../admin-format';
import { useAdminSupport } from '../api/get-admin-support';
import { useReplyAdminSupport } from '../api/reply-admin-support';
import { useResolveAdminSupport } from '../api/resolve-admin-support';

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.message : fallback;

const statusOptions = adminSupportStatusFilters.map((value) => ({
  value,
  label: adminSupportStatusFilterLabels[value],
}));
const kindOptions = adminSupportKindFilters.map((value) => ({
  value,
  label: adminSupportKindFilterLabels[value],
}));

function ReplyForm({ item, onDone }: { item: AdminSupportItem; onDone: () => void }) {
  const reply = useReplyAdminSupport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminSupportReplyInput>({
    resolver: zodResolver(adminSupportReplyInputSchema),
    defaultValues: { message: '' },
  });
  const onSubmit = handleSubmit((values) =>
    reply.mutate({ kind: item.kind, id: item.id, ...values }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {reply.isError && (
        <Alert tone="error">
          {errorMessage(reply.error, 'No pudimos enviar la respuesta. Inténtalo de nuevo.')}
        </Alert>
      )}
      <TextAreaField
        label="Tu respuesta"
        hint={`Se enviará por correo a ${item.userEmail}.`}
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" onClick={onDone} disabled={reply.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={reply.isPending}>
          Enviar respuesta por correo
        </Button>
      </div>
    </form>
  );
}

function SupportItemCard({ item }: { item: AdminSupportItem }) {
  const [replying, setReplying] = useState(false);
  const resolve = useResolveAdminSupport();
  const detail =
    item.kind === 'support'
      ? item.deviceType && `Dispositivo: ${supportDeviceTypeLabels[item.deviceType]}`
      : item.score && `Calificación: ${feedbackScoreLabels[item.score]}`;
  const label = `${adminSupportKindLabels[item.kind]} de ${item.userEmail}`;
  return (
    <article
      aria-label={label}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {adminSupportKindLabels[item.kind]}
        </span>
        <span
          className={classNames(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            item.status === 'open'
              ? 'bg-accent-500/15 text-ink ring-1 ring-accent-500/60'
              : 'bg-green-50 text-success-600',
          )}
        >
          {adminSupportStatusLabels[item.status]}
        </span>
        <span className="text-sm text-ink-muted">{formatAdminDateTime(item.createdAt)}</span>
      </header>
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-all text-ink">{item.userEmail}</span>
        {item.userName && <span className="text-sm text-ink-muted">{item.userName}</span>}
        {detail && <span className="text-sm text-ink-muted">{detail}</span>}
      </div>
      <p className="break-words whitespace-pre-wrap text-ink">{item.text}</p>
      {item.replies.length > 0 && (
        <ul
          className="flex flex-col gap-2 border-l-2 border-brand-200 pl-3"
          aria-label="Respuestas"
        >
          {item.replies.map((reply) => (
            <li key={reply.id} className="flex flex-col gap-0.5">
              <span className="text-xs text-ink-muted">
                {formatAdminDateTime(reply.createdAt)} · {reply.operatorEmail} → {reply.sentTo}
              </span>
              <span className="break-words whitespace-pre-wrap text-ink">{reply.message}</span>
            </li>
          ))}
        </ul>
      )}
      {resolve.isError && (
        <Alert tone="error">
          {errorMessage(resolve.error, 'No pudimos marcarlo como resuelto. Inténtalo de nuevo.')}
        </Alert>
      )}
      {replying ? (
        <ReplyForm item={item} onDone={() => setReplying(false)} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setReplying(true)}>
            Responder
          </Button>
          {item.status === 'open' && (
            <Button
              variant="ghost"
              isLoading={resolve.isPending}
              onClick={() => resolve.mutate({ kind: item.kind, id: item.id })}
            >
              Marcar como resuelto
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function readFilter<Value extends string>(
  values: readonly Value[],
  value: string | null,
  fallback: Value,
): Value {
  return values.find((known) => known === value) ?? fallback;
}

/** /admin/soporte: support reports and feedback, newest first, by status (issue 16). */
export function SupportInboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: AdminSupportStatusFilter = readFilter(
    adminSupportStatusFilters,
    searchParams.get('estado'),
    'open',
  );
  const kind: AdminSupportKindFilter = readFilter(
    adminSupportKindFilters,
    searchParams.get('tipo'),
    'all',
  );
  const items = useAdminSupport({ status, kind });
  const setFilter = (name: 'estado' | 'tipo', value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(name, value);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Soporte y opiniones"
        lead="Los reportes de soporte y las opiniones de los usuarios, del más reciente al más antiguo. Responde por correo desde aquí."
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Estado"
          options={statusOptions}
          value={status}
          onChange={(event) => setFilter('estado', event.target.value)}
        />
        <SelectField
          label="Tipo"
          options={kindOptions}
          value={kind}
          onChange={(event) => setFilter('tipo', event.target.value)}
        />
      </div>
      {items.isPending ? (
        <PageSpinner label="Cargando mensajes…" />
      ) : items.isError ? (
        <Alert tone="error">No pudimos cargar los mensajes. Recarga la página.</Alert>
      ) : items.data.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-6 text-ink-muted">
          No hay mensajes en esta lista.
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {items.data.map((item) => (
            <SupportItemCard key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
