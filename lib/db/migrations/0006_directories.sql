CREATE TABLE "buyer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"item_type" text,
	"item_id" integer,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"destination_country" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"full_name_ara" text NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"expertise_eng" text DEFAULT '' NOT NULL,
	"expertise_ara" text DEFAULT '' NOT NULL,
	"sectors" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_experts" (
	"pool_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pool_experts_pool_id_expert_id_pk" PRIMARY KEY("pool_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_modes" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode_eng" text NOT NULL,
	"mode_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_eng" text NOT NULL,
	"type_ara" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ara" text NOT NULL,
	"type_id" jsonb NOT NULL,
	"mode_id" integer NOT NULL,
	"gov_id" integer NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"services_eng" text DEFAULT '' NOT NULL,
	"services_ara" text DEFAULT '' NOT NULL,
	"address_eng" text DEFAULT '' NOT NULL,
	"address_ara" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_messages" ADD CONSTRAINT "buyer_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_messages" ADD CONSTRAINT "buyer_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_experts" ADD CONSTRAINT "pool_experts_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_experts" ADD CONSTRAINT "pool_experts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_messages_company_idx" ON "buyer_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_messages_sender_idx" ON "buyer_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "pool_experts_expert_idx" ON "pool_experts" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "institutions_mode_idx" ON "institutions" USING btree ("mode_id");--> statement-breakpoint
CREATE INDEX "institutions_gov_idx" ON "institutions" USING btree ("gov_id");