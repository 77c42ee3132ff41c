CREATE TABLE "export_progress" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_progress_state_check" CHECK ("export_progress"."state" in ('running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "export_progress" ADD CONSTRAINT "export_progress_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_progress" ADD CONSTRAINT "export_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_progress_updated_idx" ON "export_progress" USING btree ("updated_at");