import type { events } from '@/lib/db/schema';
import { formatYear } from '@/lib/i18n/format-number';

import { daysFromToday, yearOfDay, type EventDays } from './seed-days';

// Issue 27: events in Jordan: JEDCO's export readiness workshops in the governorates, webinars,
// fairs and buyer days. Sample data for the seed (dates, venues and statuses are illustrative).
// Issue 36: dated from the seeding day (seed-days.ts): three are over, six are to come in the next
// weeks and months.

type NewEvent = typeof events.$inferInsert;
const JORDAN = 400;
const local = (event: Omit<NewEvent, 'location_type' | 'country_id'>): NewEvent => ({
  ...event,
  country_id: JORDAN,
  location_type: 'Local event',
});

const readiness = {
  description_eng:
    'A one-day workshop on export readiness: choosing a target market, pricing for export, documents and certificates, and the support JEDCO offers.',
  description_ara:
    'ورشة عمل ليوم واحد حول الجاهزية للتصدير: اختيار السوق المستهدف، والتسعير للتصدير، والوثائق والشهادات، والدعم الذي تقدمه جيدكو.',
  type_id: 3,
  industry_id: null,
  link: 'https://www.jedco.gov.jo',
};

const year = (days: EventDays) => yearOfDay(days.date_start);
/** The year in an Arabic name, in Arabic-Indic digits (issue 45). */
const arabicYear = (days: EventDays) => formatYear(year(days), 'ar');

