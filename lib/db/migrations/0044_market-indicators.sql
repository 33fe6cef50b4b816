CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"date" date NOT NULL,
	"per_usd" double precision NOT NULL,
	"series" text NOT NULL,
	CONSTRAINT "exchange_rates_currency_frequency_date_pk" PRIMARY KEY("currency","frequency","date")
);
--> statement-breakpoint
CREATE TABLE "gdp_figures" (
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "gdp_figures_country_year_pk" PRIMARY KEY("country","year")
);
--> statement-breakpoint
CREATE TABLE "indicator_datasets" (
	"dataset" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"url" text NOT NULL,
	"licence" text NOT NULL,
	"source_date" date,
	"checked_on" date,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "population_figures" (
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "population_figures_country_year_pk" PRIMARY KEY("country","year")
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rate" double precision NOT NULL,
	"currency" text NOT NULL,
	"has_states" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"rate" double precision NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"note_ar" text DEFAULT '' NOT NULL,
	"source_name_en" text NOT NULL,
	"source_name_ar" text NOT NULL,
	"url" text NOT NULL,
	"source_date" date,
	"checked_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_corrections_country_unique" UNIQUE("country")
);
