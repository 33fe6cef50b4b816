CREATE TABLE "hs_translations" (
	"source" text NOT NULL,
	"english" text NOT NULL,
	"arabic" text NOT NULL,
	"terms" text[] NOT NULL,
	CONSTRAINT "hs_translations_source_english_arabic_pk" PRIMARY KEY("source","english","arabic")
);
--> statement-breakpoint
CREATE INDEX "hs_translations_terms_idx" ON "hs_translations" USING gin ("terms");