-- Issue 58: the top menu's "Export tools" entry gets the landed cost as its tenth page, as
-- lib/db/seed/content/export-tools.ts seeds it, on a database seeded before; added only when the
-- entry is there and the page missing (a fresh database's menus are empty here: the seed writes
-- them). An id an editor has taken already gives way to the next free one.
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 119) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 119 END,
  parent."id", 1, NULL,
  'landed-cost',
  'الكلفة-حتى-الوصول',
  '/landed-cost',
  '/ar/landed-cost',
  'Landed cost',
  'الكلفة حتى الوصول',
  'Landed cost',
  'الكلفة حتى الوصول',
  'What your goods will cost your buyer there: customs value, duty and VAT, in dinars.',
  'كم ستكلّف بضاعتك المشتري في سوقه: القيمة الجمركية والرسوم والضريبة، بالدينار.',
  '',
  '',
  '<p>What your goods will cost your buyer there: customs value, duty and VAT, in dinars.</p>',
  '<p>كم ستكلّف بضاعتك المشتري في سوقه: القيمة الجمركية والرسوم والضريبة، بالدينار.</p>',
  'landed cost, duty calculator, import VAT, customs value',
  'الكلفة حتى الوصول, حاسبة الرسوم, ضريبة الاستيراد, القيمة الجمركية',
  '/images/banners/trade.svg',
  'What your goods will cost your buyer there: customs value, duty and VAT, in dinars.',
  'كم ستكلّف بضاعتك المشتري في سوقه: القيمة الجمركية والرسوم والضريبة، بالدينار.',
  10
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/landed-cost');
