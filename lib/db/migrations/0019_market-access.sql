CREATE TABLE "agreement_headings" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"hs_code" text NOT NULL,
	"preferential_duty_en" text DEFAULT '' NOT NULL,
	"preferential_duty_ar" text DEFAULT '' NOT NULL,
	"specific_rule_en" text DEFAULT '' NOT NULL,
	"specific_rule_ar" text DEFAULT '' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"source_name_en" text DEFAULT '' NOT NULL,
	"source_name_ar" text DEFAULT '' NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"source_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_headings_code_level" CHECK (length("agreement_headings"."hs_code") in (4, 6))
);
--> statement-breakpoint
CREATE TABLE "agreement_origin_rules" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"value_kind" text,
	"value_percent" numeric(5, 2),
	"tariff_shift" text,
	"cumulation_en" text DEFAULT '' NOT NULL,
	"cumulation_ar" text DEFAULT '' NOT NULL,
	"cumulation_partners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"proofs" text[],
	"notes_en" text DEFAULT '' NOT NULL,
	"notes_ar" text DEFAULT '' NOT NULL,
	"source_name_en" text DEFAULT '' NOT NULL,
	"source_name_ar" text DEFAULT '' NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"source_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status" text DEFAULT 'in_force' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status_note_eng" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status_note_ara" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status_source_eng" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status_source_ara" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status_source_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_agreements" ADD COLUMN "legal_status_source_date" date;--> statement-breakpoint
ALTER TABLE "agreement_headings" ADD CONSTRAINT "agreement_headings_agreement_id_trade_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."trade_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_headings" ADD CONSTRAINT "agreement_headings_hs_code_hs_codes_code_fk" FOREIGN KEY ("hs_code") REFERENCES "public"."hs_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_origin_rules" ADD CONSTRAINT "agreement_origin_rules_agreement_id_trade_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."trade_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_headings_agreement_code_idx" ON "agreement_headings" USING btree ("agreement_id","hs_code");--> statement-breakpoint
CREATE INDEX "agreement_headings_code_idx" ON "agreement_headings" USING btree ("hs_code");--> statement-breakpoint
-- Issue 37: a database seeded before this release gets the Jordan–Turkey FTA's legal status as a
-- fresh one is seeded now (only the seeded row, as the seed wrote it); a fresh database has no
-- agreements here, and the seed writes them after.
UPDATE "trade_agreements" SET
  "legal_status" = 'suspended',
  "legal_status_note_eng" = 'Jordan’s Council of Ministers decided in March 2018, on the recommendation of the Minister of Industry, Trade and Supply, to suspend the agreement; the suspension took effect in November 2018. Goods traded with Turkey have had no preference under it since.',
  "legal_status_note_ara" = 'قرّر مجلس الوزراء الأردني في آذار ٢٠١٨، بتنسيب من وزير الصناعة والتجارة والتموين، تعليق العمل بالاتفاقية، وبدأ التعليق في تشرين الثاني ٢٠١٨. ولا تتمتع السلع المتبادلة مع تركيا منذ ذلك الحين بأي أفضلية بموجبها.',
  "legal_status_source_eng" = 'Roya News, “Jordanian MPs defend FTA with Turkey”',
  "legal_status_source_ara" = 'قناة رؤيا الإخبارية، «نواب أردنيون يدافعون عن اتفاقية التجارة الحرة مع تركيا»',
  "legal_status_source_url" = 'https://en.royanews.tv/news/13989/2018-04-10',
  "legal_status_source_date" = '2018-04-10'
WHERE "id" = 7 AND "title_eng" = 'Jordan–Turkey Free Trade Agreement' AND "status" = 0;
