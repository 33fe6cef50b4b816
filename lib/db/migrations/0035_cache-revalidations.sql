-- Issue 48 "Degrade, don't fail, without Redis": each cache tag a staff change re-validates is
-- written here by Next's cache handler (lib/cache/next-cache-handler.mjs); while Redis is away
-- every instance caches pages in its own memory and reads the new rows every second to drop the
-- entries they name, so an edit made on one instance shows on the others within about a second.
CREATE TABLE "cache_revalidations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"revalidated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_revalidations_revalidated_at_idx" ON "cache_revalidations" USING btree ("revalidated_at");
