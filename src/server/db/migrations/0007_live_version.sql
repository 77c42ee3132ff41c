ALTER TABLE "forms" ADD COLUMN "published_version" integer;--> statement-breakpoint
-- forms published before this migration: their current version is the approved one
UPDATE "forms" SET "published_version" = "version" WHERE "status" = 1;
