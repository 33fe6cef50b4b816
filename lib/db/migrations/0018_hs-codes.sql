CREATE TABLE "hs_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"section_id" text NOT NULL,
	"parent" text,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"phrase_en" text DEFAULT '' NOT NULL,
	"phrase_ar" text DEFAULT '' NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hs_codes" ADD CONSTRAINT "hs_codes_section_id_hs_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."hs_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hs_synonyms" ADD CONSTRAINT "hs_synonyms_code_hs_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."hs_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hs_codes_parent_idx" ON "hs_codes" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "hs_codes_terms_idx" ON "hs_codes" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "hs_synonyms_code_idx" ON "hs_synonyms" USING btree ("code");--> statement-breakpoint
CREATE INDEX "hs_synonyms_terms_idx" ON "hs_synonyms" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "hs_terms_trgm_idx" ON "hs_terms" USING gin ("term" gin_trgm_ops);