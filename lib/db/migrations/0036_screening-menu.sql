-- Issue 47: the top menu's "Export tools" entry gets the sanctions screening as its eighth page, as
-- lib/db/seed/content/export-tools.ts seeds it, on a database seeded before; added only when the
-- entry is there and the page missing (a fresh database's menus are empty here: the seed writes
-- them). An id an editor has taken already gives way to the next free one.
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 117) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 117 END,
  parent."id", 1, NULL,
  'sanctions-screening',
  'التدقيق-في-قوائم-العقوبات',
  '/screening',
  '/ar/screening',
  'Sanctions screening',
  'التدقيق في قوائم العقوبات',
  'Sanctions screening',
  'التدقيق في قوائم العقوبات',
  'Check a buyer’s name against the sanctions lists, in Arabic or Latin letters.',
  'تحقّق من اسم المشتري في قوائم العقوبات، بالحروف العربية أو اللاتينية.',
  '',
  '',
  '<p>Check a buyer’s name against the sanctions lists, in Arabic or Latin letters.</p>',
  '<p>تحقّق من اسم المشتري في قوائم العقوبات، بالحروف العربية أو اللاتينية.</p>',
  'sanctions, screening, buyer check, UN list, OFAC',
  'العقوبات, التدقيق, التحقق من المشتري, قائمة الأمم المتحدة',
  '/images/banners/trade.svg',
  'Check a buyer’s name against the sanctions lists, in Arabic or Latin letters.',
  'تحقّق من اسم المشتري في قوائم العقوبات، بالحروف العربية أو اللاتينية.',
  8
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/screening');
