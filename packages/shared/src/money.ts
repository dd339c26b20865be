const solesFormatter = new Intl.NumberFormat('es-PE', {
  style: 'currency',
  currency: 'PEN',
  minimumFractionDigits: 2,
});

/**
 * Formats an amount in céntimos as Peruvian soles.
 *
 * @example formatSoles(999) // "S/ 9.99" (with a no-break space, as Intl writes it)
 */
export function formatSoles(cents: number): string {
  return solesFormatter.format(cents / 100);
}
