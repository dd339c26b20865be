import { feedbackBonusCredits, type FeedbackInput } from '@cvlisto/shared';
import type { Database } from '../../db/client';
import { creditLedger, userFeedbackScores } from '../../db/schema';

/**
 * Stores the feedback and, for the account's first one, grants the bonus credit (PRODUCT.md §3.3).
 * The ledger's unique index on (user_id, reason) for 'feedback_bonus' decides who is first:
 * `on conflict do nothing` makes concurrent submits grant it once, without any lock here.
 */
export async function submitFeedback(
  db: Database,
  userId: string,
  input: FeedbackInput,
): Promise<{ bonusGranted: boolean }> {
  return db.transaction(async (tx) => {
    const [feedback] = await tx
      .insert(userFeedbackScores)
      .values({ userId, score: input.score, recommendation: input.recommendation })
      .returning({ id: userFeedbackScores.id });
    const granted = await tx
      .insert(creditLedger)
      .values({
        userId,
        amount: feedbackBonusCredits,
        reason: 'feedback_bonus',
        reference: feedback ? `feedback:${feedback.id}` : null,
      })
      .onConflictDoNothing()
      .returning({ id: creditLedger.id });
    return { bonusGranted: granted.length > 0 };
  });
}
