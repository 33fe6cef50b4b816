import type { NewMenuChild, NewMenuPage } from '@/lib/db/schema';
import { EXPORT_TOOLS_SLUG } from '@/lib/navigation/menu-links';

// Issue 45 "the tools in reach": the top menu's "Export tools" entry, whose pages lead to the
// portal's trade tools (each page a link: no content route of its own), and the footer's link to
// the alerts. The home page's "Export tools" block shows this entry's pages (features/home). Migration
// 0026 adds the same rows to a database seeded before it; editors change them in the menus console.

export const EXPORT_TOOLS_PAGE_ID = 20;

export const exportToolsPage: NewMenuPage = {
  id: EXPORT_TOOLS_PAGE_ID,
  menu_id: 1,
  title_eng: 'Export tools',
  title_ara: 'أدوات التصدير',
  url: EXPORT_TOOLS_SLUG,
  url_ara: 'أدوات-التصدير',
  link: null,
  link_ara: null,
  a_id: null,
  sort: 8,
};

type Tool = {
  id: number;
  path: string;
  url: string;
  url_ara: string;
  title: [en: string, ar: string];
  subtitle: [en: string, ar: string];
  keywords: [en: string, ar: string];
};

const TOOLS: readonly Tool[] = [
  {
    id: 110,
    path: '/hs-finder',
    url: 'hs-code-finder',
    url_ara: 'البحث-عن-رمز-النظام-المنسق',
    title: ['HS code finder', 'البحث عن رمز النظام المنسق'],
    subtitle: [
      'Find your product’s HS code from its name, in English or Arabic.',
      'اعرف رمز منتجك في النظام المنسق من اسمه بالعربية أو الإنجليزية.',
    ],
    keywords: ['HS code, harmonized system, tariff code', 'رمز النظام المنسق, البند الجمركي'],
  },
  {
    id: 111,
    path: '/market-access',
    url: 'market-access',
    url_ara: 'النفاذ-إلى-الأسواق',
    title: ['Market access', 'النفاذ إلى الأسواق'],
    subtitle: [
      'The duties and rules of origin for your product in a partner country.',
      'الرسوم الجمركية وقواعد المنشأ لمنتجك في بلد شريك.',
    ],
    keywords: [
      'market access, duties, rules of origin',
      'النفاذ إلى الأسواق, الرسوم الجمركية, قواعد المنشأ',
    ],
  },
  {
    id: 112,
    path: '/where-to-sell',
    url: 'where-to-sell',
    url_ara: 'أين-تبيع',
    title: ['Where to sell', 'أين تبيع'],
    subtitle: [
      'The markets that import your product most, and how fast they grow.',
      'الأسواق الأكثر استيراداً لمنتجك، وسرعة نموّها.',
    ],
    keywords: [
      'where to sell, target markets, trade flows',
      'أين تبيع, الأسواق المستهدفة, التدفقات التجارية',
    ],
  },
  {
    id: 113,
    path: '/trade-leads',
    url: 'trade-leads',
    url_ara: 'الفرص-التصديرية',
    title: ['Trade leads', 'الفرص التصديرية'],
    subtitle: [
      'Buyers and tenders abroad looking for Jordanian products.',
      'مشترون وعطاءات في الخارج يبحثون عن منتجات أردنية.',
    ],
    keywords: ['trade leads, tenders, buyers', 'الفرص التصديرية, العطاءات, المشترون'],
  },
  {
    id: 114,
    path: '/trade-barriers/register',
    url: 'trade-barrier-register',
    url_ara: 'سجل-العوائق-التجارية',
    title: ['Trade barrier register', 'سجل العوائق التجارية'],
    subtitle: [
      'The barriers exporters meet abroad, and where each one stands.',
      'العوائق التي يواجهها المصدّرون في الخارج، والمرحلة التي بلغها كل منها.',
    ],
    keywords: ['trade barriers, register', 'العوائق التجارية, السجل'],
  },
  {
    id: 115,
    path: '/alerts',
    url: 'e-mail-alerts',
    url_ara: 'التنبيهات-بالبريد-الإلكتروني',
    title: ['E-mail alerts', 'التنبيهات بالبريد الإلكتروني'],
    subtitle: [
      'Hear by e-mail about new leads, events and publications that match your choices.',
      'تلقَّ بالبريد الإلكتروني الفرص والفعاليات والمنشورات الجديدة التي تطابق اختياراتك.',
    ],
    keywords: ['alerts, e-mail, subscription', 'التنبيهات, البريد الإلكتروني, الاشتراك'],
  },
  {
    id: 116,
    path: '/open-data',
    url: 'open-data',
    url_ara: 'البيانات-المفتوحة',
    title: ['Open data', 'البيانات المفتوحة'],
    subtitle: [
      'The portal’s collections as open data and feeds, free to reuse.',
      'مجموعات بيانات البوابة وخلاصاتها مفتوحةً، لإعادة الاستخدام بحرية.',
    ],
    keywords: ['open data, feeds, API', 'البيانات المفتوحة, الخلاصات'],
  },
  {
    id: 117,
    path: '/screening',
    url: 'sanctions-screening',
    url_ara: 'التدقيق-في-قوائم-العقوبات',
    title: ['Sanctions screening', 'التدقيق في قوائم العقوبات'],
    subtitle: [
      'Check a buyer’s name against the sanctions lists, in Arabic or Latin letters.',
      'تحقّق من اسم المشتري في قوائم العقوبات، بالحروف العربية أو اللاتينية.',
    ],
    keywords: [
      'sanctions, screening, buyer check, UN list, OFAC',
      'العقوبات, التدقيق, التحقق من المشتري, قائمة الأمم المتحدة',
    ],
  },
  {
    // Issue 58: markets side by side for a product (its code box, then /compare-markets/{code}).
    id: 118,
    path: '/compare-markets',
    url: 'compare-markets',
    url_ara: 'مقارنة-الأسواق',
    title: ['Compare markets', 'مقارنة الأسواق'],
    subtitle: [
      'Up to six markets side by side for your product: demand, agreements, duties and tax.',
      'حتى ست أسواق جنباً إلى جنب لمنتجك: الطلب والاتفاقيات والرسوم والضريبة.',
    ],
    keywords: [
      'compare markets, market comparison, landed cost',
      'مقارنة الأسواق, الأسواق المستهدفة, الكلفة حتى الوصول',
    ],
  },
  {
    // Issue 58: what the goods will cost the buyer in one or several markets.
    id: 119,
    path: '/landed-cost',
    url: 'landed-cost',
    url_ara: 'الكلفة-حتى-الوصول',
    title: ['Landed cost', 'الكلفة حتى الوصول'],
    subtitle: [
      'What your goods will cost your buyer there: customs value, duty and VAT, in dinars.',
      'كم ستكلّف بضاعتك المشتري في سوقه: القيمة الجمركية والرسوم والضريبة، بالدينار.',
    ],
    keywords: [
      'landed cost, duty calculator, import VAT, customs value',
      'الكلفة حتى الوصول, حاسبة الرسوم, ضريبة الاستيراد, القيمة الجمركية',
    ],
  },
];

