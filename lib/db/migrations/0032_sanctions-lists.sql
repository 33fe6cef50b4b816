-- Issue 47: sanctions lists (UN consolidated list, OFAC SDN) imported by version, their records and
-- every name of a record with the name matcher's prefilter keys (lib/names prepareName).
CREATE TABLE "sanctions_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"version" integer NOT NULL,
	"list_date" text NOT NULL,
	"file_sha256" text NOT NULL,
	"content_sha256" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_count" integer NOT NULL,
	"name_count" integer NOT NULL,
	CONSTRAINT "sanctions_list_versions_source" CHECK ("sanctions_list_versions"."source" in ('un', 'ofac')),
	CONSTRAINT "sanctions_list_versions_date" CHECK ("sanctions_list_versions"."list_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sanctions_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"primary_name" text NOT NULL,
	"original_script" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"birth_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"birth_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"listed_on" text,
	"remarks" text DEFAULT '' NOT NULL,
	CONSTRAINT "sanctions_records_source" CHECK ("sanctions_records"."source" in ('un', 'ofac')),
	CONSTRAINT "sanctions_records_kind" CHECK ("sanctions_records"."kind" in ('individual', 'entity', 'vessel', 'aircraft'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"name" text NOT NULL,
	"normalized" text NOT NULL,
	"script" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"quality" text,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"tokens" jsonb NOT NULL,
	CONSTRAINT "sanctions_names_script" CHECK ("sanctions_names"."script" in ('latin', 'arabic', 'other'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_records" ADD CONSTRAINT "sanctions_records_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sanctions_names" ADD CONSTRAINT "sanctions_names_record_id_sanctions_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sanctions_records"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_list_versions_unique" ON "sanctions_list_versions" USING btree ("source","version");
--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_records_reference_unique" ON "sanctions_records" USING btree ("version_id","reference");
--> statement-breakpoint
CREATE INDEX "sanctions_names_record_idx" ON "sanctions_names" USING btree ("record_id");
--> statement-breakpoint
CREATE INDEX "sanctions_names_keys_idx" ON "sanctions_names" USING gin ("keys");
--> statement-breakpoint
CREATE INDEX "sanctions_names_normalized_idx" ON "sanctions_names" USING btree ("normalized");
