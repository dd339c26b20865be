-- The plan catalogue (ids and names from spec/core.md §3).
INSERT INTO "plans" ("id", "name") VALUES
  ('modo_free', 'Básico'),
  ('modo_pro', 'Pro'),
  ('modo_redi', 'Redi');
--> statement-breakpoint
-- Every new user gets a profile on the free plan and the 1-credit sign-up grant in the same
-- statement that creates the user, whatever path created it (e-mail, Google, operator). Better
-- Auth runs its "after create" hooks only after commit, which cannot give this guarantee
-- (docs/decisions/003-auth.md).
CREATE FUNCTION "create_profile_for_new_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("user_id", "plan_id") VALUES (NEW."id", 'modo_free');
  INSERT INTO "credit_ledger" ("user_id", "amount", "reason") VALUES (NEW."id", 1, 'sign_up');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_create_profile" AFTER INSERT ON "users"
FOR EACH ROW EXECUTE FUNCTION "create_profile_for_new_user"();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new row, never an edit.
CREATE FUNCTION "reject_credit_ledger_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only" BEFORE UPDATE ON "credit_ledger"
FOR EACH ROW EXECUTE FUNCTION "reject_credit_ledger_update"();
