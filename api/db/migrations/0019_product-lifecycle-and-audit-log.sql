CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lifecycle" text DEFAULT 'on_sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discontinued_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "support_ends_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "replacement_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ndaa_889" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_kind_at" ON "audit_log" USING btree ("subject_kind","at");--> statement-breakpoint
CREATE INDEX "products_lifecycle" ON "products" USING btree ("lifecycle");