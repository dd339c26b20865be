import { cvPageSizes, cvTemplateIds } from '@cvlisto/cv-engine/model';
import {
  cvTypes,
  cvVersionOrigins,
  optimizationStatuses,
  optimizationTypes,
} from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Whose fault a failed request was: the uploaded file's (counted per user per hour) or ours. */
export const optimizationFailureCauses = ['file', 'service'] as const;
export type OptimizationFailureCause = (typeof optimizationFailureCauses)[number];

const typeCheck = (column: string, types: readonly string[] = optimizationTypes) =>
  sql.raw(`${column} in (${types.map((type) => `'${type}'`).join(', ')})`);

/**
 * One optimisation request and its progress. Its state lives here, not in memory, so any server
 * process can answer `GET /api/optimizations/:id` and its event stream, and an in-flight row
 * reserves one credit until the job ends (issue 4: two requests never spend the same credit).
 */
export const optimizations = pgTable(
  'optimizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: text('type_id', { enum: optimizationTypes }).notNull(),
    status: text('status', { enum: optimizationStatuses }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** Set with `failed`: counts a user's failed uploads for the hourly limit (issue 11). */
    failureCause: text('failure_cause', { enum: optimizationFailureCauses }),
    /** The uploaded file, while the job needs it (deleted on failure). */
    sourceFileKey: text('source_file_key'),
    sourceFileName: text('source_file_name'),
    baseCvId: uuid('base_cv_id'),
    jobDescription: text('job_description'),
    cvId: uuid('cv_id'),
    /** The client's key for the submission: a repeat answers this row (issue 11, decision 013). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('optimizations_user_id_status_idx').on(table.userId, table.status),
    // Requests without a key (null) never collide.
    uniqueIndex('optimizations_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    check(
      'optimizations_failure_cause_valid',
      sql.raw(
        `failure_cause in (${optimizationFailureCauses.map((cause) => `'${cause}'`).join(', ')})`,
      ),
    ),
    check('optimizations_type_valid', typeCheck('type_id')),
    check('optimizations_progress_range', sql`${table.progress} between 0 and 100`),
  ],
);

/**
 * A stored CV (optimised, or written from scratch in the editor): its CURRENT version's files,
 * structured CV (reused as a base CV), look and report. Every version, the current one included,
 * is also a `cv_versions` row (issue 14); this row is what the list, the downloads and the report
 * read, so it always mirrors the newest version.
 */
export const optimizedCvs = pgTable(
  'optimized_cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The request that made it: one result per request, whatever retries happen. Null for a CV
     * written from scratch (type 'created'), which no request made.
     */
    optimizationId: uuid('optimization_id').unique(),
    name: text('name').notNull(),
    typeId: text('type_id', { enum: cvTypes }).notNull(),
    sourceFileKey: text('source_file_key'),
    sourceFileName: text('source_file_name'),
    docxFileKey: text('docx_file_key').notNull(),
    pdfFileKey: text('pdf_file_key').notNull(),
    /** The current CvDocument (JSON), the base for job-tailored optimisations. */
    cvDocument: jsonb('cv_document').notNull(),
    /** The optimisation's report; scoreAfter/findingsAfter follow the current version's files. */
    report: jsonb('report').notNull(),
    scoreBefore: integer('score_before').notNull(),
    scoreAfter: integer('score_after').notNull(),
    /** The current version's number: a save names it as its base (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    template: text('template', { enum: cvTemplateIds }).notNull().default('clasico'),
    pageSize: text('page_size', { enum: cvPageSizes }).notNull().default('a4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('optimized_cvs_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    check('optimized_cvs_type_valid', typeCheck('type_id', cvTypes)),
    check('optimized_cvs_template_valid', typeCheck('template', cvTemplateIds)),
    check('optimized_cvs_page_size_valid', typeCheck('page_size', cvPageSizes)),
  ],
);

/**
 * Every version of a stored CV (issue 14, decision 017): the whole document, its look, its own
 * rendered files and the score of its PDF as read back. Version 1 is the optimisation's result
 * (or the first save of a CV written from scratch); each save or restore adds the next number.
 */
export const cvVersions = pgTable(
  'cv_versions',
  {
    /** Also names the version's file folder, so the orphan sweep can tell its files apart. */
    id: uuid('id').primaryKey().defaultRandom(),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => optimizedCvs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    origin: text('origin', { enum: cvVersionOrigins }).notNull(),
    cvDocument: jsonb('cv_document').notNull(),
    template: text('template', { enum: cvTemplateIds }).notNull(),
    pageSize: text('page_size', { enum: cvPageSizes }).notNull(),
    docxFileKey: text('docx_file_key').notNull(),
    pdfFileKey: text('pdf_file_key').notNull(),
    score: integer('score').notNull(),
    findings: jsonb('findings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cv_versions_cv_id_version_unique').on(table.cvId, table.version),
    // Account deletion cascades to these rows by user.
    index('cv_versions_user_id_idx').on(table.userId),
    check('cv_versions_origin_valid', typeCheck('origin', cvVersionOrigins)),
    check('cv_versions_template_valid', typeCheck('template', cvTemplateIds)),
    check('cv_versions_page_size_valid', typeCheck('page_size', cvPageSizes)),
  ],
);

/** One row per completed optimisation (spec/core.md §3). */
export const toolUsage = pgTable(
  'tool_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: text('type_id', { enum: optimizationTypes }).notNull(),
    optimizationId: uuid('optimization_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tool_usage_user_id_idx').on(table.userId)],
);
