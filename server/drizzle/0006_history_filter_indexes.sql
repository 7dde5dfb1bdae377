CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "problems" SET "verified" = true WHERE "id" IN (SELECT "problem_id" FROM "solutions" WHERE "verified");--> statement-breakpoint
CREATE INDEX "problems_user_type_created_idx" ON "problems" USING btree ("user_id","input_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problems_user_verified_created_idx" ON "problems" USING btree ("user_id","verified","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "problems_title_trgm_idx" ON "problems" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "problems_raw_input_trgm_idx" ON "problems" USING gin ("raw_input" gin_trgm_ops) WITH (fastupdate=false);
