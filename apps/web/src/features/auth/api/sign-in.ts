import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { meQueryOptions } from '../../../lib/me';
import { toAuthActionError } from './auth-error';

export type SignInInput = { email: string; password: string };

export async function signIn({ email, password }: SignInInput): Promise<void> {
  const { error } = await authClient.signIn.email({ email, password });
  if (error) throw toAuthActionError(error);
}

/** Signs in, then refreshes the session so the login route sends the user onward. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}
