CREATE TABLE "document_products" (
	"document_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_products_document_id_product_id_pk" PRIMARY KEY("document_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" text,
	"file_key" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"format" text NOT NULL,
	"release_date" date,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" integer
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_products" ADD CONSTRAINT "document_products_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_products_product" ON "document_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "document_versions_document" ON "document_versions" USING btree ("document_id");--> statement-breakpoint
INSERT INTO "document_products" ("document_id", "product_id", "position") SELECT "id", "product_id", 0 FROM "documents" WHERE "product_id" IS NOT NULL;
