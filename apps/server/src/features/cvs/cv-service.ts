// The user's optimised CVs (spec/core.md §2 CV list, §4 filters): every query is scoped to the
// signed-in user, so another user's id is simply not found.
import {
  cvTypeLabels,
  cvTypes,
  type CvListQuery,
  type CvType,
  type CvReport,
  type CvSummary,
} from '@cvlisto/shared';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { optimizedCvs } from '../../db/schema';
import {
  cvFilesPrefix,
  optimizationFilesPrefix,
  type FileStorage,
} from '../../storage/file-storage';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Dates are counted in Peru's time zone: "today" starts at midnight in Lima. */
const startOfToday = sql`(date_trunc('day', now() at time zone 'America/Lima') at time zone 'America/Lima')`;

const summaryColumns = {
  id: optimizedCvs.id,
  name: optimizedCvs.name,
  typeId: optimizedCvs.typeId,
  createdAt: optimizedCvs.createdAt,
  scoreBefore: optimizedCvs.scoreBefore,
  scoreAfter: optimizedCvs.scoreAfter,
};

function toSummary(row: {
  id: string;
  name: string;
  typeId: CvSummary['typeId'];
  createdAt: Date;
  scoreBefore: number;
  scoreAfter: number;
}): CvSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export async function listCvs(
  db: Database,
  userId: string,
  query: CvListQuery,
): Promise<CvSummary[]> {
  const conditions: SQL[] = [eq(optimizedCvs.userId, userId)];
  if (query.type !== 'all') conditions.push(eq(optimizedCvs.typeId, query.type));
  if (query.date === 'today') conditions.push(sql`${optimizedCvs.createdAt} >= ${startOfToday}`);
  if (query.date === 'last7') {
    conditions.push(sql`${optimizedCvs.createdAt} >= ${startOfToday} - interval '7 days'`);
  }
  if (query.date === 'lastMonth') {
    conditions.push(sql`${optimizedCvs.createdAt} >= ${startOfToday} - interval '1 month'`);
  }
  if (query.q !== '') {
    // Name or type label, case-insensitive (spec §4); the labels are matched here, accent-blind.
    const matchingTypes = cvTypes.filter((type) =>
      fold(cvTypeLabels[type]).includes(fold(query.q)),
    );
    const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const nameMatches = ilike(optimizedCvs.name, pattern);
    conditions.push(
      matchingTypes.length > 0
        ? (or(nameMatches, inArray(optimizedCvs.typeId, matchingTypes)) as SQL)
        : nameMatches,
    );
  }
  const rows = await db
    .select(summaryColumns)
    .from(optimizedCvs)
    .where(and(...conditions))
    .orderBy(desc(optimizedCvs.createdAt))
    .limit(500);
  return rows.map(toSummary);
}

export async function renameCv(
  db: Database,
  userId: string,
  cvId: string,
  name: string,
): Promise<CvSummary | undefined> {
  if (!uuidPattern.test(cvId)) return undefined;
  const [row] = await db
    .update(optimizedCvs)
    .set({ name })
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)))
    .returning(summaryColumns);
  return row ? toSummary(row) : undefined;
}

/**
 * Deletes the row (its versions cascade), then its files: the optimisation's folder and every
 * version's (a crash in between leaves files for the sweep, never a row without them).
 */
export async function deleteCv(
  db: Database,
  storage: FileStorage,
  userId: string,
  cvId: string,
): Promise<boolean> {
  if (!uuidPattern.test(cvId)) return false;
  const [row] = await db
    .delete(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)))
    .returning({ optimizationId: optimizedCvs.optimizationId });
  if (!row) return false;
  if (row.optimizationId) {
    await storage.deletePrefix(optimizationFilesPrefix(userId, row.optimizationId));
  }
  await storage.deletePrefix(cvFilesPrefix(userId, cvId));
  return true;
}

export async function readCvFile(
  db: Database,
  storage: FileStorage,
  userId: string,
  cvId: string,
  format: 'pdf' | 'docx',
): Promise<{ name: string; typeId: CvType; bytes: Uint8Array } | undefined> {
  if (!uuidPattern.test(cvId)) return undefined;
  const [row] = await db
    .select({
      name: optimizedCvs.name,
      typeId: optimizedCvs.typeId,
      pdf: optimizedCvs.pdfFileKey,
      docx: optimizedCvs.docxFileKey,
    })
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
  if (!row) return undefined;
  const bytes = await storage.get(format === 'pdf' ? row.pdf : row.docx);
  return bytes ? { name: row.name, typeId: row.typeId, bytes } : undefined;
}

export async function readCvReport(
  db: Database,
  userId: string,
  cvId: string,
): Promise<CvReport | undefined> {
  if (!uuidPattern.test(cvId)) return undefined;
  const [row] = await db
    .select({ report: optimizedCvs.report })
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
  return row ? (row.report as CvReport) : undefined;
}
