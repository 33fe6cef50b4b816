-- Issue 47, the staff hold: a subject's name that scored at or above the minimum against a
-- sanctions record; an open or confirmed hit holds the subject's publication.
CREATE TABLE "screening_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"screened_name" text NOT NULL,
	"subject_fields" jsonb NOT NULL,
	"source" text NOT NULL,
	"list_version" integer NOT NULL,
	"list_date" text NOT NULL,
	"reference" text NOT NULL,
	"record" jsonb NOT NULL,
	"record_digest" text NOT NULL,
	"matched_name" text NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"entered_by" integer,
	"decided_by" integer,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_hits_status" CHECK ("screening_hits"."status" in ('open', 'cleared', 'confirmed')),
	CONSTRAINT "screening_hits_subject_type" CHECK ("screening_hits"."subject_type" in ('trade_lead', 'company', 'buyer'))
);
--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_hits_subject_idx" ON "screening_hits" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "screening_hits_status_idx" ON "screening_hits" USING btree ("status","created_at");
--> statement-breakpoint
-- The relay's notice to the exporter waits while the sender is held; messages sent before are relayed.
ALTER TABLE "buyer_messages" ADD COLUMN "relayed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "buyer_messages" SET "relayed_at" = "created_at";
