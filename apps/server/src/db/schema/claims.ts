import { claimDocumentTypes, claimTypes } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The complaints book (spec/secondary.md §3.1, table claims_book). Kept at least two years and
 * never deleted, not even with an account: there is deliberately no foreign key to `users`, so no
 * cascade can reach it; the consumer's e-mail is the link. A trigger (migration) rejects DELETE.
 */
export const claimsBook = pgTable(
  'claims_book',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The correlative within its year; with the year it makes the number `000000001-2026`. */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    documentType: text('document_type', { enum: claimDocumentTypes }).notNull(),
    documentNumber: text('document_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    department: text('department').notNull(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    claimDepartment: text('claim_department').notNull(),
    claimType: text('claim_type', { enum: claimTypes }).notNull(),
    details: text('details').notNull(),
    request: text('request').notNull(),
    consent: boolean('consent').notNull(),
    service: text('service').notNull(),
    amountClaimed: numeric('amount_claimed', { precision: 12, scale: 2, mode: 'number' }),
    isMinor: boolean('is_minor').notNull().default(false),
    guardianName: text('guardian_name'),
    guardianDocumentNumber: text('guardian_document_number'),
    /** The provider as configured when the claim was filed: the sheet must name it. */
    providerName: text('provider_name').notNull(),
    providerRuc: text('provider_ruc').notNull(),
    providerAddress: text('provider_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('claims_book_number_unique').on(table.number),
    uniqueIndex('claims_book_year_sequence_unique').on(table.year, table.sequence),
    check('claims_book_document_type_valid', inList('document_type', claimDocumentTypes)),
    check('claims_book_claim_type_valid', inList('claim_type', claimTypes)),
    check('claims_book_consent_given', sql`${table.consent}`),
    check(
      'claims_book_guardian_for_minor',
      sql`not ${table.isMinor} or (${table.guardianName} is not null and ${table.guardianDocumentNumber} is not null)`,
    ),
  ],
);

/**
 * The last claim number given in each year. Taken with `insert … on conflict do update … returning`
 * inside the claim's transaction: the row lock serialises concurrent claims, and a failed claim
 * rolls its number back, so numbers have neither gaps nor duplicates.
 */
export const claimNumberCounters = pgTable('claim_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
