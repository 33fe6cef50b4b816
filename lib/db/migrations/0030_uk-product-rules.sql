-- Issue 46: the UK–Jordan product-specific rules of origin, imported from the UK Trade Tariff's data.
CREATE TABLE "uk_origin_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"source_name_en" text DEFAULT '' NOT NULL,
	"source_name_ar" text DEFAULT '' NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"source_date" text,
	"scheme" jsonb NOT NULL,
	"guidance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uk_rule_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"chapter" integer NOT NULL,
	"subdivision" text NOT NULL,
	"min_code" text NOT NULL,
	"max_code" text NOT NULL,
	CONSTRAINT "uk_rule_sets_codes" CHECK ("uk_rule_sets"."min_code" ~ '^[0-9]{10}$' and "uk_rule_sets"."max_code" ~ '^[0-9]{10}$' and "uk_rule_sets"."min_code" <= "uk_rule_sets"."max_code")
);
--> statement-breakpoint
CREATE TABLE "uk_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_set_id" integer NOT NULL,
	"position" integer NOT NULL,
	"operator" text,
	"rule_text" text NOT NULL,
	"classes" jsonb NOT NULL,
	"percent" numeric(5, 2),
	"caps" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uk_origin_releases" ADD CONSTRAINT "uk_origin_releases_agreement_id_trade_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."trade_agreements"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uk_rule_sets" ADD CONSTRAINT "uk_rule_sets_release_id_uk_origin_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."uk_origin_releases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uk_rules" ADD CONSTRAINT "uk_rules_rule_set_id_uk_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."uk_rule_sets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "uk_rule_sets_range_idx" ON "uk_rule_sets" USING btree ("min_code","max_code");
--> statement-breakpoint
CREATE INDEX "uk_rules_set_idx" ON "uk_rules" USING btree ("rule_set_id","position");
