-- Issue 45 "the tools in reach": a database seeded before this release gets the top menu's
-- "Export tools" entry with its pages and the footer's link to the alerts, as
-- lib/db/seed/content/export-tools.ts seeds them. Each row is added only when it is missing, so the
-- migration can run again without a copy; on a fresh database the menus are empty here and the
-- seed writes the rows after. An id an editor has taken already gives way to the next free one.
INSERT INTO "menu_pages" ("id", "menu_id", "title_eng", "title_ara", "link", "link_ara", "url", "url_ara", "a_id", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_pages" WHERE "id" = 20) THEN (SELECT max("id") + 1 FROM "menu_pages") ELSE 20 END,
  1, 'Export tools', 'أدوات التصدير', NULL, NULL, 'export-tools', 'أدوات-التصدير', NULL, 8
WHERE EXISTS (SELECT 1 FROM "menu_pages" WHERE "menu_id" = 1)
  AND NOT EXISTS (SELECT 1 FROM "menu_pages" WHERE "url" = 'export-tools');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 110) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 110 END,
  parent."id", 1, NULL,
  'hs-code-finder',
  'البحث-عن-رمز-النظام-المنسق',
  '/hs-finder',
  '/ar/hs-finder',
  'HS code finder',
  'البحث عن رمز النظام المنسق',
  'HS code finder',
  'البحث عن رمز النظام المنسق',
  'Find your product’s HS code from its name, in English or Arabic.',
  'اعرف رمز منتجك في النظام المنسق من اسمه بالعربية أو الإنجليزية.',
  '',
  '',
  '<p>Find your product’s HS code from its name, in English or Arabic.</p>',
  '<p>اعرف رمز منتجك في النظام المنسق من اسمه بالعربية أو الإنجليزية.</p>',
  'HS code, harmonized system, tariff code',
  'رمز النظام المنسق, البند الجمركي',
  '/images/banners/trade.svg',
  'Find your product’s HS code from its name, in English or Arabic.',
  'اعرف رمز منتجك في النظام المنسق من اسمه بالعربية أو الإنجليزية.',
  1
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/hs-finder');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 111) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 111 END,
  parent."id", 1, NULL,
  'market-access',
  'النفاذ-إلى-الأسواق',
  '/market-access',
  '/ar/market-access',
  'Market access',
  'النفاذ إلى الأسواق',
  'Market access',
  'النفاذ إلى الأسواق',
  'The duties and rules of origin for your product in a partner country.',
  'الرسوم الجمركية وقواعد المنشأ لمنتجك في بلد شريك.',
  '',
  '',
  '<p>The duties and rules of origin for your product in a partner country.</p>',
  '<p>الرسوم الجمركية وقواعد المنشأ لمنتجك في بلد شريك.</p>',
  'market access, duties, rules of origin',
  'النفاذ إلى الأسواق, الرسوم الجمركية, قواعد المنشأ',
  '/images/banners/trade.svg',
  'The duties and rules of origin for your product in a partner country.',
  'الرسوم الجمركية وقواعد المنشأ لمنتجك في بلد شريك.',
  2
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/market-access');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 112) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 112 END,
  parent."id", 1, NULL,
  'where-to-sell',
  'أين-تبيع',
  '/where-to-sell',
  '/ar/where-to-sell',
  'Where to sell',
  'أين تبيع',
  'Where to sell',
  'أين تبيع',
  'The markets that import your product most, and how fast they grow.',
  'الأسواق الأكثر استيراداً لمنتجك، وسرعة نموّها.',
  '',
  '',
  '<p>The markets that import your product most, and how fast they grow.</p>',
  '<p>الأسواق الأكثر استيراداً لمنتجك، وسرعة نموّها.</p>',
  'where to sell, target markets, trade flows',
  'أين تبيع, الأسواق المستهدفة, التدفقات التجارية',
  '/images/banners/trade.svg',
  'The markets that import your product most, and how fast they grow.',
  'الأسواق الأكثر استيراداً لمنتجك، وسرعة نموّها.',
  3
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/where-to-sell');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 113) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 113 END,
  parent."id", 1, NULL,
  'trade-leads',
  'الفرص-التصديرية',
  '/trade-leads',
  '/ar/trade-leads',
  'Trade leads',
  'الفرص التصديرية',
  'Trade leads',
  'الفرص التصديرية',
  'Buyers and tenders abroad looking for Jordanian products.',
  'مشترون وعطاءات في الخارج يبحثون عن منتجات أردنية.',
  '',
  '',
  '<p>Buyers and tenders abroad looking for Jordanian products.</p>',
  '<p>مشترون وعطاءات في الخارج يبحثون عن منتجات أردنية.</p>',
  'trade leads, tenders, buyers',
  'الفرص التصديرية, العطاءات, المشترون',
  '/images/banners/trade.svg',
  'Buyers and tenders abroad looking for Jordanian products.',
  'مشترون وعطاءات في الخارج يبحثون عن منتجات أردنية.',
  4
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/trade-leads');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 114) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 114 END,
  parent."id", 1, NULL,
  'trade-barrier-register',
  'سجل-العوائق-التجارية',
  '/trade-barriers/register',
  '/ar/trade-barriers/register',
  'Trade barrier register',
  'سجل العوائق التجارية',
  'Trade barrier register',
  'سجل العوائق التجارية',
  'The barriers exporters meet abroad, and where each one stands.',
  'العوائق التي يواجهها المصدّرون في الخارج، والمرحلة التي بلغها كل منها.',
  '',
  '',
  '<p>The barriers exporters meet abroad, and where each one stands.</p>',
  '<p>العوائق التي يواجهها المصدّرون في الخارج، والمرحلة التي بلغها كل منها.</p>',
  'trade barriers, register',
  'العوائق التجارية, السجل',
  '/images/banners/trade.svg',
  'The barriers exporters meet abroad, and where each one stands.',
  'العوائق التي يواجهها المصدّرون في الخارج، والمرحلة التي بلغها كل منها.',
  5
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/trade-barriers/register');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 115) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 115 END,
  parent."id", 1, NULL,
  'e-mail-alerts',
  'التنبيهات-بالبريد-الإلكتروني',
  '/alerts',
  '/ar/alerts',
  'E-mail alerts',
  'التنبيهات بالبريد الإلكتروني',
  'E-mail alerts',
  'التنبيهات بالبريد الإلكتروني',
  'Hear by e-mail about new leads, events and publications that match your choices.',
  'تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.',
  '',
  '',
  '<p>Hear by e-mail about new leads, events and publications that match your choices.</p>',
  '<p>تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.</p>',
  'alerts, e-mail, subscription',
  'التنبيهات, البريد الإلكتروني, الاشتراك',
  '/images/banners/trade.svg',
  'Hear by e-mail about new leads, events and publications that match your choices.',
  'تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.',
  6
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/alerts');
--> statement-breakpoint
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 116) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 116 END,
  parent."id", 1, NULL,
  'open-data',
  'البيانات-المفتوحة',
  '/open-data',
  '/ar/open-data',
  'Open data',
  'البيانات المفتوحة',
  'Open data',
  'البيانات المفتوحة',
  'The portal’s collections as open data and feeds, free to reuse.',
  'مجموعات بيانات البوابة وخلاصاتها مفتوحةً، لإعادة الاستخدام بحرية.',
  '',
  '',
  '<p>The portal’s collections as open data and feeds, free to reuse.</p>',
  '<p>مجموعات بيانات البوابة وخلاصاتها مفتوحةً، لإعادة الاستخدام بحرية.</p>',
  'open data, feeds, API',
  'البيانات المفتوحة, الخلاصات',
  '/images/banners/trade.svg',
  'The portal’s collections as open data and feeds, free to reuse.',
  'مجموعات بيانات البوابة وخلاصاتها مفتوحةً، لإعادة الاستخدام بحرية.',
  7
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/open-data');
--> statement-breakpoint
-- The footer's "Services" column (page 2) ends with the alerts, unless the footer links to them.
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 64) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 64 END,
  parent."id", 3, NULL,
  'alerts',
  'التنبيهات',
  '/alerts',
  '/ar/alerts',
  'E-mail alerts',
  'التنبيهات بالبريد الإلكتروني',
  'E-mail alerts',
  'التنبيهات بالبريد الإلكتروني',
  'Hear by e-mail about new leads, events and publications that match your choices.',
  'تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.',
  '',
  '',
  '<p>Hear by e-mail about new leads, events and publications that match your choices.</p>',
  '<p>تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.</p>',
  'alerts, e-mail, subscription',
  'التنبيهات, البريد الإلكتروني, الاشتراك',
  '/images/banners/trade.svg',
  'Hear by e-mail about new leads, events and publications that match your choices.',
  'تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.',
  5
FROM (SELECT "id" FROM "menu_pages" WHERE "id" = 2 AND "menu_id" = 3) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 3 AND "link" = '/alerts');
--> statement-breakpoint
-- The search index is built again at start-up (scripts/prepare-database.ts), with the new pages.
UPDATE "search_documents" SET "index_version" = 0;
