import { paths } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { toAuthActionError } from './auth-error';

/** E-mails a reset link. The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await authClient.requestPasswordReset({
    email,
    redirectTo: paths.resetPassword,
  });
  if (error) throw toAuthActionError(error);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
