import type { tradeBarriers, tradeBarrierUpdates } from '../schema';

import { EU_BLOC_ID } from './country-blocs';

// Issue 39 part 3: the public register of trade barriers' first entries. The measures are public
// (SFDA's registration of food establishments, the EU's maximum residue levels, Iraq's conformity
// certificates, Egypt's Decree 43 of 2016, Algeria's import licences, the UAE's labelling rules);
// what the entries say of Jordanian exporters, and every date, are samples, and each summary says
// so. Seeded entries were prepared and approved by no one the portal knows (prepared_by and
// approved_by null).

const SAMPLE_EN = ' (Sample entry: the dates and the exporters’ figures are illustrative.)';
const SAMPLE_AR = ' (قيد تجريبي: التواريخ وأرقام المصدرين للتوضيح فقط.)';

type Entry = typeof tradeBarriers.$inferInsert;
type Update = typeof tradeBarrierUpdates.$inferInsert;

const published = (day: string) => ({
  publication: 'published' as const,
  published_at: `${day}T09:00:00Z`,
});

export const tradeBarriersSeed: Entry[] = [
  {
    id: 1,
    title_eng: 'Saudi Arabia: SFDA registration of food products and their factories',
    title_ara: 'السعودية: تسجيل المنتجات الغذائية ومصانعها لدى الهيئة العامة للغذاء والدواء',
    summary_eng:
      'Jordanian processed foods (cheeses, sauces, biscuits) must be registered with the Saudi Food and Drug Authority, and the producing factory listed, before a shipment clears customs. Exporters report months of waiting and repeated requests for documents already sent.' +
      SAMPLE_EN,
    summary_ara:
      'يجب تسجيل الأغذية المصنعة الأردنية (الأجبان والصلصات والبسكويت) لدى الهيئة العامة للغذاء والدواء السعودية، وإدراج المصنع المنتج، قبل تخليص الشحنة. ويشير المصدرون إلى انتظار يمتد أشهرًا وطلبات متكررة لوثائق سبق تقديمها.' +
      SAMPLE_AR,
    country_id: 682,
    industry_id: 3,
    barrier_type_id: 7,
    hs_codes: ['0406', '2103', '1905'],
    status: 'open',
    status_date: '2026-03-15',
    ...published('2026-03-20'),
  },
  {
    id: 2,
    title_eng: 'European Union: maximum residue levels of pesticides on fresh vegetables',
    title_ara: 'الاتحاد الأوروبي: الحدود القصوى لبقايا المبيدات في الخضار الطازجة',
    summary_eng:
      'Consignments of Jordanian tomatoes and peppers entering the EU through the Netherlands were held after checks against the EU’s maximum residue levels (Regulation (EC) No 396/2005), some of them lowered for substances Jordanian growers still use.' +
      SAMPLE_EN,
    summary_ara:
      'احتُجزت شحنات من البندورة والفلفل الأردني الداخلة إلى الاتحاد الأوروبي عبر هولندا بعد فحصها وفق الحدود القصوى لبقايا المبيدات في الاتحاد (اللائحة رقم ٣٩٦/٢٠٠٥)، وقد خُفّض بعضها لمواد ما زال المزارعون الأردنيون يستخدمونها.' +
      SAMPLE_AR,
    // Issue 45: a measure of the EU, filed under the bloc (shown for each member's filter).
    country_id: null,
    bloc_id: EU_BLOC_ID,
    industry_id: 4,
    barrier_type_id: 4,
    hs_codes: ['0702', '070960'],
    status: 'resolved_in_part',
    status_date: '2026-06-02',
    ...published('2026-02-10'),
  },
  {
    id: 3,
    title_eng: 'Iraq: certificate of conformity for electrical cables',
    title_ara: 'العراق: شهادة المطابقة للكابلات الكهربائية',
    summary_eng:
      'Electrical cables shipped to Iraq need a certificate of conformity issued before shipment by an inspection body Iraq’s Central Organization for Standardization and Quality Control approves. Tests already made in Jordan are not recognised, so cables are tested twice.' +
      SAMPLE_EN,
    summary_ara:
      'تحتاج الكابلات الكهربائية المصدّرة إلى العراق إلى شهادة مطابقة تصدر قبل الشحن من جهة فحص يعتمدها الجهاز المركزي للتقييس والسيطرة النوعية. ولا يُعترف بالفحوص التي أُجريت في الأردن، فتُفحص الكابلات مرتين.' +
      SAMPLE_AR,
    country_id: 368,
    industry_id: 6,
    barrier_type_id: 3,
    hs_codes: ['8544'],
    status: 'open',
    status_date: '2026-05-11',
    ...published('2026-05-12'),
  },
  {
    id: 4,
    title_eng: 'Egypt: registration of foreign factories (Decree 43 of 2016)',
    title_ara: 'مصر: تسجيل المصانع الأجنبية (القرار رقم ٤٣ لسنة ٢٠١٦)',
    summary_eng:
      'Ministerial Decree 43 of 2016 requires the factories and trademark owners of listed goods (among them cosmetics, detergents and some foods) to be registered with Egypt’s General Organization for Export and Import Control before their goods may be imported.' +
      SAMPLE_EN,
    summary_ara:
      'يشترط القرار الوزاري رقم ٤٣ لسنة ٢٠١٦ تسجيل المصانع ومالكي العلامات التجارية لسلع محددة (منها مستحضرات التجميل والمنظفات وبعض الأغذية) لدى الهيئة العامة للرقابة على الصادرات والواردات المصرية قبل السماح باستيرادها.' +
      SAMPLE_AR,
    country_id: 818,
    industry_id: null,
    barrier_type_id: 5,
    hs_codes: ['3304', '3402'],
    status: 'open',
    status_date: '2026-01-20',
    ...published('2026-01-25'),
  },
  {
    id: 5,
    title_eng: 'Algeria: import licences and goods suspended from import',
    title_ara: 'الجزائر: رخص الاستيراد والسلع الموقوف استيرادها',
    summary_eng:
      'Algeria has required import licences for many goods and has suspended the import of others that are produced locally. Jordanian pharmaceutical exporters report orders cancelled while licences were awaited.' +
      SAMPLE_EN,
    summary_ara:
      'اشترطت الجزائر رخص استيراد لكثير من السلع وأوقفت استيراد سلع أخرى تُنتج محليًا. ويشير مصدرو الأدوية الأردنيون إلى إلغاء طلبيات أثناء انتظار الرخص.' +
      SAMPLE_AR,
    country_id: 12,
    industry_id: 1,
    barrier_type_id: 5,
    hs_codes: ['3004'],
    status: 'resolved_in_part',
    status_date: '2026-07-01',
    ...published('2025-11-30'),
  },
  {
    id: 6,
    title_eng: 'United Arab Emirates: Arabic labels on Dead Sea cosmetics',
    title_ara: 'الإمارات العربية المتحدة: البطاقات العربية على مستحضرات البحر الميت',
    summary_eng:
      'Shipments of Dead Sea cosmetics were held because stickers with the Arabic text were not accepted in place of printed Arabic labels. After the Jordanian side raised it, stickers meeting the standard are accepted.' +
      SAMPLE_EN,
    summary_ara:
      'احتُجزت شحنات من مستحضرات البحر الميت لعدم قبول الملصقات التي تحمل النص العربي بدلًا من البطاقات العربية المطبوعة. وبعد أن أثار الجانب الأردني المسألة، أصبحت الملصقات المطابقة للمواصفة مقبولة.' +
      SAMPLE_AR,
    country_id: 784,
    industry_id: 12,
    barrier_type_id: 3,
    hs_codes: ['3304'],
    status: 'resolved',
    status_date: '2026-04-08',
    ...published('2025-12-15'),
  },
];

