CREATE TABLE "export_plan_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"section" text NOT NULL,
	"fields" jsonb NOT NULL,
	"prefill" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"enquiry_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_plan_sections" ADD CONSTRAINT "export_plan_sections_plan_id_export_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."export_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_plans" ADD CONSTRAINT "export_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_plans" ADD CONSTRAINT "export_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_plans" ADD CONSTRAINT "export_plans_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_plan_sections_unique" ON "export_plan_sections" USING btree ("plan_id","section");--> statement-breakpoint
CREATE UNIQUE INDEX "export_plans_company_unique" ON "export_plans" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "export_plans_user_idx" ON "export_plans" USING btree ("user_id");