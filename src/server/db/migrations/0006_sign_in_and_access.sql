CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"level" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "form_id" integer;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "form_id" integer;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD COLUMN "form_id" integer;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_throttles_updated_idx" ON "login_throttles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- answer attachments stored before this migration: the form whose answers name the file's key
UPDATE "files" SET "form_id" = "named"."form_id"
FROM (
	SELECT DISTINCT ON ("ref"->>'key') "ref"->>'key' AS "storage_key", "a"."form_id"
	FROM "answers" "a", jsonb_array_elements(CASE WHEN jsonb_typeof("a"."value") = 'array' THEN "a"."value" ELSE '[]'::jsonb END) AS "ref"
	WHERE jsonb_typeof("ref") = 'object' AND "ref" ? 'key'
	ORDER BY "ref"->>'key', "a"."id"
) AS "named"
WHERE "files"."storage_key" = "named"."storage_key" AND "files"."form_id" IS NULL;
