import { authMessages, newPasswordSchema, z } from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useResetPassword } from '../api/reset-password';

const resetPasswordSchema = z
  .object({ newPassword: newPasswordSchema, confirmation: z.string() })
  .refine((value) => value.newPassword === value.confirmation, {
    path: ['confirmation'],
    message: authMessages.passwordsDoNotMatch,
  });
type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ newPassword }) =>
        resetPassword.mutate({ token, newPassword }, { onSuccess: onDone }),
      )}
    >
      {resetPassword.error && <Alert tone="error">{resetPassword.error.message}</Alert>}
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint="Mínimo 8 caracteres."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Repite la nueva contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={resetPassword.isPending}>
        Guardar nueva contraseña
      </Button>
    </form>
  );
}
