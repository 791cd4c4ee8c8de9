ALTER TABLE "documents" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "distribution" text DEFAULT 'global' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "scenario" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "mime" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_release" ON "documents" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "documents_downloads" ON "documents" USING btree ("downloads");