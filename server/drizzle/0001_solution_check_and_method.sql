ALTER TABLE "solutions" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "category" text;