/** A page that leads to one of our tools: its texts are the menus', the home block's and search's. */
function toolChild(
  tool: Tool,
  place: { id: number; page_id: number; menu_id: number; sort: number },
): NewMenuChild {
  const [titleEn, titleAr] = tool.title;
  const [subtitleEn, subtitleAr] = tool.subtitle;
  return {
    ...place,
    a_id: null,
    url: tool.url,
    url_ara: tool.url_ara,
    link: tool.path,
    link_ara: `/ar${tool.path}`,
    nav_title_eng: titleEn,
    nav_title_ara: titleAr,
    title_eng: titleEn,
    title_ara: titleAr,
    subtitle_eng: subtitleEn,
    subtitle_ara: subtitleAr,
    sub_subtitle_eng: '',
    sub_subtitle_ara: '',
    content_eng: `<p>${subtitleEn}</p>`,
    content_ara: `<p>${subtitleAr}</p>`,
    keywords: tool.keywords[0],
    keywords_ara: tool.keywords[1],
    image: '/images/banners/trade.svg',
    meta_description_en: subtitleEn,
    meta_description_ar: subtitleAr,
  };
}

export const exportToolsChildren: NewMenuChild[] = TOOLS.map((tool, index) =>
  toolChild(tool, { id: tool.id, page_id: EXPORT_TOOLS_PAGE_ID, menu_id: 1, sort: index + 1 }),
);

/** The footer's "Services" column (page 2 of menu 3) ends with the alerts (a slug of its own). */
export const footerAlertsChild: NewMenuChild = {
  ...toolChild(
    TOOLS.find((tool) => tool.path === '/alerts')!,
    {
      id: 64,
      page_id: 2,
      menu_id: 3,
      sort: 5,
    },
  ),
  url: 'alerts',
  url_ara: 'التنبيهات',
};
