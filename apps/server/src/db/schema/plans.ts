import { pgTable, text } from 'drizzle-orm/pg-core';

/** The plan catalogue's ids and names; rows are seeded by a migration. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});
