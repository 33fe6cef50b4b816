-- Issue 45: a trade barrier of a bloc (the EU) is filed under the bloc and shown for each member.
CREATE TABLE "country_blocs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_eng" text NOT NULL,
	"name_ara" text NOT NULL,
	CONSTRAINT "country_blocs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_bloc_members" (
	"bloc_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "country_bloc_members_bloc_id_country_id_pk" PRIMARY KEY("bloc_id","country_id")
);
--> statement-breakpoint
ALTER TABLE "country_bloc_members" ADD CONSTRAINT "country_bloc_members_bloc_id_country_blocs_id_fk" FOREIGN KEY ("bloc_id") REFERENCES "public"."country_blocs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "country_bloc_members" ADD CONSTRAINT "country_bloc_members_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trade_barriers" ALTER COLUMN "country_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD COLUMN "bloc_id" integer;
--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_bloc_id_country_blocs_id_fk" FOREIGN KEY ("bloc_id") REFERENCES "public"."country_blocs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The European Union, id 1 (its members are seeded with the countries: lib/db/seed/country-blocs.ts).
INSERT INTO "country_blocs" ("id", "code", "name_eng", "name_ara") VALUES (1, 'EU', 'European Union', 'الاتحاد الأوروبي');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('country_blocs', 'id'), 1);
--> statement-breakpoint
-- A database seeded before: the register's EU entry (filed under the Netherlands) moves to the EU.
UPDATE "trade_barriers" SET "bloc_id" = 1, "country_id" = NULL WHERE "id" = 2 AND "title_eng" LIKE 'European Union:%';
--> statement-breakpoint
ALTER TABLE "trade_barriers" ADD CONSTRAINT "trade_barriers_country_or_bloc" CHECK (("trade_barriers"."country_id" is null) <> ("trade_barriers"."bloc_id" is null));
