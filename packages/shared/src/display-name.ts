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

/**
 * The name an e-mail or a result is addressed with (issue 17): the profile's display name, then
 * the account's full name, and otherwise none (the e-mail's local part is not a name: "Hola,
 * carmen.qa"), so the caller writes a plain greeting instead.
 *
 * @example greetingName({ displayName: null, fullName: ' Ana Pérez ' }) // "Ana Pérez"
 */
export function greetingName(input: {
  displayName: string | null | undefined;
  fullName: string | null | undefined;
}): string {
  return input.displayName?.trim() || input.fullName?.trim() || '';
}
