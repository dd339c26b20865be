CREATE TABLE "blog_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"category_id" text NOT NULL,
	"read_time" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_category_valid" CHECK (category_id in ('cv-tips', 'career-advice', 'ats-optimization')),
	CONSTRAINT "blog_posts_read_time_positive" CHECK ("blog_posts"."read_time" > 0)
);
--> statement-breakpoint
CREATE TABLE "claim_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_book" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"department" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"claim_department" text NOT NULL,
	"claim_type" text NOT NULL,
	"details" text NOT NULL,
	"request" text NOT NULL,
	"consent" boolean NOT NULL,
	"service" text NOT NULL,
	"amount_claimed" numeric(12, 2),
	"is_minor" boolean DEFAULT false NOT NULL,
	"guardian_name" text,
	"guardian_document_number" text,
	"provider_name" text NOT NULL,
	"provider_ruc" text NOT NULL,
	"provider_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_book_document_type_valid" CHECK (document_type in ('dni', 'passport', 'ruc', 'carnet')),
	CONSTRAINT "claims_book_claim_type_valid" CHECK (claim_type in ('reclamo', 'queja')),
	CONSTRAINT "claims_book_consent_given" CHECK ("claims_book"."consent"),
	CONSTRAINT "claims_book_guardian_for_minor" CHECK (not "claims_book"."is_minor" or ("claims_book"."guardian_name" is not null and "claims_book"."guardian_document_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_feedback_scores" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"score" text NOT NULL,
	"recommendation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_feedback_scores_score_valid" CHECK (score in ('very_intuitive', 'fast_efficient', 'good_can_improve', 'took_time_understand', 'have_suggestions'))
);
--> statement-breakpoint
CREATE TABLE "user_support" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"issue_details" text NOT NULL,
	"device_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_support_device_type_valid" CHECK (device_type in ('mobile', 'desktop', 'tablet'))
);
--> statement-breakpoint
ALTER TABLE "user_feedback_scores" ADD CONSTRAINT "user_feedback_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_support" ADD CONSTRAINT "user_support_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_created_at_idx" ON "blog_posts" USING btree ("published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "claims_book_number_unique" ON "claims_book" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_book_year_sequence_unique" ON "claims_book" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "user_feedback_scores_user_id_idx" ON "user_feedback_scores" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_support_user_id_idx" ON "user_support" USING btree ("user_id");--> statement-breakpoint
-- A claim sheet is a legal record kept at least two years: once filed it is never changed or deleted.
CREATE FUNCTION "reject_claims_book_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'claims_book rows are never changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "claims_book_keep_forever" BEFORE UPDATE OR DELETE ON "claims_book"
FOR EACH ROW EXECUTE FUNCTION "reject_claims_book_change"();
