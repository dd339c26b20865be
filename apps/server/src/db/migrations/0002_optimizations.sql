CREATE TABLE "optimizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"source_file_key" text,
	"source_file_name" text,
	"base_cv_id" uuid,
	"job_description" text,
	"cv_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optimizations_type_valid" CHECK (type_id in ('optimize_es', 'optimize_job', 'optimize_translate')),
	CONSTRAINT "optimizations_progress_range" CHECK ("optimizations"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "optimized_cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"optimization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type_id" text NOT NULL,
	"source_file_key" text,
	"source_file_name" text,
	"docx_file_key" text NOT NULL,
	"pdf_file_key" text NOT NULL,
	"cv_document" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"score_before" integer NOT NULL,
	"score_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optimized_cvs_optimization_id_unique" UNIQUE("optimization_id"),
	CONSTRAINT "optimized_cvs_type_valid" CHECK (type_id in ('optimize_es', 'optimize_job', 'optimize_translate'))
);
--> statement-breakpoint
CREATE TABLE "tool_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type_id" text NOT NULL,
	"optimization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_usage_optimization_id_unique" UNIQUE("optimization_id")
);
--> statement-breakpoint
ALTER TABLE "optimizations" ADD CONSTRAINT "optimizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimized_cvs" ADD CONSTRAINT "optimized_cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_usage" ADD CONSTRAINT "tool_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optimizations_user_id_status_idx" ON "optimizations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "optimized_cvs_user_id_created_at_idx" ON "optimized_cvs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tool_usage_user_id_idx" ON "tool_usage" USING btree ("user_id");