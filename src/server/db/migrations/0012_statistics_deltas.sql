-- the counts each submission appends, folded into statistics_buckets (docs/decisions.md, D59)
CREATE TABLE "statistics_deltas" (
	"form_id" integer NOT NULL,
	"element_id" text NOT NULL,
	"measure" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL
);
