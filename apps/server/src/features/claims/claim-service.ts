import { formatClaimNumber, type ClaimRecordInput } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ProviderIdentity } from '../../env';
import { claimNumberCounters, claimsBook } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { claimCopyEmail, claimOperatorEmail, type FiledClaim } from './claim-email';

export type ClaimDependencies = {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly appName: string;
  readonly operatorEmail: string;
  readonly provider: ProviderIdentity;
};

const limaYear = new Intl.DateTimeFormat('en', { timeZone: 'America/Lima', year: 'numeric' });

/**
 * Stores a claim under the next number of the current year (Peru time) and e-mails the consumer
 * the copy. The counter row is bumped in the claim's own transaction: concurrent claims queue on
 * its lock, and a failed insert gives its number back, so there are no gaps and no duplicates.
 */
export async function fileClaim(
  dependencies: ClaimDependencies,
  input: ClaimRecordInput,
): Promise<FiledClaim> {
  const { db, provider } = dependencies;
  const filedAt = new Date();
  const year = Number(limaYear.format(filedAt));
  const number = await db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(claimNumberCounters)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({
        target: claimNumberCounters.year,
        set: { lastSequence: sql`${claimNumberCounters.lastSequence} + 1` },
      })
      .returning({ sequence: claimNumberCounters.lastSequence });
    if (!counter) throw new Error('claim counter returned no row');
    const claimNumber = formatClaimNumber(counter.sequence, year);
    await tx.insert(claimsBook).values({
      year,
      sequence: counter.sequence,
      number: claimNumber,
      documentType: input.document_type,
      documentNumber: input.document_number,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      email: input.email,
      department: input.department,
      province: input.province,
      district: input.district,
      address: input.address,
      claimDepartment: input.claim_department,
      claimType: input.claim_type,
      details: input.details,
      request: input.request,
      consent: input.consent,
      service: input.service,
      amountClaimed: input.amount_claimed,
      isMinor: input.is_minor,
      guardianName: input.guardian_name,
      guardianDocumentNumber: input.guardian_document_number,
      providerName: provider.name,
      providerRuc: provider.ruc,
      providerAddress: provider.address,
      createdAt: filedAt,
    });
    return claimNumber;
  });
  const claim: FiledClaim = { ...input, number, filedAt, provider };
  await sendClaimEmails(dependencies, claim);
  return claim;
}

/**
 * The claim is already on record, so a mail failure must not turn into an error that invites the
 * visitor to file it again; it is logged with the number for the operator to follow up.
 */
async function sendClaimEmails(dependencies: ClaimDependencies, claim: FiledClaim) {
  const { mailer, logger, appName, operatorEmail } = dependencies;
  const results = await Promise.allSettled([
    mailer.send({ to: claim.email, ...claimCopyEmail(appName, claim) }),
    mailer.send({ to: operatorEmail, ...claimOperatorEmail(appName, claim) }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error({ err: result.reason, claimNumber: claim.number }, 'claim e-mail failed');
    }
  }
}
