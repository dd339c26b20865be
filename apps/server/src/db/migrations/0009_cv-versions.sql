CREATE TABLE "cv_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cv_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"origin" text NOT NULL,
	"cv_document" jsonb NOT NULL,
	"template" text NOT NULL,
	"page_size" text NOT NULL,
	"docx_file_key" text NOT NULL,
	"pdf_file_key" text NOT NULL,
	"score" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_versions_cv_id_version_unique" UNIQUE("cv_id","version"),
	CONSTRAINT "cv_versions_origin_valid" CHECK (origin in ('optimised', 'edited', 'restored', 'look', 'created')),
	CONSTRAINT "cv_versions_template_valid" CHECK (template in ('clasico', 'moderno', 'compacto')),
	CONSTRAINT "cv_versions_page_size_valid" CHECK (page_size in ('a4', 'carta'))
);
--> statement-breakpoint
ALTER TABLE "optimized_cvs" ALTER COLUMN "optimization_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD COLUMN "template" text DEFAULT 'clasico' NOT NULL;--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD COLUMN "page_size" text DEFAULT 'a4' NOT NULL;--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_versions" ADD CONSTRAINT "cv_versions_cv_id_optimized_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."optimized_cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_versions" ADD CONSTRAINT "cv_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_versions_user_id_idx" ON "cv_versions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD CONSTRAINT "optimized_cvs_template_valid" CHECK (template in ('clasico', 'moderno', 'compacto'));--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD CONSTRAINT "optimized_cvs_page_size_valid" CHECK (page_size in ('a4', 'carta'));--> statement-breakpoint
-- Hand-written (issue 14): every stored CV so far is its own version 1, from its current
-- document, files and score, so the editor finds a history to build on.
UPDATE "optimized_cvs" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "cv_versions" ("cv_id", "user_id", "version", "origin", "cv_document", "template", "page_size", "docx_file_key", "pdf_file_key", "score", "findings", "created_at")
SELECT "id", "user_id", 1, CASE WHEN "type_id" = 'created' THEN 'created' ELSE 'optimised' END, "cv_document", "template", "page_size", "docx_file_key", "pdf_file_key", "score_after", COALESCE("report" -> 'findingsAfter', '[]'::jsonb), "created_at"
FROM "optimized_cvs";
