ALTER TABLE "services" ADD COLUMN "hs_code" text;--> statement-breakpoint
-- A service's approved version kept while a change waits names no code: the public keeps none.
UPDATE "services" SET "approved" = "approved" || '{"hs_code": null}'::jsonb WHERE "approved" IS NOT NULL;
