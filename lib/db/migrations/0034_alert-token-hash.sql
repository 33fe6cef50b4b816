-- Issue 48 "Loose ends": the alerts' manage/unsubscribe token kept only as a hash, and the outbox's
-- Message-ID fixed when a mail is queued, with what a crash between sending and marking leaves.
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
ALTER TABLE "mail_outbox" ADD COLUMN "in_doubt_at" timestamp with time zone;
