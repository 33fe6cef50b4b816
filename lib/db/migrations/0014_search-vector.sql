DROP INDEX "search_documents_terms_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(terms)) STORED;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(title_terms)) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");