/** The local events as of `today` (Amman's day, "YYYY-MM-DD"), the seed's ids 19 to 27. */
export function localEventsFor(today: string): NewEvent[] {
  const madeInJordan = daysFromToday(today, -180, 3);
  const foodExpo = daysFromToday(today, -65, 3);
  return [
    local({
      id: 19,
      name_eng: `Made in Jordan Exhibition ${year(madeInJordan)}`,
      name_ara: `معرض صُنع في الأردن ${arabicYear(madeInJordan)}`,
      description_eng:
        'Jordanian manufacturers showed their products to local distributors and visiting buyers from neighbouring markets.',
      description_ara:
        'عرض المصنّعون الأردنيون منتجاتهم أمام الموزعين المحليين والمشترين الزائرين من الأسواق المجاورة.',
      ...madeInJordan,
      city_eng: 'Amman',
      city_ara: 'عمّان',
      venue_eng: 'Zara Expo, Grand Hyatt Amman',
      venue_ara: 'زارا إكسبو، فندق غراند حياة عمّان',
      type_id: 1,
      mode_id: 1,
      industry_id: null,
      link: '',
      status: 3,
    }),
    local({
      id: 20,
      name_eng: `Jordan International Food Expo ${year(foodExpo)}`,
      name_ara: `معرض الأردن الدولي للأغذية ${arabicYear(foodExpo)}`,
      description_eng:
        'Food processors, packers and packaging suppliers met importers from Iraq, the Gulf and the Levant in Amman.',
      description_ara:
        'التقى مصنّعو الأغذية والمعبّئون وموردو مواد التغليف بمستوردين من العراق والخليج وبلاد الشام في عمّان.',
      ...foodExpo,
      city_eng: 'Amman',
      city_ara: 'عمّان',
      venue_eng: 'Zara Expo, Grand Hyatt Amman',
      venue_ara: 'زارا إكسبو، فندق غراند حياة عمّان',
      type_id: 1,
      mode_id: 1,
      industry_id: 3,
      link: '',
      status: 3,
    }),
    local({
      id: 21,
      name_eng: 'Workshop: export pricing and Incoterms 2020',
      name_ara: 'ورشة عمل: التسعير للتصدير ومصطلحات إنكوترمز ٢٠٢٠',
      description_eng:
        'How to build an export price from factory cost to the buyer’s door, and which Incoterms rule to quote.',
      description_ara:
        'كيف تبني سعر التصدير من كلفة المصنع حتى باب المشتري، وأي قاعدة من قواعد إنكوترمز تعتمد في عرض السعر.',
      ...daysFromToday(today, -30),
      city_eng: 'Amman',
      city_ara: 'عمّان',
      venue_eng: 'JEDCO headquarters',
      venue_ara: 'مقر جيدكو',
      type_id: 3,
      mode_id: 1,
      industry_id: null,
      link: '',
      status: 3,
    }),
    local({
      id: 22,
      name_eng: 'Webinar: listing your products on Jordan Exports',
      name_ara: 'ندوة عبر الإنترنت: إدراج منتجاتك على بوابة صادرات الأردن',
      description_eng:
        'A step-by-step session on registering your company, listing products and services, and answering buyers through the portal.',
      description_ara:
        'جلسة خطوة بخطوة حول تسجيل شركتك وإدراج منتجاتك وخدماتك والرد على المشترين عبر البوابة.',
      ...daysFromToday(today, 11),
      city_eng: 'Amman',
      city_ara: 'عمّان',
      venue_eng: 'Online',
      venue_ara: 'عبر الإنترنت',
      type_id: 4,
      mode_id: 2,
      industry_id: null,
      link: '',
      status: 1,
    }),
    local({
      id: 23,
      ...readiness,
      name_eng: 'Export readiness workshop: Amman',
      name_ara: 'ورشة الجاهزية للتصدير: عمّان',
      ...daysFromToday(today, 17),
      city_eng: 'Amman',
      city_ara: 'عمّان',
      venue_eng: 'JEDCO headquarters',
      venue_ara: 'مقر جيدكو',
      mode_id: 1,
      status: 1,
    }),
    local({
      id: 24,
      ...readiness,
      name_eng: 'Export readiness workshop: Irbid',
      name_ara: 'ورشة الجاهزية للتصدير: إربد',
      ...daysFromToday(today, 53),
      city_eng: 'Irbid',
      city_ara: 'إربد',
      venue_eng: 'Irbid Chamber of Industry',
      venue_ara: 'غرفة صناعة إربد',
      mode_id: 1,
      status: 1,
    }),
    local({
      id: 25,
      ...readiness,
      name_eng: 'Export readiness workshop: Zarqa',
      name_ara: 'ورشة الجاهزية للتصدير: الزرقاء',
      ...daysFromToday(today, 81),
      city_eng: 'Zarqa',
      city_ara: 'الزرقاء',
      venue_eng: 'Zarqa Chamber of Industry',
      venue_ara: 'غرفة صناعة الزرقاء',
      mode_id: 1,
      status: 1,
    }),
    local({
      id: 26,
      ...readiness,
      name_eng: 'Export readiness workshop: Aqaba',
      name_ara: 'ورشة الجاهزية للتصدير: العقبة',
      ...daysFromToday(today, 108),
      city_eng: 'Aqaba',
      city_ara: 'العقبة',
      venue_eng: 'Aqaba Special Economic Zone Authority',
      venue_ara: 'سلطة منطقة العقبة الاقتصادية الخاصة',
      mode_id: 3,
      status: 4,
    }),
    local({
      id: 27,
      name_eng: 'Dead Sea products meet-the-buyer day',
      name_ara: 'يوم لقاء المشترين لمنتجات البحر الميت',
      description_eng:
        'Producers of Dead Sea minerals, cosmetics and skin care meet visiting buyers in pre-arranged business-to-business meetings.',
      description_ara:
        'يلتقي منتجو أملاح البحر الميت ومستحضرات التجميل والعناية بالبشرة بمشترين زائرين في لقاءات أعمال ثنائية مرتبة مسبقاً.',
      ...daysFromToday(today, 136),
      city_eng: 'Dead Sea',
      city_ara: 'البحر الميت',
      venue_eng: 'King Hussein Bin Talal Convention Centre',
      venue_ara: 'مركز الملك الحسين بن طلال للمؤتمرات',
      type_id: 6,
      mode_id: 1,
      industry_id: 12,
      link: '',
      status: 4,
    }),
  ];
}
