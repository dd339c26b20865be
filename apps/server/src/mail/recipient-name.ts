// Whom an e-mail greets: read when it is sent, so a name changed in the profile reaches the next
// e-mail (issue 17: the reset e-mail greeted the name given at sign-up).
import { greetingName } from '@cvlisto/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, users } from '../db/schema';

/** The user's current name for a greeting, or '' when they have none (see greetingLine). */
export async function readRecipientName(db: Database, userId: string): Promise<string> {
  const [person] = await db
    .select({ fullName: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return person ? greetingName(person) : '';
}
