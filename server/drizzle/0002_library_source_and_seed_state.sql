CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_topics" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;