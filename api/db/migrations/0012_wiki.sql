CREATE TABLE "wiki_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"slug" text NOT NULL,
	"parent" text,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_labels_product_slug" ON "wiki_labels" USING btree ("product","slug");