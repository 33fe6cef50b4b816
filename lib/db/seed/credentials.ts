import type { credentials, credentialTypes } from '@/lib/db/schema';

import { addDays } from './events/seed-days';

// Issue 27 "Credentials" (docs/decisions/credentials-and-agreements.md): the agency's credentials, the memoranda of
// understanding, cooperation agreements, mutual recognition arrangements, accreditations,
// memberships and awards that JEDCO holds with partner bodies abroad. The types are the agency's;
// the credentials are SAMPLE records: their partner bodies are fictional, as the seed companies
// are, so none has a website (issue 36: no link that can never load). Two are dated a few days
// before the seeding day, so the list shows what "recent" looks like.

export const credentialTypesSeed: (typeof credentialTypes.$inferInsert)[] = [
  { id: 1, name_eng: 'Memorandum of understanding', name_ara: 'مذكرة تفاهم' },
  { id: 2, name_eng: 'Cooperation agreement', name_ara: 'اتفاقية تعاون' },
  { id: 3, name_eng: 'Mutual recognition arrangement', name_ara: 'ترتيب اعتراف متبادل' },
  { id: 4, name_eng: 'Accreditation', name_ara: 'اعتماد' },
  { id: 5, name_eng: 'Membership', name_ara: 'عضوية' },
  { id: 6, name_eng: 'Award', name_ara: 'جائزة' },
];

/** A date this many days before the seeding day (the two credentials shown as recent). */
const daysAgo = (days: number) => ({ daysAgo: days });

type Row = typeof credentials.$inferInsert & { id: number };

/** [id, type, country (ISO numeric), date, status, names, issuer, description] */
type Entry = [
  id: number,
  type: number,
  country: number,
  date: string | { daysAgo: number },
  status: number,
  name: [eng: string, ara: string],
  issuer: [eng: string, ara: string],
  description: [eng: string, ara: string],
];

