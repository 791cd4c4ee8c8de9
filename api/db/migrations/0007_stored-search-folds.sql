ALTER TABLE "articles" ADD COLUMN "folded" jsonb;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "folded" jsonb DEFAULT '{}'::jsonb NOT NULL;