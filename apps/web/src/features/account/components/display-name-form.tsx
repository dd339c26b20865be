import { commonErrorCodes } from '@cvlisto/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateDisplayName } from '../api/update-display-name';

const emptyNameMessage = 'El nombre no puede estar vacío';

/** The name the app greets the user by (spec/core.md §2 Profile, §5). */
export function DisplayNameForm({ displayName }: { displayName: string }) {
  const [name, setName] = useState(displayName);
  const [error, setError] = useState<string>();
  const update = useUpdateDisplayName();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(emptyNameMessage);
      return;
    }
    setError(undefined);
    update.mutate(trimmed, {
      onSuccess: (me) => setName(me.user.displayName),
      onError: (failure) =>
        setError(
          failure instanceof ApiRequestError && failure.code === commonErrorCodes.validation
            ? failure.message
            : 'Error al actualizar el nombre',
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Nombre"
          className="flex-1"
          value={name}
          maxLength={80}
          autoComplete="name"
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            update.reset();
          }}
        />
        <Button type="submit" isLoading={update.isPending} className="sm:mt-7">
          Guardar
        </Button>
      </div>
      {update.isSuccess && (
        <p role="status" className="text-sm text-success-600">
          Nombre guardado.
        </p>
      )}
    </form>
  );
}
