import { paths } from '@cvlisto/shared';

/**
 * Where the hero, how-it-works and closing buttons lead: the tools when signed in, otherwise
 * sign-in (spec/core.md §2). Their labels stay the same in both states.
 */
export function startPathFor(isSignedIn: boolean): string {
  return isSignedIn ? paths.tools : paths.login;
}
