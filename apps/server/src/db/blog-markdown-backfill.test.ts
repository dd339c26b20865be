// Migration 0013 (issue 16) turns each article's sections into Markdown and dates it: checked on
// a database migrated to just before it, given articles in the old format, then migrated to the
// end as a deployment would.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-runtime';
import { renderBlogMarkdown } from '../features/blog/blog-markdown';
import { migrateDatabase } from './migrate';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

let database: TestDatabase;
let client: pg.Client;
let folderBefore: string;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  folderBefore = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-migrations-'));
  await cp(migrationsFolder, folderBefore, { recursive: true });
  const journalFile = path.join(folderBefore, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  // Every migration from 0013 on: drizzle applies only migrations newer than the last one applied,
  // so a later one left in would make it skip 0013.
  const cut = journal.entries.findIndex((entry) => entry.tag === '0013_admin-blog');
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
});

afterAll(async () => {
  await client.end();
  await database.drop();
  await rm(folderBefore, { recursive: true, force: true });
});

test("each article's sections become Markdown headings and paragraphs; published ones keep their date", async () => {
  await migrate(drizzle(client), { migrationsFolder: folderBefore });
  await client.query(
    `insert into blog_posts (slug, title, description, category_id, read_time, published, content, created_at)
     values ('antiguo', 'Antiguo', 'De 2025', 'cv-tips', 2, true, $1, '2025-01-01T15:00:00Z'),
            ('vacio', 'Vacío', 'Sin secciones', 'cv-tips', 1, false, '[]', '2025-02-01T15:00:00Z')`,
    [
      JSON.stringify([
        { title: 'Uno', content: 'Primer párrafo.\n\n  Segundo párrafo. \r\nTercero.' },
        { title: ' Dos ', content: 'Fin.' },
      ]),
    ],
  );

  await migrateDatabase(database.url);

  const { rows } = await client.query<{
    slug: string;
    body_markdown: string;
    published_at: Date;
  }>('select slug, body_markdown, published_at from blog_posts order by slug');
  expect(rows.map((row) => row.slug)).toStrictEqual(['antiguo', 'vacio']);
  const [old, empty] = rows;
  expect(old?.body_markdown).toBe(
    '## Uno\n\nPrimer párrafo.\n\nSegundo párrafo.\n\nTercero.\n\n## Dos\n\nFin.',
  );
  expect(renderBlogMarkdown(old?.body_markdown ?? '')).toBe(
    '<h2>Uno</h2>\n<p>Primer párrafo.</p>\n<p>Segundo párrafo.</p>\n<p>Tercero.</p>\n<h2>Dos</h2>\n<p>Fin.</p>\n',
  );
  expect(old?.published_at.toISOString()).toBe('2025-01-01T15:00:00.000Z');
  expect(empty?.body_markdown).toBe('');
  const columns = await client.query(
    `select 1 from information_schema.columns where table_name = 'blog_posts' and column_name = 'content'`,
  );
  expect(columns.rows).toHaveLength(0);
});
