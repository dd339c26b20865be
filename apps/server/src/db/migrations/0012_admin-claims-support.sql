CREATE TABLE "claim_answers" (
	"claim_id" bigint PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"sent_to" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_extensions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"previous_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"sent_to" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_extensions_days_valid" CHECK ("claim_extensions"."days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "support_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"support_id" bigint,
	"feedback_id" bigint,
	"message" text NOT NULL,
	"sent_to" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_replies_one_target" CHECK (num_nonnulls("support_replies"."support_id", "support_replies"."feedback_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "user_feedback_scores" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_feedback_scores" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_support" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_support" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_answers" ADD CONSTRAINT "claim_answers_claim_id_claims_book_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims_book"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_extensions" ADD CONSTRAINT "claim_extensions_claim_id_claims_book_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims_book"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_support_id_user_support_id_fk" FOREIGN KEY ("support_id") REFERENCES "public"."user_support"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_feedback_id_user_feedback_scores_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."user_feedback_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_extensions_claim_id_idx" ON "claim_extensions" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "support_replies_support_id_idx" ON "support_replies" USING btree ("support_id");--> statement-breakpoint
CREATE INDEX "support_replies_feedback_id_idx" ON "support_replies" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "user_feedback_scores_status_created_at_idx" ON "user_feedback_scores" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_support_status_created_at_idx" ON "user_support" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "user_feedback_scores" ADD CONSTRAINT "user_feedback_scores_status_valid" CHECK (status in ('open', 'resolved'));--> statement-breakpoint
ALTER TABLE "user_support" ADD CONSTRAINT "user_support_status_valid" CHECK (status in ('open', 'resolved'));--> statement-breakpoint
-- An answer and an extension are part of the claim's legal record: like the sheet (0005), once
-- stored they are never changed or deleted.
CREATE TRIGGER "claim_answers_keep_forever" BEFORE UPDATE OR DELETE ON "claim_answers"
FOR EACH ROW EXECUTE FUNCTION "reject_claims_book_change"();
--> statement-breakpoint
CREATE TRIGGER "claim_extensions_keep_forever" BEFORE UPDATE OR DELETE ON "claim_extensions"
FOR EACH ROW EXECUTE FUNCTION "reject_claims_book_change"();
