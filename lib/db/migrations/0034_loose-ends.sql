-- Issue 48 "Loose ends": the alerts' manage/unsubscribe token kept only as a hash; the outbox's
-- Message-ID fixed when a mail is queued, with what a crash between sending and marking leaves;
-- and the bidirectional controls removed from the text stored before the input refused them.
-- The clear tokens become their sha256 (PostgreSQL's built-in sha256(), no pgcrypto), kept as
-- both the current and the old hash: a link of an older mail keeps working, and the row's next
-- mail carries a new token derived from a salt and the app secret (features/alerts/server/alert-token.ts).
ALTER TABLE "alert_subscriptions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "token_salt" text;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "old_token_hash" text;--> statement-breakpoint
UPDATE "alert_subscriptions" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'), "old_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
DROP INDEX "alert_subscriptions_token_unique";--> statement-breakpoint
ALTER TABLE "alert_subscriptions" DROP COLUMN "token";--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_token_hash_unique" ON "alert_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_old_token_hash_unique" ON "alert_subscriptions" USING btree ("old_token_hash");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "in_doubt_at" timestamp with time zone;--> statement-breakpoint
-- Bidi controls (U+202A–U+202E, U+2066–U+2069) out of every text column stored so far, but the
-- imported bulk tables' (trade flows, tariff lines, HS correlations: official files, no user text)
-- and the audit log's (append-only: a record of what was written, kept as it was written).
DO $$
DECLARE
  col record;
  controls constant text := '[\u202A-\u202E\u2066-\u2069]';
BEGIN
  FOR col IN
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema()
      AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying')
      AND c.table_name NOT IN (
        'trade_imports', 'trade_jordan_exports', 'tariff_lines', 'hs_correlations', 'audit_log'
      )
  LOOP
    EXECUTE format(
      'UPDATE %I SET %I = regexp_replace(%I, %L, %L, %L) WHERE %I ~ %L',
      col.table_name, col.column_name, col.column_name, controls, '', 'g', col.column_name, controls
    );
  END LOOP;
END $$;
