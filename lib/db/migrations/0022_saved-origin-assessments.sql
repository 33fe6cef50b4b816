CREATE TABLE "origin_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hs_code" text NOT NULL,
	"country_code" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "origin_assessments" ADD CONSTRAINT "origin_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_assessments" ADD CONSTRAINT "origin_assessments_agreement_id_trade_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."trade_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "origin_assessments_user_idx" ON "origin_assessments" USING btree ("user_id","assessed_at");