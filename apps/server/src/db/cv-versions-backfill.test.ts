// Migration 0009 (issue 14) gives every CV stored before it a version 1: checked on a database
// migrated to 0008, given a CV, then migrated to the end as a deployment would.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-runtime';
import { migrateDatabase } from './migrate';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

let database: TestDatabase;
let client: pg.Client;
let folderBefore: string;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // The migrations as they stood before 0009.
  folderBefore = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-migrations-'));
  await cp(migrationsFolder, folderBefore, { recursive: true });
  const journalFile = path.join(folderBefore, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 8);
  await writeFile(journalFile, JSON.stringify(journal));
});

afterAll(async () => {
  await client.end();
  await database.drop();
  await rm(folderBefore, { recursive: true, force: true });
});

test('each CV stored before the editor becomes its own version 1, from its current files and score', async () => {
  await migrate(drizzle(client), { migrationsFolder: folderBefore });
  await client.query(
    `insert into users (id, name, email, created_at, updated_at)
     values ('u1', 'Persona de Prueba', 'prueba@ejemplo.pe', now(), now())`,
  );
  const findingsAfter = [
    { code: 'NO_SUMMARY', severity: 'medium', message: 'Agrega un perfil.', text: null, impact: 5 },
  ];
  const {
    rows: [cv],
  } = await client.query<{ id: string }>(
    `insert into optimized_cvs (user_id, optimization_id, name, type_id, docx_file_key,
       pdf_file_key, cv_document, report, score_before, score_after, created_at)
     values ('u1', gen_random_uuid(), 'CV antiguo', 'optimize_es', 'k/cv.docx', 'k/cv.pdf',
       '{"version": 1}', $1, 40, 72, now() - interval '3 days')
     returning id`,
    [JSON.stringify({ scoreAfter: 72, findingsAfter })],
  );

  await migrateDatabase(database.url);

  const { rows: versions } = await client.query(
    `select version, origin, cv_document, template, page_size, docx_file_key, pdf_file_key, score,
       findings, created_at = (select created_at from optimized_cvs where id = $1) as same_time
     from cv_versions where cv_id = $1`,
    [cv?.id],
  );
  expect(versions).toEqual([
    {
      version: 1,
      origin: 'optimised',
      cv_document: { version: 1 },
      template: 'clasico',
      page_size: 'a4',
      docx_file_key: 'k/cv.docx',
      pdf_file_key: 'k/cv.pdf',
      score: 72,
      findings: findingsAfter,
      same_time: true,
    },
  ]);
  const {
    rows: [current],
  } = await client.query(
    `select version, template, page_size, updated_at = created_at as unchanged_since
     from optimized_cvs where id = $1`,
    [cv?.id],
  );
  expect(current).toEqual({
    version: 1,
    template: 'clasico',
    page_size: 'a4',
    unchanged_since: true,
  });
});