// prettier-ignore
const ENTRIES: Entry[] = [
  [1, 1, 784, '2024-03-12', 1,
    ['Memorandum of understanding on buyer matchmaking with the Gulf Retail Buyers Forum', 'مذكرة تفاهم بشأن المواءمة مع المشترين مع منتدى مشتري التجزئة الخليجي'],
    ['Gulf Retail Buyers Forum', 'منتدى مشتري التجزئة الخليجي'],
    ['The forum refers retail chains looking for Jordanian food, cosmetics and household products to JEDCO, which arranges business-to-business meetings with qualified exporters.', 'يحيل المنتدى سلاسل التجزئة الباحثة عن المنتجات الأردنية الغذائية ومستحضرات التجميل والأدوات المنزلية إلى جيدكو، التي ترتّب لقاءات ثنائية مع المصدّرين المؤهلين.']],
  [2, 2, 682, '2023-11-05', 1,
    ['Cooperation agreement on trade missions with the Saudi Food Importers Council', 'اتفاقية تعاون بشأن البعثات التجارية مع مجلس مستوردي الأغذية السعودي'],
    ['Saudi Food Importers Council', 'مجلس مستوردي الأغذية السعودي'],
    ['Two trade missions a year of Jordanian food producers to Riyadh and Jeddah, with buyer lists prepared by the council.', 'بعثتان تجاريتان سنوياً لمنتجي الأغذية الأردنيين إلى الرياض وجدة، مع قوائم مشترين يعدّها المجلس.']],
  [3, 3, 380, '2022-06-20', 1,
    ['Mutual recognition of test reports with the Mediterranean Testing Laboratories Network', 'الاعتراف المتبادل بتقارير الفحص مع شبكة مختبرات الفحص المتوسطية'],
    ['Mediterranean Testing Laboratories Network', 'شبكة مختبرات الفحص المتوسطية'],
    ['Test reports of the network’s member laboratories on olive oil and processed vegetables are accepted by the partner laboratories, sparing exporters a second test.', 'تُقبل تقارير الفحص الصادرة عن مختبرات الشبكة الأعضاء لزيت الزيتون والخضار المصنّعة لدى المختبرات الشريكة، ما يُغني المصدّرين عن إعادة الفحص.']],
  [4, 4, 56, '2023-02-14', 1,
    ['Accreditation of the export readiness training programme', 'اعتماد برنامج التدريب على الجاهزية التصديرية'],
    ['European Trade Training Accreditation Council', 'المجلس الأوروبي لاعتماد التدريب التجاري'],
    ['The council accredits JEDCO’s twelve-week export readiness programme for small and medium-sized enterprises, whose graduates receive a recognised certificate.', 'يعتمد المجلس برنامج جيدكو للجاهزية التصديرية للمشاريع الصغيرة والمتوسطة ومدته اثنا عشر أسبوعاً، ويحصل خرّيجوه على شهادة معترف بها.']],
  [5, 5, 724, '2019-09-10', 1,
    ['Membership of the Mediterranean Network of Trade Promotion Organisations', 'عضوية الشبكة المتوسطية لمؤسسات ترويج التجارة'],
    ['Mediterranean Network of Trade Promotion Organisations', 'الشبكة المتوسطية لمؤسسات ترويج التجارة'],
    ['Membership gives Jordanian exporters access to the network’s joint pavilions at regional trade fairs and its shared market studies.', 'تتيح العضوية للمصدّرين الأردنيين المشاركة في الأجنحة المشتركة للشبكة في المعارض الإقليمية والاستفادة من دراساتها السوقية المشتركة.']],
  [6, 1, 368, '2024-06-18', 1,
    ['Memorandum of understanding with the Iraqi Federation of Food Importers', 'مذكرة تفاهم مع الاتحاد العراقي لمستوردي الأغذية'],
    ['Iraqi Federation of Food Importers', 'الاتحاد العراقي لمستوردي الأغذية'],
    ['Exchange of buyer and supplier lists, joint exhibitions in Baghdad and Erbil, and a contact point for questions on registration and labelling.', 'تبادل قوائم المشترين والموردين، وتنظيم معارض مشتركة في بغداد وأربيل، وتحديد جهة اتصال للاستفسارات المتعلقة بالتسجيل والبطاقة البيانية.']],
  [7, 2, 404, '2021-04-22', 0,
    ['Cooperation agreement with the East African Buyers Alliance', 'اتفاقية تعاون مع تحالف المشترين في شرق أفريقيا'],
    ['East African Buyers Alliance', 'تحالف المشترين في شرق أفريقيا'],
    ['A three-year programme of virtual matchmaking sessions for Jordanian pharmaceutical and chemical exporters, completed in 2024.', 'برنامج مدته ثلاث سنوات لجلسات مواءمة افتراضية لمصدّري الأدوية والكيماويات الأردنيين، اكتمل عام ٢٠٢٤.']],
  [8, 1, 124, '2022-10-03', 1,
    ['Memorandum of understanding with the Canadian Importers Exchange', 'مذكرة تفاهم مع منصة المستوردين الكندية'],
    ['Canadian Importers Exchange', 'منصة المستوردين الكندية'],
    ['Promotion of the Canada–Jordan Free Trade Agreement among Canadian importers, with webinars on Jordanian food and apparel suppliers.', 'الترويج لاتفاقية التجارة الحرة بين الأردن وكندا لدى المستوردين الكنديين، مع ندوات إلكترونية عن الموردين الأردنيين في قطاعي الأغذية والألبسة.']],
  [9, 6, 818, '2023-12-07', 1,
    ['Excellence in Export Development Award', 'جائزة التميّز في تنمية الصادرات'],
    ['Arab Trade Promotion Forum', 'المنتدى العربي لترويج التجارة'],
    ['Awarded to JEDCO for its programme of export coaching for women-led enterprises.', 'مُنحت لجيدكو عن برنامجها للإرشاد التصديري للمشاريع التي تقودها نساء.']],
  [10, 3, 458, '2024-01-25', 1,
    ['Mutual recognition of halal certificates with the South-East Asia Halal Assurance Board', 'الاعتراف المتبادل بشهادات الحلال مع مجلس ضمان الحلال في جنوب شرق آسيا'],
    ['South-East Asia Halal Assurance Board', 'مجلس ضمان الحلال في جنوب شرق آسيا'],
    ['Halal certificates issued in Jordan under the arrangement are accepted by the board’s member certifiers for meat, dairy and confectionery products.', 'تُقبل شهادات الحلال الصادرة في الأردن بموجب الترتيب لدى جهات المنح الأعضاء في المجلس لمنتجات اللحوم والألبان والحلويات.']],
  [11, 1, 276, '2020-05-14', 0,
    ['Memorandum of understanding with the Bavarian Export Partners Network', 'مذكرة تفاهم مع شبكة شركاء التصدير في بافاريا'],
    ['Bavarian Export Partners Network', 'شبكة شركاء التصدير في بافاريا'],
    ['Coaching of Jordanian engineering and packaging firms for the German market; the memorandum ended in 2023.', 'إرشاد شركات الهندسة والتغليف الأردنية لدخول السوق الألمانية؛ انتهت المذكرة عام ٢٠٢٣.']],
  [12, 2, 752, '2024-09-30', 0,
    ['Cooperation agreement with the Nordic Design and Furniture Buyers Association', 'اتفاقية تعاون مع رابطة مشتري التصميم والأثاث في الشمال الأوروبي'],
    ['Nordic Design and Furniture Buyers Association', 'رابطة مشتري التصميم والأثاث في الشمال الأوروبي'],
    ['Product development workshops and a showcase of Jordanian furniture and home textiles at the association’s 2025 spring fair; the one-year programme has ended.', 'ورش لتطوير المنتجات، وعرض للأثاث والمنسوجات المنزلية الأردنية في المعرض الربيعي للرابطة لعام ٢٠٢٥؛ وقد انتهى البرنامج الممتد لعام واحد.']],
  [13, 4, 826, '2021-08-16', 0,
    ['Quality management certification of the export support services', 'شهادة إدارة الجودة لخدمات دعم التصدير'],
    ['International Quality Certification Services', 'الخدمات الدولية لشهادات الجودة'],
    ['Certification of the quality management system of JEDCO’s export support services; replaced by a new certificate.', 'شهادة نظام إدارة الجودة لخدمات دعم التصدير في جيدكو؛ حلّت محلها شهادة جديدة.']],
  [14, 5, 756, '2022-03-01', 1,
    ['Membership of the Global Network of Export Credit Advisers', 'عضوية الشبكة العالمية لمستشاري ائتمان الصادرات'],
    ['Global Network of Export Credit Advisers', 'الشبكة العالمية لمستشاري ائتمان الصادرات'],
    ['Training for JEDCO advisers on export credit insurance and trade finance, passed on to exporters through advisory clinics.', 'تدريب مستشاري جيدكو على تأمين ائتمان الصادرات وتمويل التجارة، ونقل المعرفة إلى المصدّرين من خلال عيادات استشارية.']],
  [15, 1, 792, '2017-05-09', 0,
    ['Memorandum of understanding with the Anatolian Textile Buyers Circle', 'مذكرة تفاهم مع حلقة مشتري المنسوجات في الأناضول'],
    ['Anatolian Textile Buyers Circle', 'حلقة مشتري المنسوجات في الأناضول'],
    ['Buyer visits to Jordanian garment factories; no longer active.', 'زيارات للمشترين إلى مصانع الألبسة الأردنية؛ لم تعد سارية.']],
  [16, 1, 840, '2023-06-27', 1,
    ['Memorandum of understanding with the American Specialty Food Importers Guild', 'مذكرة تفاهم مع نقابة مستوردي الأغذية المتخصصة الأمريكية'],
    ['American Specialty Food Importers Guild', 'نقابة مستوردي الأغذية المتخصصة الأمريكية'],
    ['Guidance for Jordanian food exporters on US labelling and registration, and places for them at the guild’s buyer days.', 'إرشاد مصدّري الأغذية الأردنيين بشأن متطلبات البطاقة البيانية والتسجيل في الولايات المتحدة، وتخصيص أماكن لهم في أيام المشترين التي تنظمها النقابة.']],
  [17, 2, 504, '2022-11-15', 1,
    ['Cooperation agreement with the Agadir Exporters Council of Morocco', 'اتفاقية تعاون مع مجلس مصدّري أغادير في المغرب'],
    ['Agadir Exporters Council', 'مجلس مصدّري أغادير'],
    ['Joint work on diagonal cumulation of origin under the Agadir Agreement, with sourcing meetings between Jordanian and Moroccan manufacturers.', 'عمل مشترك على التراكم القُطري للمنشأ بموجب اتفاقية أغادير، مع لقاءات توريد بين المصنّعين الأردنيين والمغاربة.']],
  [18, 3, 710, '2021-02-11', 1,
    ['Mutual recognition of organic certification with the Pan-African Organic Standards Board', 'الاعتراف المتبادل بشهادات الزراعة العضوية مع المجلس الأفريقي لمعايير الزراعة العضوية'],
    ['Pan-African Organic Standards Board', 'المجلس الأفريقي لمعايير الزراعة العضوية'],
    ['Organic certificates of Jordanian herbs, dates and olive oil are recognised by the board’s members.', 'تعترف الجهات الأعضاء في المجلس بشهادات الزراعة العضوية للأعشاب والتمور وزيت الزيتون الأردنية.']],
  [19, 1, 702, daysAgo(12), 1,
    ['Memorandum of understanding with the Singapore Food Trade Hub', 'مذكرة تفاهم مع مركز سنغافورة لتجارة الأغذية'],
    ['Singapore Food Trade Hub', 'مركز سنغافورة لتجارة الأغذية'],
    ['Introduction of Jordanian food and beverage exporters to distributors in South-East Asia under the Jordan–Singapore Free Trade Agreement.', 'تعريف مصدّري الأغذية والمشروبات الأردنيين بالموزعين في جنوب شرق آسيا في إطار اتفاقية التجارة الحرة بين الأردن وسنغافورة.']],
  [20, 2, 634, daysAgo(3), 1,
    ['Cooperation agreement with the Qatar Construction Materials Importers Forum', 'اتفاقية تعاون مع منتدى مستوردي مواد البناء في قطر'],
    ['Qatar Construction Materials Importers Forum', 'منتدى مستوردي مواد البناء في قطر'],
    ['Tender alerts and buyer meetings for Jordanian producers of stone, marble, steel and construction chemicals.', 'تنبيهات بالعطاءات ولقاءات مع المشترين لمنتجي الحجر والرخام والحديد والكيماويات الإنشائية الأردنيين.']],
  [21, 6, 784, '2025-04-10', 1,
    ['Trade Promotion Portal of the Year', 'جائزة بوابة ترويج التجارة للعام'],
    ['Arab Digital Trade Awards', 'جوائز التجارة الرقمية العربية'],
    ['Awarded to the Jordan Exports portal for its bilingual services to exporters and international buyers.', 'مُنحت لبوابة صادرات الأردن تقديراً لخدماتها ثنائية اللغة للمصدّرين والمشترين الدوليين.']],
];

/** The credentials, the recent ones dated from `today` (Amman's "YYYY-MM-DD"). */
export const credentialsSeedFor = (today: string): Row[] =>
  ENTRIES.map(([id, type, country, date, status, name, issuer, description]) => ({
    id,
    type,
    country_id: country,
    date: typeof date === 'string' ? date : addDays(today, -date.daysAgo),
    status,
    name_eng: name[0],
    name_ara: name[1],
    issuer_eng: issuer[0],
    issuer_ara: issuer[1],
    description_eng: description[0],
    description_ara: description[1],
    link: '',
    document: '',
  }));
