CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"cv_id" uuid,
	"cv_name" text,
	"mode" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"brief" jsonb NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limit_seconds" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"seconds_charged" integer DEFAULT 0 NOT NULL,
	"charged_at" timestamp with time zone,
	"report" jsonb,
	"report_emailed_at" timestamp with time zone,
	"vapi_call_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_vapi_call_id_unique" UNIQUE("vapi_call_id"),
	CONSTRAINT "interviews_mode_valid" CHECK (mode in ('builtin', 'vapi')),
	CONSTRAINT "interviews_status_valid" CHECK (status in ('in_progress', 'awaiting_report', 'completed', 'cancelled')),
	CONSTRAINT "interviews_seconds_charged_not_negative" CHECK ("interviews"."seconds_charged" >= 0),
	CONSTRAINT "interviews_limit_seconds_positive" CHECK ("interviews"."limit_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_cv_id_optimized_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."optimized_cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_user_id_started_at_idx" ON "interviews" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_unfinished_idx" ON "interviews" USING btree ("status") WHERE "interviews"."status" in ('in_progress', 'awaiting_report');