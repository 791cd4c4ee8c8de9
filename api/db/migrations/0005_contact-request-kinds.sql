ALTER TABLE "contact_requests" ADD COLUMN "kind" text DEFAULT 'enquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "email" text DEFAULT '' NOT NULL;