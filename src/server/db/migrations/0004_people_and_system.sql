CREATE TABLE "company_permissions" (
	"company_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "company_permissions_company_id_permission_id_pk" PRIMARY KEY("company_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "integrate_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrate_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"integrate_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrate_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "news_related" (
	"news_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_related_news_id_related_id_pk" PRIMARY KEY("news_id","related_id"),
	CONSTRAINT "news_related_self_check" CHECK ("news_related"."news_id" <> "news_related"."related_id")
);
--> statement-breakpoint
ALTER TABLE "category_items" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "category_items" ADD COLUMN "level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "integrate_users" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "integrate_users" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "integrate_users" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_permissions" ADD CONSTRAINT "company_permissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_permissions" ADD CONSTRAINT "company_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrate_tokens" ADD CONSTRAINT "integrate_tokens_integrate_user_id_integrate_users_id_fk" FOREIGN KEY ("integrate_user_id") REFERENCES "public"."integrate_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_related" ADD CONSTRAINT "news_related_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_related" ADD CONSTRAINT "news_related_related_id_news_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrate_tokens_account_idx" ON "integrate_tokens" USING btree ("integrate_user_id");--> statement-breakpoint
ALTER TABLE "category_items" ADD CONSTRAINT "category_items_parent_id_category_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrate_users" ADD CONSTRAINT "integrate_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_items_parent_idx" ON "category_items" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "config_groups_company_key_uq" ON "config_groups" USING btree (coalesce("company_id", 0),"key");--> statement-breakpoint
ALTER TABLE "integrate_users" ADD CONSTRAINT "integrate_users_user_id_unique" UNIQUE("user_id");