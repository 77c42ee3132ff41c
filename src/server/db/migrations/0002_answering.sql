CREATE TABLE "respondent_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"purpose" text NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "verified_email" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "verified_phone" text;--> statement-breakpoint
ALTER TABLE "localities" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "respondent_verifications" ADD CONSTRAINT "respondent_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responses_form_user_idx" ON "responses" USING btree ("form_id","user_id");--> statement-breakpoint
CREATE INDEX "responses_form_device_idx" ON "responses" USING btree ("form_id","device_id");--> statement-breakpoint
CREATE INDEX "localities_type_idx" ON "localities" USING btree ("type");--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_client_id_unique" UNIQUE("client_id");