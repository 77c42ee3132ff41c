-- the answer feed's order (docs/integrations.md): rows stored before this migration share its transaction and go by id
ALTER TABLE "responses" ADD COLUMN "stored_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "responses_form_stored_idx" ON "responses" USING btree ("form_id","stored_xid","id");