CREATE TABLE "advisories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"workarounds" jsonb DEFAULT '{"en":""}'::jsonb NOT NULL,
	"cvss_vector" text NOT NULL,
	"cvss_score" real NOT NULL,
	"severity" text NOT NULL,
	"cves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cwe" jsonb,
	"acknowledgements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"first_published_at" timestamp with time zone,
	"last_published_at" timestamp with time zone,
	"origin" text DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisories_tracking_id_unique" UNIQUE("tracking_id")
);
--> statement-breakpoint
CREATE TABLE "advisory_products" (
	"advisory_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"introduced_in" text,
	"fixed_in" text,
	CONSTRAINT "advisory_products_advisory_id_product_id_pk" PRIMARY KEY("advisory_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "advisory_revisions" (
	"advisory_id" integer NOT NULL,
	"number" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL,
	"actor_email" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "advisory_revisions_advisory_id_number_pk" PRIMARY KEY("advisory_id","number")
);
--> statement-breakpoint
ALTER TABLE "advisory_products" ADD CONSTRAINT "advisory_products_advisory_id_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisory_revisions" ADD CONSTRAINT "advisory_revisions_advisory_id_advisories_id_fk" FOREIGN KEY ("advisory_id") REFERENCES "public"."advisories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisories_status_published" ON "advisories" USING btree ("status","last_published_at");--> statement-breakpoint
CREATE INDEX "advisory_products_product" ON "advisory_products" USING btree ("product_id");