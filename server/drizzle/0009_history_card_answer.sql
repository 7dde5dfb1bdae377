ALTER TABLE "problems" ADD COLUMN "final_answer" text;--> statement-breakpoint
UPDATE "problems" SET "final_answer" = "solutions"."final_answer" FROM "solutions" WHERE "solutions"."problem_id" = "problems"."id";