export const tradeBarrierUpdatesSeed: Update[] = [
  {
    id: 1,
    barrier_id: 1,
    date: '2026-03-15',
    text_eng: 'Reported by exporters of dairy products; raised with the Saudi side.',
    text_ara: 'أبلغ عنه مصدرو منتجات الألبان، وأُثير مع الجانب السعودي.',
  },
  {
    id: 2,
    barrier_id: 1,
    date: '2026-06-20',
    text_eng: 'A workshop on the SFDA’s registration steps was held for food exporters in Amman.',
    text_ara: 'عُقدت في عمّان ورشة عمل لمصدري الأغذية حول خطوات التسجيل لدى الهيئة.',
  },
  {
    id: 3,
    barrier_id: 2,
    date: '2026-02-10',
    text_eng: 'Growers were sent the EU’s current residue limits for their crops.',
    text_ara: 'أُرسلت إلى المزارعين الحدود الحالية للبقايا المعتمدة في الاتحاد الأوروبي لمحاصيلهم.',
  },
  {
    id: 4,
    barrier_id: 2,
    date: '2026-06-02',
    text_eng: 'Pre-export residue testing in Jordan now covers tomatoes; peppers are still held.',
    text_ara: 'أصبح فحص البقايا قبل التصدير في الأردن يشمل البندورة، وما زال الفلفل يُحتجز.',
  },
  {
    id: 5,
    barrier_id: 3,
    date: '2026-05-11',
    text_eng: 'Raised in the Jordanian–Iraqi joint committee.',
    text_ara: 'أُثير في اللجنة الأردنية العراقية المشتركة.',
  },
  {
    id: 6,
    barrier_id: 4,
    date: '2026-01-20',
    text_eng: 'Exporters were guided through the registration file; several factories are listed.',
    text_ara: 'جرى إرشاد المصدرين إلى ملف التسجيل، وأُدرجت عدة مصانع.',
  },
  {
    id: 7,
    barrier_id: 5,
    date: '2026-07-01',
    text_eng: 'Licences are again issued for medicines not made in Algeria.',
    text_ara: 'عاد إصدار الرخص للأدوية التي لا تُصنع في الجزائر.',
  },
  {
    id: 8,
    barrier_id: 6,
    date: '2026-04-08',
    text_eng: 'Resolved: stickers meeting the labelling standard are accepted.',
    text_ara: 'حُلّ: أصبحت الملصقات المطابقة لمواصفة البطاقة مقبولة.',
  },
];
