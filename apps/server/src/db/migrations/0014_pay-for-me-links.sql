-- Issue 17: each account's pay-for-me link (decision 022), and the checkouts started through it.
CREATE TABLE "pay_for_me_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_for_me_links_token_unique" UNIQUE("token"),
	CONSTRAINT "pay_for_me_links_token_format" CHECK ("pay_for_me_links"."token" ~ '^[A-Za-z0-9_-]{24}$')
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "paid_through_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_for_me_links" ADD CONSTRAINT "pay_for_me_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;