ALTER TABLE "videos" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "mime" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "captions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "transcript" jsonb DEFAULT '{}'::jsonb NOT NULL;