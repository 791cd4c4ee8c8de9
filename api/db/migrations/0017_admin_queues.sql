ALTER TABLE "applicants" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "handled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;