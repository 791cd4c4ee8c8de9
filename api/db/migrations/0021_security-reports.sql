CREATE TABLE "security_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_reports_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "security_reports" ADD CONSTRAINT "security_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;