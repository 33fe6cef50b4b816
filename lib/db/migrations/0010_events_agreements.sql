CREATE TABLE "fta_country_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"subtitle_eng" text DEFAULT '' NOT NULL,
	"subtitle_ara" text DEFAULT '' NOT NULL,
	"sub_subtitle_eng" text DEFAULT '' NOT NULL,
	"sub_subtitle_ara" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"keywords_ara" text DEFAULT '' NOT NULL,
	"content_eng" text DEFAULT '' NOT NULL,
	"content_ara" text DEFAULT '' NOT NULL,
	"agreement_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"summary_eng" text DEFAULT '' NOT NULL,
	"summary_ara" text DEFAULT '' NOT NULL,
	"covers_eng" text DEFAULT '' NOT NULL,
	"covers_ara" text DEFAULT '' NOT NULL,
	"signed_on" date,
	"in_force_on" date,
	"link" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_eng" text DEFAULT '' NOT NULL,
	"name_ara" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" integer NOT NULL,
	"issuer_eng" text DEFAULT '' NOT NULL,
	"issuer_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"document" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_modes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_eng" text DEFAULT '' NOT NULL,
	"name_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date NOT NULL,
	"country_id" integer NOT NULL,
	"city_eng" text DEFAULT '' NOT NULL,
	"city_ara" text DEFAULT '' NOT NULL,
	"venue_eng" text DEFAULT '' NOT NULL,
	"venue_ara" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"mode_id" integer NOT NULL,
	"industry_id" integer,
	"location_type" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"published" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credentials_date_idx" ON "credentials" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_joins_member_idx" ON "event_joins" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("date_start");--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("location_type");