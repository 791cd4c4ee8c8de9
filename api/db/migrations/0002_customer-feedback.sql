CREATE TABLE "customer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"product_id" text,
	"message" text NOT NULL,
	"contact_consent" text NOT NULL,
	"name" text,
	"email" text,
	"language" text NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_feedback" ADD CONSTRAINT "customer_feedback_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_feedback_created" ON "customer_feedback" USING btree ("created_at");