CREATE TABLE "saved_landed_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"hs_code" text NOT NULL,
	"countries" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_landed_costs" ADD CONSTRAINT "saved_landed_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_landed_costs_user_idx" ON "saved_landed_costs" USING btree ("user_id","saved_at");