ALTER TABLE "hs_terms" ADD COLUMN "loan_key" text;--> statement-breakpoint
CREATE INDEX "hs_terms_loan_key_idx" ON "hs_terms" USING btree ("loan_key");