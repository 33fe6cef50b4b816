ALTER TABLE "hs_synonyms" ADD COLUMN "kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "hs_synonyms" ADD COLUMN "offering_type" text;--> statement-breakpoint
ALTER TABLE "hs_synonyms" ADD COLUMN "offering_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "hs_synonyms_offering_unique" ON "hs_synonyms" USING btree ("offering_type","offering_id");