DROP INDEX "problems_user_created_idx";--> statement-breakpoint
CREATE INDEX "problems_user_created_idx" ON "problems" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);