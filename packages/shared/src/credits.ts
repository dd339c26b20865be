// The credit ledger's vocabulary (PRODUCT.md §3.3): every change of a user's allowance is an
// append-only row with one of these reasons. Remaining credits = max(0, sum of the ledger).

export const creditReasons = [
  'sign_up',
  'subscription_period',
  'feedback_bonus',
  'wallet_purchase',
  'operator_grant',
  'optimisation',
  'forfeit',
] as const;
export type CreditReason = (typeof creditReasons)[number];

/** A new account's grant: one free optimisation, no card. */
export const signUpCredits = 1;

/**
 * Remaining credits from the ledger's sum, never negative.
 *
 * @example remainingCredits(-2) // 0
 */
export function remainingCredits(ledgerSum: number): number {
  return Math.max(0, ledgerSum);
}

/**
 * The remaining-credits phrase in Spanish.
 *
 * @example formatCredits(1) // "1 crédito"
 */
export function formatCredits(count: number): string {
  return `${count} ${count === 1 ? 'crédito' : 'créditos'}`;
}
