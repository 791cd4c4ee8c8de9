CREATE TABLE "firmware_notifications" (
	"release_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmware_notifications_release_id_subscription_id_pk" PRIMARY KEY("release_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "firmware_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"confirm_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firmware_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD COLUMN "known_issues" jsonb DEFAULT '{"en":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD COLUMN "withdrawn_reason" jsonb;--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD COLUMN "track" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "firmware_releases" ADD COLUMN "lts_ends_on" date;--> statement-breakpoint
ALTER TABLE "firmware_notifications" ADD CONSTRAINT "firmware_notifications_release_id_firmware_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."firmware_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_notifications" ADD CONSTRAINT "firmware_notifications_subscription_id_firmware_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."firmware_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firmware_subscriptions_email_product" ON "firmware_subscriptions" USING btree ("email","product_id");--> statement-breakpoint
CREATE INDEX "firmware_subscriptions_confirm" ON "firmware_subscriptions" USING btree ("confirm_hash");