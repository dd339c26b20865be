// The CV editor's writes (issue 14, decision 017): a stored CV is saved whole, as a new version
// with its own files rendered by the engine. Files are written before the version commits and
// removed when it does not; a save names the version it started from, and only one save can
// follow any one version (optimistic concurrency: the conditional update below).
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  CvEngineError,
  cvDocumentSchema,
  type AtsFinding,
  type CvDocument,
  type CvLook,
} from '@cvlisto/cv-engine';
import type { CvEditorState, CvReport, CvVersionOrigin, CvVersionSummary } from '@cvlisto/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cvVersions, optimizedCvs } from '../../db/schema';
import { EngineProcessError, type EngineProcess } from '../../jobs/engine-process';
import type { Logger } from '../../logger';
import { cvVersionFilesPrefix, type FileStorage } from '../../storage/file-storage';

export type CvEditorDependencies = {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly logger: Logger;
  readonly appName: string;
  /** The engine's child process (jobs/engine-process.ts), the same one the optimisation uses. */
  readonly engine: Pick<EngineProcess, 'render'>;
};

/** Versions kept per CV; older ones go with their files (never the current one). */
export const maxVersionsPerCv = 30;

/** What a save or restore came to; the routes turn each failure into its status. */
export type CvEditorOutcome =
  | { readonly status: 'saved'; readonly state: CvEditorState }
  | { readonly status: 'not-found' }
  | { readonly status: 'version-not-found' }
  /** The CV moved on since `baseVersion`: another tab, device or restore saved first. */
  | { readonly status: 'stale' }
  /** The engine could not render the document (its process failed or went past its limits). */
  | { readonly status: 'render-failed' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stateColumns = {
  cvId: optimizedCvs.id,
  name: optimizedCvs.name,
  version: optimizedCvs.version,
  document: optimizedCvs.cvDocument,
  template: optimizedCvs.template,
  pageSize: optimizedCvs.pageSize,
  score: optimizedCvs.scoreAfter,
  report: optimizedCvs.report,
  updatedAt: optimizedCvs.updatedAt,
};

type StateRow = {
  cvId: string;
  name: string;
  version: number;
  document: unknown;
  template: CvEditorState['template'];
  pageSize: CvEditorState['pageSize'];
  score: number;
  report: unknown;
  updatedAt: Date;
};

function toState(row: StateRow): CvEditorState {
  const report = row.report as Partial<Pick<CvReport, 'findingsAfter'>>;
  return {
    cvId: row.cvId,
    name: row.name,
    version: row.version,
    // Stored documents were validated on their way in (the engine's output, or a save).
    document: cvDocumentSchema.parse(row.document),
    template: row.template,
    pageSize: row.pageSize,
    score: row.score,
    findings: (report.findingsAfter ?? []).map(({ code, severity, message, text }) => ({
      code,
      severity,
      message,
      text,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The CV as the editor opens it: its current version's document, look, score and findings. */
export async function readCvEditorState(
  db: Database,
  userId: string,
  cvId: string,
): Promise<CvEditorState | undefined> {
  if (!uuidPattern.test(cvId)) return undefined;
  const [row] = await db
    .select(stateColumns)
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
  return row ? toState(row) : undefined;
}

/** Every version kept, newest first; undefined when the CV is not the user's. */
export async function listCvVersions(
  db: Database,
  userId: string,
  cvId: string,
): Promise<CvVersionSummary[] | undefined> {
  if (!uuidPattern.test(cvId)) return undefined;
  const [cv] = await db
    .select({ id: optimizedCvs.id })
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
  if (!cv) return undefined;
  const rows = await db
    .select({
      version: cvVersions.version,
      origin: cvVersions.origin,
      template: cvVersions.template,
      pageSize: cvVersions.pageSize,
      score: cvVersions.score,
      createdAt: cvVersions.createdAt,
    })
    .from(cvVersions)
    .where(and(eq(cvVersions.cvId, cvId), eq(cvVersions.userId, userId)))
    .orderBy(desc(cvVersions.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type SaveCvDocumentInput = {
  readonly userId: string;
  readonly cvId: string;
  readonly baseVersion: number;
  readonly document: CvDocument;
  readonly look: CvLook;
};

/**
 * Saves the document and look as the next version: 'look' when only the look changed, 'edited'
 * otherwise. A save that changes nothing answers the current state and stores nothing.
 */
export async function saveCvDocument(
  dependencies: CvEditorDependencies,
  { userId, cvId, baseVersion, document, look }: SaveCvDocumentInput,
): Promise<CvEditorOutcome> {
  const current = await readCurrent(dependencies.db, userId, cvId);
  if (!current) return { status: 'not-found' };
  // Refused before the render; the conditional update decides again for a save racing this one.
  if (current.version !== baseVersion) return { status: 'stale' };
  const sameDocument = sameCvDocument(current.document, document);
  const sameLook = current.template === look.template && current.pageSize === look.pageSize;
  if (sameDocument && sameLook) {
    const state = await readCvEditorState(dependencies.db, userId, cvId);
    return state ? { status: 'saved', state } : { status: 'not-found' };
  }
  return commitVersion(dependencies, {
    userId,
    cvId,
    baseVersion,
    document,
    look,
    origin: sameDocument ? 'look' : 'edited',
  });
}

export type RestoreCvVersionInput = {
  readonly userId: string;
  readonly cvId: string;
  readonly version: number;
  readonly baseVersion: number;
};

/** Makes an earlier version's document and look the newest version ('restored'), re-rendered. */
export async function restoreCvVersion(
  dependencies: CvEditorDependencies,
  { userId, cvId, version, baseVersion }: RestoreCvVersionInput,
): Promise<CvEditorOutcome> {
  const current = await readCurrent(dependencies.db, userId, cvId);
  if (!current) return { status: 'not-found' };
  if (current.version !== baseVersion) return { status: 'stale' };
  const [earlier] = await dependencies.db
    .select({
      document: cvVersions.cvDocument,
      template: cvVersions.template,
      pageSize: cvVersions.pageSize,
    })
    .from(cvVersions)
    .where(
      and(
        eq(cvVersions.cvId, cvId),
        eq(cvVersions.userId, userId),
        eq(cvVersions.version, version),
      ),
    );
  if (!earlier) return { status: 'version-not-found' };
  return commitVersion(dependencies, {
    userId,
    cvId,
    baseVersion,
    document: cvDocumentSchema.parse(earlier.document),
    look: { template: earlier.template, pageSize: earlier.pageSize },
    origin: 'restored',
  });
}

export type CreateCvInput = {
  readonly userId: string;
  readonly name: string;
  readonly document: CvDocument;
  readonly look: CvLook;
};

/**
 * A CV written from scratch (type 'created'): version 1, no optimisation, no credit spent and no
 * usage counted (decision 017: optimising it later, as a base CV, spends one). Its report has
 * the same score and findings before and after, and no changes.
 */
export async function createCv(
  dependencies: CvEditorDependencies,
  { userId, name, document, look }: CreateCvInput,
): Promise<
  | { readonly status: 'created'; readonly state: CvEditorState }
  | { readonly status: 'render-failed' }
> {
  const { db } = dependencies;
  const cvId = randomUUID();
  const versionId = randomUUID();
  const files = await renderAndStore(dependencies, {
    userId,
    cvId,
    versionId,
    document,
    look,
  });
  if (!files) return { status: 'render-failed' };
  const report: CvReport = {
    scoreBefore: files.score,
    scoreAfter: files.score,
    findingsBefore: [...files.findings],
    findingsAfter: [...files.findings],
    changes: [],
    tailoring: null,
    warnings: [],
    aiEdits: [],
  };
  try {
    await db.transaction(async (transaction) => {
      await transaction.insert(optimizedCvs).values({
        id: cvId,
        userId,
        optimizationId: null,
        name,
        typeId: 'created',
        docxFileKey: files.docxFileKey,
        pdfFileKey: files.pdfFileKey,
        cvDocument: document,
        report,
        scoreBefore: files.score,
        scoreAfter: files.score,
        version: 1,
        template: look.template,
        pageSize: look.pageSize,
      });
      await transaction.insert(cvVersions).values({
        id: versionId,
        cvId,
        userId,
        version: 1,
        origin: 'created',
        cvDocument: document,
        template: look.template,
        pageSize: look.pageSize,
        docxFileKey: files.docxFileKey,
        pdfFileKey: files.pdfFileKey,
        score: files.score,
        findings: files.findings,
      });
    });
  } catch (error) {
    // E.g. the account was deleted meanwhile: no row will ever point to these files.
    await dependencies.storage.deletePrefix(files.prefix);
    throw error;
  }
  const state = await readCvEditorState(db, userId, cvId);
  if (!state) throw new Error('created CV not found after its commit');
  return { status: 'created', state };
}

async function readCurrent(db: Database, userId: string, cvId: string) {
  if (!uuidPattern.test(cvId)) return undefined;
  const [row] = await db
    .select({
      version: optimizedCvs.version,
      document: optimizedCvs.cvDocument,
      template: optimizedCvs.template,
      pageSize: optimizedCvs.pageSize,
    })
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
  return row;
}

/**
 * Whether two documents say the same: both read through the schema (unknown keys dropped, the
 * same defaults), so the key order jsonb gives back and absent optional fields do not count.
 */
function sameCvDocument(stored: unknown, saved: CvDocument): boolean {
  const parsed = cvDocumentSchema.safeParse(stored);
  return (
    parsed.success && isDeepStrictEqual(withoutUndefined(parsed.data), withoutUndefined(saved))
  );
}

function withoutUndefined(document: CvDocument): unknown {
  return JSON.parse(JSON.stringify(document));
}

type VersionFiles = {
  readonly prefix: string;
  readonly docxFileKey: string;
  readonly pdfFileKey: string;
  readonly score: number;
  readonly findings: readonly AtsFinding[];
};

/** Renders in the engine's process and stores both files in the version's own folder. */
async function renderAndStore(
  { engine, storage, logger, appName }: CvEditorDependencies,
  input: {
    userId: string;
    cvId: string;
    versionId: string;
    document: CvDocument;
    look: CvLook;
  },
): Promise<VersionFiles | null> {
  let rendering;
  try {
    rendering = await engine.render(input.document, { ...input.look, appName });
  } catch (error) {
    // Only the engine's own failures: anything else is a bug and reaches the error handler.
    if (error instanceof EngineProcessError || error instanceof CvEngineError) {
      logger.error({ err: error, cvId: input.cvId }, 'CV document not rendered');
      return null;
    }
    throw error;
  }
  const prefix = cvVersionFilesPrefix(input.userId, input.cvId, input.versionId);
  const docxFileKey = `${prefix}/cv.docx`;
  const pdfFileKey = `${prefix}/cv.pdf`;
  try {
    await storage.put(docxFileKey, rendering.docx);
    await storage.put(pdfFileKey, rendering.pdf);
  } catch (error) {
    await storage.deletePrefix(prefix);
    throw error;
  }
  return { prefix, docxFileKey, pdfFileKey, score: rendering.score, findings: rendering.findings };
}

/**
 * Renders and stores the files, then in ONE transaction: the CV row moves from `baseVersion` to
 * the next version (only if it is still at `baseVersion`, so of two racing saves exactly one
 * wins), the version row is written and versions past the last 30 are pruned. The files of a
 * save that lost (or failed) are removed; the pruned versions' files go after the commit.
 */
async function commitVersion(
  dependencies: CvEditorDependencies,
  input: {
    userId: string;
    cvId: string;
    baseVersion: number;
    document: CvDocument;
    look: CvLook;
    origin: CvVersionOrigin;
  },
): Promise<CvEditorOutcome> {
  const { db, storage, logger } = dependencies;
  const { userId, cvId, baseVersion, document, look, origin } = input;
  const versionId = randomUUID();
  const files = await renderAndStore(dependencies, { userId, cvId, versionId, document, look });
  if (!files) return { status: 'render-failed' };

  let outcome: { status: 'stale' | 'not-found' } | { status: 'committed'; pruned: PrunedVersion[] };
  try {
    outcome = await db.transaction(async (transaction) => {
      const [moved] = await transaction
        .update(optimizedCvs)
        .set({
          version: sql`${optimizedCvs.version} + 1`,
          cvDocument: document,
          template: look.template,
          pageSize: look.pageSize,
          docxFileKey: files.docxFileKey,
          pdfFileKey: files.pdfFileKey,
          scoreAfter: files.score,
          // The report page and the CV list describe the files the user downloads (issue 14).
          report: sql`jsonb_set(jsonb_set(${optimizedCvs.report}, '{scoreAfter}', to_jsonb(${files.score}::int)), '{findingsAfter}', ${JSON.stringify(files.findings)}::jsonb)`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(optimizedCvs.id, cvId),
            eq(optimizedCvs.userId, userId),
            eq(optimizedCvs.version, baseVersion),
          ),
        )
        .returning({ version: optimizedCvs.version });
      if (!moved) {
        const [stillThere] = await transaction
          .select({ id: optimizedCvs.id })
          .from(optimizedCvs)
          .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
        return { status: stillThere ? 'stale' : 'not-found' } as const;
      }
      await transaction.insert(cvVersions).values({
        id: versionId,
        cvId,
        userId,
        version: moved.version,
        origin,
        cvDocument: document,
        template: look.template,
        pageSize: look.pageSize,
        docxFileKey: files.docxFileKey,
        pdfFileKey: files.pdfFileKey,
        score: files.score,
        findings: files.findings,
      });
      const pruned = await transaction
        .delete(cvVersions)
        .where(
          and(
            eq(cvVersions.cvId, cvId),
            sql`${cvVersions.version} <= ${moved.version - maxVersionsPerCv}`,
          ),
        )
        .returning({
          id: cvVersions.id,
          docxFileKey: cvVersions.docxFileKey,
          pdfFileKey: cvVersions.pdfFileKey,
        });
      return { status: 'committed', pruned } as const;
    });
  } catch (error) {
    await storage.deletePrefix(files.prefix);
    throw error;
  }
  if (outcome.status !== 'committed') {
    await storage.deletePrefix(files.prefix);
    return { status: outcome.status };
  }
  try {
    await deletePrunedFiles(storage, userId, cvId, outcome.pruned);
  } catch (error) {
    // The save stands; whatever is left in a version folder, the orphan sweep removes.
    logger.error({ err: error, cvId }, 'pruned CV versions files could not be removed');
  }
  const state = await readCvEditorState(db, userId, cvId);
  return state ? { status: 'saved', state } : { status: 'not-found' };
}

type PrunedVersion = { id: string; docxFileKey: string; pdfFileKey: string };

/**
 * A version's files are in its own folder, except version 1 of an optimised CV, whose files are
 * the optimisation's (beside the upload, which the CV keeps): each file goes by its key, then
 * the folder, if it had one.
 */
async function deletePrunedFiles(
  storage: FileStorage,
  userId: string,
  cvId: string,
  pruned: readonly PrunedVersion[],
): Promise<void> {
  for (const version of pruned) {
    await storage.delete(version.docxFileKey);
    await storage.delete(version.pdfFileKey);
    await storage.deletePrefix(cvVersionFilesPrefix(userId, cvId, version.id));
  }
}
