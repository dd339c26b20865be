/**
 * The name we greet a user by (spec/core.md §3): the profile's display name, then the account's
 * full name, then the part of the e-mail before the @.
 *
 * @example resolveDisplayName({ displayName: null, fullName: '', email: 'ana.perez@mail.pe' }) // "ana.perez"
 */
export function resolveDisplayName(input: {
  displayName: string | null | undefined;
  fullName: string | null | undefined;
  email: string;
}): string {
  const displayName = input.displayName?.trim();
  if (displayName) return displayName;
  const fullName = input.fullName?.trim();
  if (fullName) return fullName;
  return input.email.split('@')[0] ?? input.email;
}
