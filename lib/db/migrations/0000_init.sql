CREATE TABLE "menu_children" (
	"id" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"a_id" integer,
	"url" text DEFAULT '' NOT NULL,
	"url_ara" text DEFAULT '' NOT NULL,
	"link" text,
	"link_ara" text,
	"nav_title_eng" text DEFAULT '' NOT NULL,
	"nav_title_ara" text DEFAULT '' NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"subtitle_eng" text DEFAULT '' NOT NULL,
	"subtitle_ara" text DEFAULT '' NOT NULL,
	"sub_subtitle_eng" text DEFAULT '' NOT NULL,
	"sub_subtitle_ara" text DEFAULT '' NOT NULL,
	"content_eng" text DEFAULT '' NOT NULL,
	"content_ara" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"keywords_ara" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"meta_description_en" text DEFAULT '' NOT NULL,
	"meta_description_ar" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"link" text,
	"link_ara" text,
	"url" text DEFAULT '' NOT NULL,
	"url_ara" text DEFAULT '' NOT NULL,
	"a_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ara" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_ara" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_ara" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_ara" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"link_ara" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_children" ADD CONSTRAINT "menu_children_page_id_menu_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_children_page_idx" ON "menu_children" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "menu_children_a_id_idx" ON "menu_children" USING btree ("a_id");--> statement-breakpoint
CREATE INDEX "menu_pages_menu_idx" ON "menu_pages" USING btree ("menu_id");