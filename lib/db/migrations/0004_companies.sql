CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_registered_name" text NOT NULL,
	"company_trading_name" text NOT NULL,
	"type_of_company" integer NOT NULL,
	"phone_number" text NOT NULL,
	"mobile_number" text NOT NULL,
	"website_url" text NOT NULL,
	"e_mail" text NOT NULL,
	"location_type_id" integer NOT NULL,
	"governorates" integer,
	"location_country_id" integer,
	"logo" text NOT NULL,
	"company_profile_pdf" text NOT NULL,
	"industry_information_for_products" jsonb NOT NULL,
	"industry_information_for_services" jsonb NOT NULL,
	"countries_of_operations" jsonb NOT NULL,
	"person_title" integer NOT NULL,
	"person_position" integer NOT NULL,
	"person_first_name" text NOT NULL,
	"person_last_name" text NOT NULL,
	"person_mobile_number" text NOT NULL,
	"person_email" text NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"approved" jsonb,
	"status_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governorates" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"industry" integer NOT NULL,
	"sub_ind" integer NOT NULL,
	"description_eng" text NOT NULL,
	"description_ara" text NOT NULL,
	"cert" text DEFAULT '' NOT NULL,
	"features" text NOT NULL,
	"contacts" text NOT NULL,
	"image" text NOT NULL,
	"certificate_image" text,
	"status" integer DEFAULT 10 NOT NULL,
	"approved" jsonb,
	"status_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gs1_code" text NOT NULL,
	"hs_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"industry" integer NOT NULL,
	"sub_ind" integer NOT NULL,
	"description_eng" text NOT NULL,
	"description_ara" text NOT NULL,
	"cert" text DEFAULT '' NOT NULL,
	"features" text NOT NULL,
	"contacts" text NOT NULL,
	"image" text NOT NULL,
	"certificate_image" text,
	"status" integer DEFAULT 10 NOT NULL,
	"approved" jsonb,
	"status_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"ind_id" integer NOT NULL,
	"sub_name_eng" text NOT NULL,
	"sub_name_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "kind" text DEFAULT 'products' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificates" ADD CONSTRAINT "company_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_id_unique" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "company_certificates_company_id_idx" ON "company_certificates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_company_id_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "products_sub_ind_idx" ON "products" USING btree ("sub_ind");--> statement-breakpoint
CREATE INDEX "services_company_id_idx" ON "services" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "services_sub_ind_idx" ON "services" USING btree ("sub_ind");--> statement-breakpoint
CREATE INDEX "sub_industries_ind_id_idx" ON "sub_industries" USING btree ("ind_id");--> statement-breakpoint
UPDATE "industries" SET "kind" = 'services' WHERE "iid" IN (7, 15, 16, 17, 18, 21);
