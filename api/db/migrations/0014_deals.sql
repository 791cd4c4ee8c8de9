CREATE TABLE "deal_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"user_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_products" DROP CONSTRAINT "deal_products_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "deal_competitors" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_competitors" ALTER COLUMN "competing_product" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_competitors" ALTER COLUMN "competing_product" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "type" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "series" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "series" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "model" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_products" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_progress" ALTER COLUMN "operation" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_progress" ALTER COLUMN "progress" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_progress" ALTER COLUMN "difficulty" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_progress" ALTER COLUMN "difficulty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "partner" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "partner" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "company" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "company" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_sales_team" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "deal_sales_team" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "email" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "office_phone" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deal_sales_team" ALTER COLUMN "office_phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "business_type" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "project_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "applicant_company" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "background" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "background" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "channel_manager_email" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "deals" ALTER COLUMN "channel_manager_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_competitors" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_products" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_progress" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_progress" ADD COLUMN "created_on" date;--> statement-breakpoint
ALTER TABLE "deal_sales_team" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "end_customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "distributor_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "customer_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "conflict_deal_id" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_history" ADD CONSTRAINT "deal_history_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_history" ADD CONSTRAINT "deal_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_history_deal_idx" ON "deal_history" USING btree ("deal_id");--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_company_idx" ON "deals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deals_customer_key_idx" ON "deals" USING btree ("customer_key");--> statement-breakpoint
ALTER TABLE "deal_products" DROP COLUMN "product_id";