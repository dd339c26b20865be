/** Whom a pay-for-me link pays for, in its pages' words: the first name, or a description. */
export function ownerLabel(firstName: string | null): string {
  return firstName ?? 'quien te envió este enlace';
}
