CREATE TABLE "hs_correlations" (
	"old_edition" smallint NOT NULL,
	"old_code" text NOT NULL,
	"code" text NOT NULL,
	"relationship" text NOT NULL,
	CONSTRAINT "hs_correlations_old_edition_old_code_code_pk" PRIMARY KEY("old_edition","old_code","code")
);
--> statement-breakpoint
CREATE INDEX "hs_correlations_old_code_idx" ON "hs_correlations" USING btree ("old_code");