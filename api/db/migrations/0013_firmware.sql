CREATE TABLE "firmware_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"line" text NOT NULL,
	"product_class" text NOT NULL,
	"models" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	CONSTRAINT "firmware_releases_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "software_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"platform" text NOT NULL,
	"notes" jsonb NOT NULL,
	CONSTRAINT "software_packages_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD CONSTRAINT "firmware_releases_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_packages" ADD CONSTRAINT "software_packages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firmware_releases_line" ON "firmware_releases" USING btree ("line");