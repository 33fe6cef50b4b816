CREATE TABLE "trade_countries" (
	"code" smallint PRIMARY KEY NOT NULL,
	"iso2" text DEFAULT '' NOT NULL,
	"iso3" text DEFAULT '' NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_flow_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"release" text NOT NULL,
	"revision" text NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" double precision NOT NULL,
	"rows" integer NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_imports" (
	"year" smallint NOT NULL,
	"hs6" text NOT NULL,
	"value" double precision NOT NULL,
	"quantity" double precision,
	"quantity_value" double precision DEFAULT 0 NOT NULL,
	"importer" smallint NOT NULL,
	CONSTRAINT "trade_imports_hs6_year_importer_pk" PRIMARY KEY("hs6","year","importer"),
	CONSTRAINT "trade_imports_hs6" CHECK ("trade_imports"."hs6" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "trade_jordan_exports" (
	"year" smallint NOT NULL,
	"hs6" text NOT NULL,
	"value" double precision NOT NULL,
	"quantity" double precision,
	"quantity_value" double precision DEFAULT 0 NOT NULL,
	"partner" smallint NOT NULL,
	CONSTRAINT "trade_jordan_exports_hs6_year_partner_pk" PRIMARY KEY("hs6","year","partner"),
	CONSTRAINT "trade_jordan_exports_hs6" CHECK ("trade_jordan_exports"."hs6" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE INDEX "trade_imports_year_hs6_idx" ON "trade_imports" USING btree ("year","hs6");