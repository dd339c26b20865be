-- Issue 16: operators write articles in Markdown from the back office. The shipped articles'
-- sections become Markdown too (a "## " heading per section, a blank line between paragraphs), so
-- one renderer serves every article; the seed rewrites the shipped ones on the next start anyway.
CREATE TABLE "blog_seed_dismissals" (
	"slug" text PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "blog_posts_published_created_at_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "operator_edited_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_posts" SET
	"published_at" = "created_at",
	"body_markdown" = coalesce((
		SELECT string_agg(
			'## ' || btrim(section.value->>'title') || E'\n\n' || array_to_string(ARRAY(
				SELECT btrim(paragraph)
				FROM regexp_split_to_table(section.value->>'content', E'\r?\n') AS paragraph
				WHERE btrim(paragraph) <> ''
			), E'\n\n'),
			E'\n\n' ORDER BY section.ordinality)
		FROM jsonb_array_elements("content") WITH ORDINALITY AS section(value, ordinality)
	), '');--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "content";--> statement-breakpoint
CREATE INDEX "blog_posts_published_published_at_idx" ON "blog_posts" USING btree ("published","published_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_slug_format" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_published_has_date" CHECK (not "blog_posts"."published" or "blog_posts"."published_at" is not null);
