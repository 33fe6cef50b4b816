ALTER TABLE "hs_codes" ADD COLUMN "subject_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_codes" ADD COLUMN "minor_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_codes" ADD COLUMN "export_value" double precision DEFAULT 0 NOT NULL;
