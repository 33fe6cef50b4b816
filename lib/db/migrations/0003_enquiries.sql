CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barrier_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"code_3" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_eng" text NOT NULL,
	"question_ara" text NOT NULL,
	"section_eng" text NOT NULL,
	"section_ara" text NOT NULL,
	"sort_order" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"iid" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_user_idempotency_unique" ON "enquiries" USING btree ("user_id","idempotency_key");