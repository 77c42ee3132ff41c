-- fewer index entries per submission (docs/decisions.md, D78): no query reads (form_id, received_at) or company_id
-- alone; one answer per person looks up signed-in users' rows only
DROP INDEX "responses_form_received_idx";--> statement-breakpoint
DROP INDEX "responses_company_idx";--> statement-breakpoint
DROP INDEX "responses_form_user_idx";--> statement-breakpoint
CREATE INDEX "responses_form_user_idx" ON "responses" USING btree ("form_id","user_id") WHERE user_id is not null;