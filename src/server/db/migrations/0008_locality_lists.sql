-- lists become named (docs/localities.md): the rows loaded before are the three-level list of 01/03/2025
ALTER TABLE "localities" ADD COLUMN "list_id" text DEFAULT 'vn-2025-03' NOT NULL;--> statement-breakpoint
ALTER TABLE "localities" DROP CONSTRAINT "localities_pkey";--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_list_id_code_pk" PRIMARY KEY("list_id","code");--> statement-breakpoint
DROP INDEX "localities_parent_idx";--> statement-breakpoint
DROP INDEX "localities_type_idx";--> statement-breakpoint
CREATE INDEX "localities_parent_idx" ON "localities" USING btree ("list_id","parent_code");--> statement-breakpoint
CREATE INDEX "localities_type_idx" ON "localities" USING btree ("list_id","type");
