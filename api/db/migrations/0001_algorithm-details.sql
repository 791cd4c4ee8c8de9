ALTER TABLE "algorithms" ALTER COLUMN "provider" SET DATA TYPE jsonb USING to_jsonb("provider");--> statement-breakpoint
ALTER TABLE "algorithms" ADD COLUMN "cases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "algorithms" ADD COLUMN "evaluations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "algorithms" ADD COLUMN "support" jsonb;