import {
  authMessages,
  displayNameMaxLength,
  emailSchema,
  newPasswordSchema,
  z,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';

export type AuthMode = 'sign-in' | 'sign-up';

// Both fields empty or either missing: the one message of spec/core.md §5. A new account also
// needs the name its e-mails greet (issue 17); the server holds the same rule.
const credentialsSchema = (mode: AuthMode) =>
  z
    .object({ name: z.string().trim(), email: z.string().trim(), password: z.string() })
    .superRefine((value, context) => {
      if (mode === 'sign-up') {
        if (!value.name) {
          context.addIssue({ code: 'custom', path: ['name'], message: authMessages.nameRequired });
        } else if (value.name.length > displayNameMaxLength) {
          context.addIssue({ code: 'custom', path: ['name'], message: authMessages.nameTooLong });
        }
      }
      if (!value.email || !value.password) {
        context.addIssue({
          code: 'custom',
          path: ['root'],
          message: authMessages.missingCredentials,
        });
        return;
      }
      if (!emailSchema.safeParse(value.email).success) {
        context.addIssue({ code: 'custom', path: ['email'], message: authMessages.invalidEmail });
      }
      if (mode === 'sign-up') {
        const password = newPasswordSchema.safeParse(value.password);
        if (!password.success) {
          context.addIssue({
            code: 'custom',
            path: ['password'],
            message: password.error.issues[0]?.message ?? authMessages.passwordTooShort,
          });
        }
      }
    });

type CredentialsForm = z.infer<ReturnType<typeof credentialsSchema>>;

/** E-mail and password, for signing in or creating an account. */
export function EmailAuthForm({
  mode,
  onForgotPassword,
}: {
  mode: AuthMode;
  onForgotPassword: () => void;
}) {
  const signIn = useSignIn();
  const signUp = useSignUp();
  const action = mode === 'sign-in' ? signIn : signUp;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CredentialsForm>({
    resolver: zodResolver(credentialsSchema(mode)),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const email = values.email.toLowerCase();
    if (mode === 'sign-in') signIn.mutate({ email, password: values.password });
    else signUp.mutate({ name: values.name, email, password: values.password });
  });

  const formError = errors.root?.message ?? action.error?.message;
  const submitLabel = mode === 'sign-in' ? 'Iniciar sesión' : 'Crear cuenta';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      {mode === 'sign-up' && (
        <TextField
          label="Nombre"
          autoComplete="name"
          required
          aria-required="true"
          hint="Así te saludaremos en la app y en los correos."
          error={errors.name?.message}
          {...register('name')}
        />
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        error={errors.password?.message}
        hint={mode === 'sign-up' ? 'Mínimo 8 caracteres.' : undefined}
        {...register('password')}
      />
      {mode === 'sign-in' && (
        <button
          type="button"
          onClick={onForgotPassword}
          className="self-end text-sm font-medium text-brand-700 hover:underline"
        >
          ¿Olvidaste tu contraseña?
        </button>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={action.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
