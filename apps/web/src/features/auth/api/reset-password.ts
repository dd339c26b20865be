import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { toAuthActionError } from './auth-error';

export type ResetPasswordInput = { token: string; newPassword: string };

export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  const { error } = await authClient.resetPassword({ token, newPassword });
  if (error) throw toAuthActionError(error);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
