import { authMessages, emailSchema, z } from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Por favor ingresa tu email').pipe(emailSchema),
});
type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** Asks for a reset link by e-mail. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (requestReset.isSuccess) {
    return (
      <Alert tone="success">
        Si existe una cuenta con ese email, te enviamos un enlace para restablecer tu contraseña.
        Revisa tu bandeja de entrada (y la carpeta de spam).
      </Alert>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(({ email }) => requestReset.mutate(email))}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-ink-muted">
        Escribe el email de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
      </p>
      {requestReset.error && (
        <Alert tone="error">{requestReset.error.message ?? authMessages.generic}</Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={requestReset.isPending}>
        Enviar enlace
      </Button>
    </form>
  );
}
