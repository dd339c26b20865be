import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/me';
import { toAuthActionError } from './auth-error';

export type SignUpInput = { name: string; email: string; password: string };

export async function signUp({ name, email, password }: SignUpInput): Promise<void> {
  const { error } = await authClient.signUp.email({ name, email, password });
  if (error) throw toAuthActionError(error);
}

/** Creates the account (signed in at once), then refreshes the session. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
