-- Issue 36: a database seeded before this release is corrected as a fresh one is seeded now.
-- Each statement changes only rows that still hold what the old seed wrote, so an editor's change
-- stays; on a fresh database the tables are empty here and the seed writes the new rows after.

-- 1. No link to a `.example` site, which can never load: the fictional sponsors, credential
-- partners and sample companies have no website (docs/decisions.md, "Seed links").
UPDATE "sponsors" SET "link" = '' WHERE "link" IN (
  'https://www.nabataea-bank.example',
  'https://www.redseabridge.example',
  'https://www.northern-industry.example',
  'https://www.olivebranch-insurance.example',
  'https://www.highlands-cargo.example',
  'https://www.zarqavalley-bank.example'
);
--> statement-breakpoint
UPDATE "sponsors" SET "link_ara" = '' WHERE "link_ara" IN (
  'https://www.nabataea-bank.example/ar',
  'https://www.redseabridge.example/ar',
  'https://www.northern-industry.example/ar',
  'https://www.olivebranch-insurance.example/ar',
  'https://www.highlands-cargo.example/ar',
  'https://www.zarqavalley-bank.example/ar'
);
--> statement-breakpoint
UPDATE "credentials" SET "link" = '' WHERE "link" IN (
  'https://www.gulf-retail-buyers.example',
  'https://www.saudi-food-importers.example',
  'https://www.med-testing-labs.example',
  'https://www.trade-training-council.example',
  'https://www.med-tpo-network.example',
  'https://www.iraqi-food-importers.example',
  'https://www.east-africa-buyers.example',
  'https://www.canadian-importers.example',
  'https://www.arab-trade-forum.example',
  'https://www.sea-halal-board.example',
  'https://www.bavarian-export-partners.example',
  'https://www.nordic-design-buyers.example',
  'https://www.quality-certification.example',
  'https://www.export-credit-advisers.example',
  'https://www.anatolian-textile-buyers.example',
  'https://www.specialty-food-guild.example',
  'https://www.agadir-exporters.example',
  'https://www.organic-standards-board.example',
  'https://www.sg-food-hub.example',
  'https://www.qatar-construction-importers.example',
  'https://www.arab-digital-trade-awards.example'
);
--> statement-breakpoint
-- The sample companies are those of the seed's owners, whose password hash no login accepts.
UPDATE "companies" SET "website_url" = ''
WHERE "website_url" LIKE 'www.%.example' AND "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '!seed-sample-owner:login-disabled');
--> statement-breakpoint
UPDATE "companies" SET "approved" = jsonb_set("approved", '{website_url}', '""')
WHERE "approved" ->> 'website_url' LIKE 'www.%.example' AND "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '!seed-sample-owner:login-disabled');
--> statement-breakpoint
UPDATE "products" SET "contacts" = ''
WHERE "contacts" LIKE 'https://www.%.example/contact'
  AND "company_id" IN (SELECT "id" FROM "companies" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '!seed-sample-owner:login-disabled'));
--> statement-breakpoint
UPDATE "products" SET "approved" = jsonb_set("approved", '{contacts}', '""')
WHERE "approved" ->> 'contacts' LIKE 'https://www.%.example/contact'
  AND "company_id" IN (SELECT "id" FROM "companies" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '!seed-sample-owner:login-disabled'));
--> statement-breakpoint
UPDATE "services" SET "contacts" = ''
WHERE "contacts" LIKE 'https://www.%.example/contact'
  AND "company_id" IN (SELECT "id" FROM "companies" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '!seed-sample-owner:login-disabled'));
--> statement-breakpoint
UPDATE "services" SET "approved" = jsonb_set("approved", '{contacts}', '""')
WHERE "approved" ->> 'contacts' LIKE 'https://www.%.example/contact'
  AND "company_id" IN (SELECT "id" FROM "companies" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" = '!seed-sample-owner:login-disabled'));
--> statement-breakpoint
-- 2. The top menu's "E-Services" leads to the portal's online services (/e-services): its entry,
-- as lib/db/seed/content/e-services.ts seeds it, unless the item is gone or the entry exists.
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT 41,
  11,
  1,
  200,
  'e-services',
  'الخدمات-الإلكترونية',
  '/e-services',
  '/ar/e-services',
  'Portal e-services',
  'خدمات البوابة الإلكترونية',
  'E-Services',
  'الخدمات الإلكترونية',
  'Enquiries, company registration, events and publications, online.',
  'الاستفسارات وتسجيل الشركات والفعاليات والمنشورات عبر الإنترنت.',
  'Everything the portal does for you, in one place',
  'كل ما تقدّمه لك البوابة في مكان واحد',
  '<p>Jordan Exports puts the services of JEDCO for exporters online. Send an enquiry to an export adviser, register your company to reach international buyers, join trade fairs and missions, and read the market studies and guides in the publications catalogue.</p>
<p>Most services need a free account, so that an adviser can answer you and follow your request. Each service below says whether you need to sign in.</p>',
  '<p>تتيح بوابة صادرات الأردن خدمات جيدكو للمصدّرين عبر الإنترنت: أرسل استفسارك إلى أحد مستشاري التصدير، وسجّل شركتك لتصل إلى المشترين الدوليين، وانضم إلى المعارض والبعثات التجارية، واطّلع على دراسات الأسواق والأدلة في كتالوج المنشورات.</p>
<p>تحتاج معظم الخدمات إلى حساب مجاني، ليتمكّن المستشار من الرد عليك ومتابعة طلبك. وتبيّن كل خدمة أدناه ما إذا كانت تتطلّب تسجيل الدخول.</p>',
  'e-services, online services, enquiries, company registration, events, publications, JEDCO',
  'الخدمات الإلكترونية, الخدمات عبر الإنترنت, الاستفسارات, تسجيل الشركات, الفعاليات, المنشورات, جيدكو',
  '/images/banners/exporters.svg',
  'The online services of Jordan Exports: enquiries, company registration, events and publications.',
  'الخدمات الإلكترونية لبوابة صادرات الأردن: الاستفسارات وتسجيل الشركات والفعاليات والمنشورات.',
  0
WHERE EXISTS (SELECT 1 FROM "menu_pages" WHERE "id" = 11)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The search index is built again at start-up (scripts/prepare-database.ts), with the new entry.
UPDATE "search_documents" SET "index_version" = 0;
