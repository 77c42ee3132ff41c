-- per-question counts kept as answers arrive (docs/decisions.md, D55)
CREATE TABLE "statistics_buckets" (
	"form_id" integer NOT NULL,
	"element_id" text NOT NULL,
	"measure" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "statistics_buckets_form_id_element_id_measure_key_day_shard_pk" PRIMARY KEY("form_id","element_id","measure","key","day","shard")
);
--> statement-breakpoint
-- The counts of the answers stored before this migration, as the server keeps them since
-- (src/server/statistics/bucket-rows.ts, written out here as it stood): each question is counted
-- as the chart of its kind in the form's newest design that holds it.
INSERT INTO "statistics_buckets" ("form_id", "element_id", "measure", "key", "day", "shard", "n")
WITH "designs" AS (
	SELECT "id" AS "form_id", "design", 2147483647 AS "version" FROM "forms"
	UNION ALL SELECT "form_id", "design", "version" FROM "form_versions"
), "charts" ("kind", "chart") AS (VALUES
	('radio', 'choice'), ('dropdown', 'choice'), ('checkbox', 'choice'), ('boolean', 'choice'), ('radioGrid', 'grid'), ('checkboxGrid', 'grid'),
	('number', 'numeric'), ('decimal', 'numeric'), ('rating', 'numeric'), ('linearScale', 'numeric'), ('address', 'province'),
	('text', 'text'), ('email', 'text'), ('phone', 'text'), ('nationalId', 'text'), ('date', 'text'), ('datetime', 'text'),
	('attachment', 'files'), ('table', 'cells'), ('grid', 'cells')
), "kinds" AS (
	SELECT DISTINCT ON ("form_id", "element" ->> 'id') "form_id", "element" ->> 'id' AS "element_id", "element" ->> 'kind' AS "kind"
	FROM "designs", jsonb_path_query("design", 'lax $.phases[*].elements[*]') AS "element"
	ORDER BY "form_id", "element" ->> 'id', "version" DESC
), "fresh_responses" AS (
	SELECT "id", "form_id", ((least("submitted_at", "received_at") at time zone 'UTC') + interval '7 hours')::date AS "day",
		(get_byte(uuid_send("id"), 0) % 8)::smallint AS "shard"
	FROM "responses"
), "fresh_answers" AS (
	SELECT "a"."form_id", "a"."element_id", "a"."value", "a"."value_number", "r"."day", "r"."shard", "c"."chart"
	FROM "answers" "a" JOIN "fresh_responses" "r" ON "r"."id" = "a"."response_id"
	LEFT JOIN "kinds" "k" ON "k"."form_id" = "a"."form_id" AND "k"."element_id" = "a"."element_id"
	LEFT JOIN "charts" "c" ON "c"."kind" = "k"."kind"
)
select form_id, element_id, measure, key, day, shard, count(*)::int as n from (
	select form_id, element_id, 'answered' as measure, coalesce(chart, '') as key, day, shard from "fresh_answers"
	union all
	select form_id, element_id, 'choice', case when item.v like 'other:%' then 'other' else item.v end, day, shard from (select * from "fresh_answers" where chart = 'choice') as a cross join lateral jsonb_array_elements_text(case when jsonb_typeof(a.value) = 'array' then a.value else jsonb_build_array(a.value) end) as item(v)
	union all
	select form_id, element_id, 'grid', cell.key || ':' || col.v, day, shard from (select * from "fresh_answers" where chart = 'grid') as a cross join lateral jsonb_each(case when jsonb_typeof(a.value) = 'object' then a.value else '{}'::jsonb end) as cell
		cross join lateral jsonb_array_elements_text(case when jsonb_typeof(cell.value) = 'array' then cell.value else jsonb_build_array(cell.value) end) as col(v)
	union all
	select form_id, element_id, 'province', (a.value ->> 'province') || '@' || coalesce(a.value ->> 'list', 'vn-2025-03'), day, shard
		from (select * from "fresh_answers" where chart = 'province') as a where (a.value ->> 'province') is not null
	union all
	select form_id, element_id, 'number', value_number::text, day, shard from (select * from "fresh_answers" where chart = 'numeric') as a where value_number is not null
	union all
	select form_id, '', 'response', '', day, shard from "fresh_responses"
) as b group by 1, 2, 3, 4, 5, 6;
