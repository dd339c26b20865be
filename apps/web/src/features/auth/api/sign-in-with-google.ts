import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { toAuthActionError } from './auth-error';

/** Leaves for Google's consent screen; Google sends the user back to `callbackPath`. */
export async function signInWithGoogle(callbackPath: string): Promise<void> {
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: callbackPath,
    errorCallbackURL: '/login',
  });
  if (error) throw toAuthActionError(error);
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
