CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"record_id" integer NOT NULL,
	"type" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"href_en" text NOT NULL,
	"href_ar" text NOT NULL,
	"title_keys" text[] NOT NULL,
	"title_terms" text[] NOT NULL,
	"terms" text[] NOT NULL,
	"published_at" timestamp with time zone,
	"index_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_record_idx" ON "search_documents" USING btree ("source","record_id");--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_documents_type_idx" ON "search_documents" USING btree ("type");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);