CREATE TABLE "deleted_users_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"not_using" boolean DEFAULT false NOT NULL,
	"cv_issues" boolean DEFAULT false NOT NULL,
	"dont_understand_result" boolean DEFAULT false NOT NULL,
	"dont_understand_app" boolean DEFAULT false NOT NULL,
	"edit_without_copy" boolean DEFAULT false NOT NULL,
	"more_features" boolean DEFAULT false NOT NULL,
	"other_selected" boolean DEFAULT false NOT NULL,
	"other_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
