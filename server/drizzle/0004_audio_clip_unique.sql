-- Clips made twice before the index existed: solutions move to the oldest copy, the rest go.
WITH ranked AS (
  SELECT "id", first_value("id") OVER (PARTITION BY "user_id", "text_hash" ORDER BY "created_at", "id") AS "keep"
  FROM "audio_clips"
)
UPDATE "solutions" SET "audio_id" = ranked."keep" FROM ranked WHERE "solutions"."audio_id" = ranked."id" AND ranked."id" <> ranked."keep";--> statement-breakpoint
WITH ranked AS (
  SELECT "id", first_value("id") OVER (PARTITION BY "user_id", "text_hash" ORDER BY "created_at", "id") AS "keep"
  FROM "audio_clips"
)
DELETE FROM "audio_clips" USING ranked WHERE "audio_clips"."id" = ranked."id" AND ranked."id" <> ranked."keep";--> statement-breakpoint
DROP INDEX "audio_clips_user_text_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "audio_clips_user_text_key" ON "audio_clips" USING btree ("user_id","text_hash");
