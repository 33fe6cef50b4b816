CREATE TABLE "consultation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"terms" boolean NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"tab" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"add_to_home" integer DEFAULT 0 NOT NULL,
	"question_eng" text DEFAULT '' NOT NULL,
	"question_ara" text DEFAULT '' NOT NULL,
	"answer_eng" text DEFAULT '' NOT NULL,
	"answer_ara" text DEFAULT '' NOT NULL,
	"file_eng" text DEFAULT '' NOT NULL,
	"file_ara" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"subtitle_eng" text DEFAULT '' NOT NULL,
	"subtitle_ara" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"result_description_eng" text DEFAULT '' NOT NULL,
	"result_description_ara" text DEFAULT '' NOT NULL,
	"tooltip_eng" text DEFAULT '' NOT NULL,
	"tooltip_ara" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"keywords_ara" text DEFAULT '' NOT NULL,
	"sub_subtitle_eng" text DEFAULT '' NOT NULL,
	"sub_subtitle_ara" text DEFAULT '' NOT NULL,
	"step_guide_eng" text DEFAULT '' NOT NULL,
	"step_guide_ara" text DEFAULT '' NOT NULL,
	"guide_file" text DEFAULT '' NOT NULL,
	"guide_file_ara" text DEFAULT '' NOT NULL,
	"step_1_name_eng" text DEFAULT '' NOT NULL,
	"step_1_name_ara" text DEFAULT '' NOT NULL,
	"step_1" text DEFAULT '' NOT NULL,
	"step_1_ara" text DEFAULT '' NOT NULL,
	"step_1_file" text DEFAULT '' NOT NULL,
	"step_1_file_ara" text DEFAULT '' NOT NULL,
	"step_2_name_eng" text DEFAULT '' NOT NULL,
	"step_2_name_ara" text DEFAULT '' NOT NULL,
	"step_2" text DEFAULT '' NOT NULL,
	"step_2_ara" text DEFAULT '' NOT NULL,
	"step_2_file" text DEFAULT '' NOT NULL,
	"step_2_file_ara" text DEFAULT '' NOT NULL,
	"step_3_name_eng" text DEFAULT '' NOT NULL,
	"step_3_name_ara" text DEFAULT '' NOT NULL,
	"step_3" text DEFAULT '' NOT NULL,
	"step_3_ara" text DEFAULT '' NOT NULL,
	"step_3_file" text DEFAULT '' NOT NULL,
	"step_3_file_ara" text DEFAULT '' NOT NULL,
	"step_4_name_eng" text DEFAULT '' NOT NULL,
	"step_4_name_ara" text DEFAULT '' NOT NULL,
	"step_4" text DEFAULT '' NOT NULL,
	"step_4_ara" text DEFAULT '' NOT NULL,
	"step_4_file" text DEFAULT '' NOT NULL,
	"step_4_file_ara" text DEFAULT '' NOT NULL,
	"step_5_name_eng" text DEFAULT '' NOT NULL,
	"step_5_name_ara" text DEFAULT '' NOT NULL,
	"step_5" text DEFAULT '' NOT NULL,
	"step_5_ara" text DEFAULT '' NOT NULL,
	"step_5_file" text DEFAULT '' NOT NULL,
	"step_5_file_ara" text DEFAULT '' NOT NULL,
	"step_6_name_eng" text DEFAULT '' NOT NULL,
	"step_6_name_ara" text DEFAULT '' NOT NULL,
	"step_6" text DEFAULT '' NOT NULL,
	"step_6_ara" text DEFAULT '' NOT NULL,
	"step_6_file" text DEFAULT '' NOT NULL,
	"step_6_file_ara" text DEFAULT '' NOT NULL,
	"step_7_name_eng" text DEFAULT '' NOT NULL,
	"step_7_name_ara" text DEFAULT '' NOT NULL,
	"step_7" text DEFAULT '' NOT NULL,
	"step_7_ara" text DEFAULT '' NOT NULL,
	"step_7_file" text DEFAULT '' NOT NULL,
	"step_7_file_ara" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "become_a_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"left_col_content_eng" text DEFAULT '' NOT NULL,
	"left_col_content_ara" text DEFAULT '' NOT NULL,
	"check_1_title_eng" text DEFAULT '' NOT NULL,
	"check_1_title_ara" text DEFAULT '' NOT NULL,
	"check_1_subtitle_eng" text DEFAULT '' NOT NULL,
	"check_1_subtitle_ara" text DEFAULT '' NOT NULL,
	"check_2_title_eng" text DEFAULT '' NOT NULL,
	"check_2_title_ara" text DEFAULT '' NOT NULL,
	"check_2_subtitle_eng" text DEFAULT '' NOT NULL,
	"check_2_subtitle_ara" text DEFAULT '' NOT NULL,
	"become_title_eng" text DEFAULT '' NOT NULL,
	"become_title_ara" text DEFAULT '' NOT NULL,
	"become_subtitle_eng" text DEFAULT '' NOT NULL,
	"become_subtitle_ara" text DEFAULT '' NOT NULL,
	"action_btn_text_eng" text DEFAULT '' NOT NULL,
	"action_btn_text_ara" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_ara" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_slider" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"heading_eng" text DEFAULT '' NOT NULL,
	"heading_ara" text DEFAULT '' NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"description_eng" text DEFAULT '' NOT NULL,
	"description_ara" text DEFAULT '' NOT NULL,
	"is_hide_button" integer DEFAULT 0 NOT NULL,
	"button_type_id" integer DEFAULT 1 NOT NULL,
	"btn_text_eng" text DEFAULT '' NOT NULL,
	"btn_text_ara" text DEFAULT '' NOT NULL,
	"btn_link" text DEFAULT '' NOT NULL,
	"btn_link_ara" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "je_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_eng" text DEFAULT '' NOT NULL,
	"title_ara" text DEFAULT '' NOT NULL,
	"goal_1_title_eng" text DEFAULT '' NOT NULL,
	"goal_1_title_ara" text DEFAULT '' NOT NULL,
	"goal_1_text_eng" text DEFAULT '' NOT NULL,
	"goal_1_text_ara" text DEFAULT '' NOT NULL,
	"goal_2_title_eng" text DEFAULT '' NOT NULL,
	"goal_2_title_ara" text DEFAULT '' NOT NULL,
	"goal_2_text_eng" text DEFAULT '' NOT NULL,
	"goal_2_text_ara" text DEFAULT '' NOT NULL,
	"goal_3_title_eng" text DEFAULT '' NOT NULL,
	"goal_3_title_ara" text DEFAULT '' NOT NULL,
	"goal_3_text_eng" text DEFAULT '' NOT NULL,
	"goal_3_text_ara" text DEFAULT '' NOT NULL,
	"goal_4_title_eng" text DEFAULT '' NOT NULL,
	"goal_4_title_ara" text DEFAULT '' NOT NULL,
	"goal_4_text_eng" text DEFAULT '' NOT NULL,
	"goal_4_text_ara" text DEFAULT '' NOT NULL,
	"goal_5_title_eng" text DEFAULT '' NOT NULL,
	"goal_5_title_ara" text DEFAULT '' NOT NULL,
	"goal_5_text_eng" text DEFAULT '' NOT NULL,
	"goal_5_text_ara" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_text_eng" text DEFAULT '' NOT NULL,
	"custom_text_ara" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"DESCRIPTION_ENG" text DEFAULT '' NOT NULL,
	"DESCRIPTION_ARA" text DEFAULT '' NOT NULL,
	"TARIFF_ENG" text DEFAULT '' NOT NULL,
	"TARIFF_ARA" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"news_date" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"meta_description_en" text DEFAULT '' NOT NULL,
	"meta_description_ar" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"DESCRIPTION_ENG" text DEFAULT '' NOT NULL,
	"DESCRIPTION_ARA" text DEFAULT '' NOT NULL,
	"TARIFF_ENG" text DEFAULT '' NOT NULL,
	"TARIFF_ARA" text DEFAULT '' NOT NULL,
	"TARIFF_FILE" text DEFAULT '' NOT NULL,
	"TARIFF_FILE_ARA" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_ara" text DEFAULT '' NOT NULL,
	"date_end" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"meta_description_en" text DEFAULT '' NOT NULL,
	"meta_description_ar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category","tab");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("news_date");