-- Issue 46: the partners' general (MFN) duties from their official tariffs, imported from the file
-- the tariff's authority publishes (npm run data:import-tariff -- us-hts <file>).
CREATE TABLE "tariff_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"partner" text NOT NULL,
	"name" text NOT NULL,
	"edition" text,
	"url" text NOT NULL,
	"file_date" date,
	"file_name" text NOT NULL,
	"lines" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_sources_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "tariff_lines" (
	"source_id" integer NOT NULL,
	"code" text NOT NULL,
	"written" text NOT NULL,
	"hs6" text NOT NULL,
	"description" text NOT NULL,
	"context" text NOT NULL,
	"general" text NOT NULL,
	"special" text NOT NULL,
	"jordan" text,
	"units" text NOT NULL,
	"indent" integer NOT NULL,
	CONSTRAINT "tariff_lines_source_id_code_pk" PRIMARY KEY("source_id","code")
);
--> statement-breakpoint
ALTER TABLE "tariff_lines" ADD CONSTRAINT "tariff_lines_source_id_tariff_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."tariff_sources"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "tariff_lines_hs6_idx" ON "tariff_lines" USING btree ("source_id","hs6");
