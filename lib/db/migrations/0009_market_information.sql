CREATE TABLE "file_downloads" (
	"file_key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"DESCRIPTION_ENG" text DEFAULT '' NOT NULL,
	"DESCRIPTION_ARA" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"industry" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_start" date NOT NULL,
	"TARIFF_ENG" text DEFAULT '' NOT NULL,
	"TARIFF_ARA" text DEFAULT '' NOT NULL,
	"TARIFF_FILE" text DEFAULT '' NOT NULL,
	"TARIFF_FILE_AR" text DEFAULT '' NOT NULL,
	"for_vip" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistic_geolocations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "statistic_industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"type" text NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"subject_eng" text DEFAULT '' NOT NULL,
	"subject_ara" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"publishers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survey_period" text DEFAULT '' NOT NULL,
	"comment_eng" text DEFAULT '' NOT NULL,
	"comment_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"geolocations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hs_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chart" jsonb,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "publications_date_idx" ON "publications" USING btree ("date_start");--> statement-breakpoint
CREATE INDEX "publications_country_idx" ON "publications" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statistics_identifier_idx" ON "statistics" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "statistics_type_idx" ON "statistics" USING btree ("type");