import { paths } from '@cvlisto/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteAccount } from '../api/delete-account';
import {
  deletionReasons,
  deletionRequest,
  noReasonMessage,
  type ReasonKey,
} from '../deletion-reasons';

const failedMessage = 'Error al eliminar la cuenta. Por favor intenta nuevamente.';
const otherReasonMaxLength = 1000;

/**
 * The account deletion dialog (spec/core.md §4, §5, §8): at least one reason, 'Otro' needs its
 * text, the button stays disabled until both hold. On success the user is signed out on /login.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Eliminar cuenta"
      description="Se borrarán tu cuenta, tus CVs y sus archivos, y se cancelará tu suscripción si tienes una. No podrás recuperarlos."
    >
      {/* Mounted only while open, so every opening starts with nothing chosen. */}
      {open && <DeleteAccountForm onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ReadonlySet<ReasonKey>>(new Set());
  const [otherSelected, setOtherSelected] = useState(false);
  const [otherReason, setOtherReason] = useState('');
  const deletion = useDeleteAccount({
    leave: () => navigate(paths.login, { replace: true }),
  });
  const ids = useId();

  const request = deletionRequest({ chosen, otherSelected, otherReason });
  const hasReason = chosen.size > 0 || otherSelected;
  const otherReasonMissing = otherSelected && otherReason.trim() === '';

  const toggle = (key: ReasonKey, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request) deletion.mutate(request);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={`${ids}-reasons-hint`}>
        <legend className="mb-1 text-sm font-medium">¿Por qué quieres eliminar tu cuenta?</legend>
        {deletionReasons.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-3 py-1 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-brand-700"
              checked={chosen.has(key)}
              onChange={(event) => toggle(key, event.target.checked)}
            />
            {label}
          </label>
        ))}
        <label className="flex items-center gap-3 py-1 text-sm">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-brand-700"
            checked={otherSelected}
            onChange={(event) => setOtherSelected(event.target.checked)}
          />
          Otro
        </label>
        {otherSelected && (
          <div className="flex flex-col gap-1.5 pl-7">
            <label htmlFor={`${ids}-other`} className="text-sm font-medium">
              Cuéntanos la razón
            </label>
            <textarea
              id={`${ids}-other`}
              rows={3}
              required
              autoFocus
              maxLength={otherReasonMaxLength}
              value={otherReason}
              aria-invalid={otherReasonMissing || undefined}
              onChange={(event) => setOtherReason(event.target.value)}
              className="rounded-xl border border-line bg-surface px-3 py-2 text-base text-ink hover:border-ink-muted/50"
            />
          </div>
        )}
        <p
          id={`${ids}-reasons-hint`}
          className={hasReason ? 'sr-only' : 'text-sm text-ink-muted'}
          aria-live="polite"
        >
          {hasReason ? '' : noReasonMessage}
        </p>
      </fieldset>
      {deletion.isError && <Alert tone="error">{failedMessage}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deletion.isPending}>
          Cancelar
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={request === null}
          isLoading={deletion.isPending || deletion.isSuccess}
        >
          Eliminar mi cuenta
        </Button>
      </div>
    </form>
  );
}
