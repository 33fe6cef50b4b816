-- Issue 28: trigram matching for the search index (typos, prefixes). PGlite loads the extension's
-- code itself (lib/db/connect.ts); on PostgreSQL the role that migrates must be allowed to create
-- it (README "PostgreSQL").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
