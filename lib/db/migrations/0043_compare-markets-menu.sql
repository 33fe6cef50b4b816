-- Issue 58: the top menu's "Export tools" entry gets the market comparison as its ninth page, as
-- lib/db/seed/content/export-tools.ts seeds it, on a database seeded before; added only when the
-- entry is there and the page missing (a fresh database's menus are empty here: the seed writes
-- them). An id an editor has taken already gives way to the next free one.
INSERT INTO "menu_children" ("id", "page_id", "menu_id", "a_id", "url", "url_ara", "link", "link_ara", "nav_title_eng", "nav_title_ara", "title_eng", "title_ara", "subtitle_eng", "subtitle_ara", "sub_subtitle_eng", "sub_subtitle_ara", "content_eng", "content_ara", "keywords", "keywords_ara", "image", "meta_description_en", "meta_description_ar", "sort")
SELECT CASE WHEN EXISTS (SELECT 1 FROM "menu_children" WHERE "id" = 118) THEN (SELECT max("id") + 1 FROM "menu_children") ELSE 118 END,
  parent."id", 1, NULL,
  'compare-markets',
  'مقارنة-الأسواق',
  '/compare-markets',
  '/ar/compare-markets',
  'Compare markets',
  'مقارنة الأسواق',
  'Compare markets',
  'مقارنة الأسواق',
  'Up to six markets side by side for your product: demand, agreements, duties and tax.',
  'حتى ست أسواق جنباً إلى جنب لمنتجك: الطلب والاتفاقيات والرسوم والضريبة.',
  '',
  '',
  '<p>Up to six markets side by side for your product: demand, agreements, duties and tax.</p>',
  '<p>حتى ست أسواق جنباً إلى جنب لمنتجك: الطلب والاتفاقيات والرسوم والضريبة.</p>',
  'compare markets, market comparison, landed cost',
  'مقارنة الأسواق, الأسواق المستهدفة, الكلفة حتى الوصول',
  '/images/banners/trade.svg',
  'Up to six markets side by side for your product: demand, agreements, duties and tax.',
  'حتى ست أسواق جنباً إلى جنب لمنتجك: الطلب والاتفاقيات والرسوم والضريبة.',
  9
FROM (SELECT "id" FROM "menu_pages" WHERE "menu_id" = 1 AND "url" = 'export-tools' ORDER BY "id" LIMIT 1) AS parent
WHERE NOT EXISTS (SELECT 1 FROM "menu_children" WHERE "menu_id" = 1 AND "page_id" = parent."id" AND "link" = '/compare-markets');
