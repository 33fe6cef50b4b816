-- Issue 36: the search reads a narrow row. What it compares for every match (the type, the date, the
-- title's terms and text) stays in the row, uncompressed while it fits (storage MAIN); the bodies,
-- the terms and the vectors go to TOAST as soon as a row passes 256 bytes, so a scan over thousands
-- of matches reads far fewer pages. The index is emptied first: start-up rebuilds an empty index
-- (scripts/prepare-database.ts) before the server answers, writing every row in the new shape with
-- its `title_text`, and the new GIN indexes are built on an empty table (building them over 20,000
-- records took longer than the statement timeout).
TRUNCATE "search_documents";--> statement-breakpoint
DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title_keys" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_documents" SET (toast_tuple_target = 256);--> statement-breakpoint
CREATE INDEX "search_documents_vectors_idx" ON "search_documents" USING gin ("vector","title_vector");--> statement-breakpoint
CREATE INDEX "search_documents_title_text_idx" ON "search_documents" USING gin ("title_text" gin_trgm_ops);
