CREATE TABLE "alert_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"noted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"industry_ids" integer[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"hs_chapters" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"content_types" text[] NOT NULL,
	"industry_ids" integer[] DEFAULT '{}' NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"hs_chapters" text[] DEFAULT '{}' NOT NULL,
	"frequency" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"token" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"covered_until" timestamp with time zone,
	"next_digest_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_barrier_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"barrier_id" integer NOT NULL,
	"date" date NOT NULL,
	"text_eng" text DEFAULT '' NOT NULL,
	"text_ara" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_barriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"summary_eng" text DEFAULT '' NOT NULL,
	"summary_ara" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"industry_id" integer,
	"hs_codes" text[] DEFAULT '{}' NOT NULL,
	"barrier_type_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"status_date" date NOT NULL,
	"source_enquiry_id" integer,
	"publication" text DEFAULT 'draft' NOT NULL,
	"prepared_by" integer,
	"approved_by" integer,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_lead_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"buyer_name_eng" text DEFAULT '' NOT NULL,
	"buyer_name_ara" text DEFAULT '' NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"hs_codes" text[] DEFAULT '{}' NOT NULL,
	"quantity_eng" text DEFAULT '' NOT NULL,
	"quantity_ara" text DEFAULT '' NOT NULL,
	"value_min_usd" integer,
	"value_max_usd" integer,
	"deadline" date NOT NULL,
	"contact_route" text DEFAULT 'agency' NOT NULL,
	"contact_eng" text DEFAULT '' NOT NULL,
	"contact_ara" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barrier_updates" ADD CONSTRAINT "trade_barrier_updates_barrier_id_trade_barriers_id_fk" FOREIGN KEY ("barrier_id") REFERENCES "public"."trade_barriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_industry_id_industries_iid_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("iid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_barrier_type_id_barrier_types_id_fk" FOREIGN KEY ("barrier_type_id") REFERENCES "public"."barrier_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_source_enquiry_id_enquiries_id_fk" FOREIGN KEY ("source_enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lead_interests" ADD CONSTRAINT "trade_lead_interests_lead_id_trade_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."trade_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lead_interests" ADD CONSTRAINT "trade_lead_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_leads" ADD CONSTRAINT "trade_leads_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_leads" ADD CONSTRAINT "trade_leads_industry_id_industries_iid_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("iid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_digests_claim_unique" ON "alert_digests" USING btree ("subscription_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_items_record_unique" ON "alert_items" USING btree ("content_type","record_id");--> statement-breakpoint
CREATE INDEX "alert_items_noted_idx" ON "alert_items" USING btree ("noted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_token_unique" ON "alert_subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_due_idx" ON "alert_subscriptions" USING btree ("status","next_digest_at");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_user_idx" ON "alert_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "trade_barrier_updates_barrier_idx" ON "trade_barrier_updates" USING btree ("barrier_id","date");--> statement-breakpoint
CREATE INDEX "trade_barriers_publication_idx" ON "trade_barriers" USING btree ("publication");--> statement-breakpoint
CREATE INDEX "trade_barriers_country_idx" ON "trade_barriers" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_lead_interests_lead_user_unique" ON "trade_lead_interests" USING btree ("lead_id","user_id");--> statement-breakpoint
CREATE INDEX "trade_lead_interests_user_idx" ON "trade_lead_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trade_leads_status_deadline_idx" ON "trade_leads" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "trade_leads_country_idx" ON "trade_leads" USING btree ("country_id");