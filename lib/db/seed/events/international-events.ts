import type { events } from '@/lib/db/schema';
import { formatYear } from '@/lib/i18n/format-number';

import {
  daysFromToday,
  lastEdition,
  nextEdition,
  yearOfDay,
  type EventDays,
  type FairCalendar,
} from './seed-days';

// Issue 27: international trade fairs, missions and online sessions with Jordanian participation.
// The fairs and their organisers are real; their dates follow the organisers' usual calendar and
// JEDCO's participation (pavilions, missions, statuses) is sample data for the seed. Issue 36: the
// days are worked out from the seeding day (seed-days.ts): a fair's last edition is over, its next
// one is to come, and the missions and online sessions fall in the next weeks and months.

type NewEvent = typeof events.$inferInsert;
const international = (event: Omit<NewEvent, 'location_type'>): NewEvent => ({
  ...event,
  location_type: 'International event',
});

const UAE = 784;
const FRANCE = 250;
const GERMANY = 276;
const IRAQ = 368;
const BELGIUM = 56;
const KENYA = 404;
const SAUDI_ARABIA = 682;
const QATAR = 634;
const NETHERLANDS = 528;
const CHINA = 156;

// The fairs' usual first day and length (sample: organisers move them by a few days each year).
const GULFOOD: FairCalendar = { month: 1, day: 26, days: 5 };
const WHX_DUBAI: FairCalendar = { month: 2, day: 9, days: 4 };
const SIAL_PARIS: FairCalendar = { month: 10, day: 17, days: 5, years: 'even' };
const GITEX_GLOBAL: FairCalendar = { month: 10, day: 12, days: 5 };
const BIG_5_GLOBAL: FairCalendar = { month: 11, day: 23, days: 4 };
const HEIMTEXTIL: FairCalendar = { month: 1, day: 12, days: 4 };
const FRUIT_LOGISTICA: FairCalendar = { month: 2, day: 3, days: 3 };
const IN_COSMETICS: FairCalendar = { month: 4, day: 13, days: 3 };
const SAUDI_FOOD_SHOW: FairCalendar = { month: 5, day: 10, days: 3 };
const ANUGA: FairCalendar = { month: 10, day: 9, days: 5, years: 'odd' };
const CANTON_FAIR: FairCalendar = { month: 4, day: 15, days: 5 };

const year = (days: EventDays) => yearOfDay(days.date_start);
/** The year in an Arabic name, in Arabic-Indic digits (issue 45). */
const arabicYear = (days: EventDays) => formatYear(year(days), 'ar');

/** The international events as of `today` (Amman's day, "YYYY-MM-DD"), the seed's ids 1 to 18. */
export function internationalEventsFor(today: string): NewEvent[] {
  const gulfoodLast = lastEdition(GULFOOD, today);
  const gulfoodNext = nextEdition(GULFOOD, today);
  const whxLast = lastEdition(WHX_DUBAI, today);
  const whxNext = nextEdition(WHX_DUBAI, today);
  const sial = lastEdition(SIAL_PARIS, today);
  const gitex = lastEdition(GITEX_GLOBAL, today);
  const big5 = nextEdition(BIG_5_GLOBAL, today);
  const heimtextil = nextEdition(HEIMTEXTIL, today);
  const fruitLogistica = nextEdition(FRUIT_LOGISTICA, today);
  const inCosmetics = nextEdition(IN_COSMETICS, today);
  const saudiFoodShow = nextEdition(SAUDI_FOOD_SHOW, today);
  const anuga = nextEdition(ANUGA, today);
  const canton = nextEdition(CANTON_FAIR, today);
  return [
    international({
      id: 1,
      name_eng: `Gulfood ${year(gulfoodLast)}: Jordan national pavilion`,
      name_ara: `معرض جلفود ${arabicYear(gulfoodLast)}: الجناح الوطني الأردني`,
      description_eng:
        'The Middle East’s largest food and beverage fair. Jordanian food processors exhibited under the Jordan brand in a shared national pavilion.',
      description_ara:
        'أكبر معرض للأغذية والمشروبات في الشرق الأوسط، شاركت فيه شركات الصناعات الغذائية الأردنية تحت العلامة الأردنية في جناح وطني مشترك.',
      ...gulfoodLast,
      country_id: UAE,
      city_eng: 'Dubai',
      city_ara: 'دبي',
      venue_eng: 'Dubai World Trade Centre',
      venue_ara: 'مركز دبي التجاري العالمي',
      type_id: 1,
      mode_id: 1,
      industry_id: 3,
      link: 'https://www.gulfood.com',
      status: 3,
    }),
    international({
      id: 2,
      name_eng: `WHX Dubai ${year(whxLast)} (formerly Arab Health)`,
      name_ara: `معرض WHX دبي ${arabicYear(whxLast)} (الصحة العربي سابقاً)`,
      description_eng:
        'The region’s leading healthcare exhibition, where Jordanian pharmaceutical and medical supply manufacturers met distributors from the Gulf and Africa.',
      description_ara:
        'أبرز معارض الرعاية الصحية في المنطقة، التقى فيه مصنّعو الأدوية والمستلزمات الطبية الأردنيون بموزعين من الخليج وأفريقيا.',
      ...whxLast,
      country_id: UAE,
      city_eng: 'Dubai',
      city_ara: 'دبي',
      venue_eng: 'Dubai World Trade Centre',
      venue_ara: 'مركز دبي التجاري العالمي',
      type_id: 1,
      mode_id: 1,
      industry_id: 1,
      link: '',
      status: 3,
    }),
    international({
      id: 3,
      name_eng: `SIAL Paris ${year(sial)}`,
      name_ara: `معرض سيال باريس ${arabicYear(sial)}`,
      description_eng:
        'The biennial world food innovation fair. A delegation of Jordanian olive oil, dates and confectionery producers met European importers.',
      description_ara:
        'معرض الابتكار الغذائي العالمي الذي يُقام كل عامين، شارك فيه وفد من منتجي زيت الزيتون والتمور والحلويات الأردنيين للقاء المستوردين الأوروبيين.',
      ...sial,
      country_id: FRANCE,
      city_eng: 'Paris',
      city_ara: 'باريس',
      venue_eng: 'Paris Nord Villepinte',
      venue_ara: 'مركز معارض باريس نور فيلبانت',
      type_id: 1,
      mode_id: 1,
      industry_id: 3,
      link: 'https://www.sialparis.com',
      status: 3,
    }),
    international({
      id: 4,
      name_eng: `GITEX Global ${year(gitex)}: Jordan ICT pavilion`,
      name_ara: `معرض جيتكس العالمي ${arabicYear(gitex)}: جناح تكنولوجيا المعلومات الأردني`,
      description_eng:
        'Jordanian software and digital services companies presented their solutions to investors and enterprise buyers.',
      description_ara:
        'قدّمت شركات البرمجيات والخدمات الرقمية الأردنية حلولها للمستثمرين ولمشتري المؤسسات الكبرى.',
      ...gitex,
      country_id: UAE,
      city_eng: 'Dubai',
      city_ara: 'دبي',
      venue_eng: 'Dubai Harbour',
      venue_ara: 'دبي هاربر',
      type_id: 1,
      mode_id: 1,
      industry_id: 7,
      link: 'https://www.gitex.com',
      status: 3,
    }),
    international({
      id: 5,
      name_eng: `The Big 5 Global ${year(big5)}`,
      name_ara: `معرض الخمسة الكبار العالمي ${arabicYear(big5)}`,
      description_eng:
        'The construction industry’s largest gathering in the region: Jordanian stone, marble and building materials suppliers share the national stand.',
      description_ara:
        'أكبر تجمّع لقطاع الإنشاءات في المنطقة، يتشارك فيه موردو الحجر والرخام ومواد البناء الأردنيون الجناح الوطني.',
      ...big5,
      country_id: UAE,
      city_eng: 'Dubai',
      city_ara: 'دبي',
      venue_eng: 'Dubai World Trade Centre',
      venue_ara: 'مركز دبي التجاري العالمي',
      type_id: 1,
      mode_id: 1,
      industry_id: 8,
      link: 'https://www.big5global.com',
      status: 3,
    }),
    international({
      id: 6,
      name_eng: 'Trade mission to Baghdad and Erbil',
      name_ara: 'بعثة تجارية إلى بغداد وأربيل',
      description_eng:
        'Pre-arranged business-to-business meetings with Iraqi importers and contractors for engineering, electrical and packaging exporters.',
      description_ara:
        'لقاءات أعمال ثنائية مرتبة مسبقاً مع مستوردين ومقاولين عراقيين لمصدّري الصناعات الهندسية والكهربائية والتعبئة والتغليف.',
      ...daysFromToday(today, 16, 4),
      country_id: IRAQ,
      city_eng: 'Baghdad and Erbil',
      city_ara: 'بغداد وأربيل',
      venue_eng: '',
      venue_ara: '',
      type_id: 2,
      mode_id: 1,
      industry_id: 6,
      link: '',
      status: 1,
    }),
    international({
      id: 7,
      name_eng: 'Webinar: selling to the EU under the simplified rules of origin',
      name_ara: 'ندوة عبر الإنترنت: التصدير إلى الاتحاد الأوروبي وفق قواعد المنشأ المبسّطة',
      description_eng:
        'How Jordanian manufacturers qualify for duty-free access to the European Union, with questions answered by trade advisers in Brussels.',
      description_ara:
        'كيف يستفيد المصنّعون الأردنيون من الدخول المعفى من الرسوم إلى أسواق الاتحاد الأوروبي، مع الإجابة عن الأسئلة من مستشارين تجاريين في بروكسل.',
      ...daysFromToday(today, 24),
      country_id: BELGIUM,
      city_eng: 'Brussels',
      city_ara: 'بروكسل',
      venue_eng: 'Online',
      venue_ara: 'عبر الإنترنت',
      type_id: 4,
      mode_id: 2,
      industry_id: null,
      link: '',
      status: 1,
    }),
    international({
      id: 8,
      name_eng: `Heimtextil ${year(heimtextil)}`,
      name_ara: `معرض هايمتكستيل ${arabicYear(heimtextil)}`,
      description_eng:
        'The international trade fair for home and contract textiles. The Jordan pavilion is fully booked; registration has closed.',
      description_ara:
        'المعرض الدولي للمنسوجات المنزلية والتعاقدية. اكتمل الحجز في الجناح الأردني وأُغلق التسجيل.',
      ...heimtextil,
      country_id: GERMANY,
      city_eng: 'Frankfurt am Main',
      city_ara: 'فرانكفورت',
      venue_eng: 'Messe Frankfurt',
      venue_ara: 'مركز معارض فرانكفورت',
      type_id: 1,
      mode_id: 1,
      industry_id: 5,
      link: 'https://heimtextil.messefrankfurt.com',
      status: 2,
    }),
    international({
      id: 9,
      name_eng: `Gulfood ${year(gulfoodNext)}: Jordan national pavilion`,
      name_ara: `معرض جلفود ${arabicYear(gulfoodNext)}: الجناح الوطني الأردني`,
      description_eng:
        'Stands in the Jordan pavilion are offered to food and beverage exporters with cost-sharing support. Register your interest to receive the terms.',
      description_ara:
        'تُتاح أجنحة ضمن الجناح الأردني لمصدّري الأغذية والمشروبات مع دعم لتقاسم التكاليف. سجّل اهتمامك لتصلك شروط المشاركة.',
      ...gulfoodNext,
      country_id: UAE,
      city_eng: 'Dubai',
      city_ara: 'دبي',
      venue_eng: 'Dubai World Trade Centre and Expo City Dubai',
      venue_ara: 'مركز دبي التجاري العالمي ومدينة إكسبو دبي',
      type_id: 1,
      mode_id: 1,
      industry_id: 3,
      link: 'https://www.gulfood.com',
      status: 1,
    }),
    international({
      id: 10,
      name_eng: `Fruit Logistica ${year(fruitLogistica)}`,
      name_ara: `معرض فروت لوجستيكا ${arabicYear(fruitLogistica)}`,
      description_eng:
        'The global fresh produce trade fair. Jordanian growers and packers of vegetables, dates and herbs meet European retail buyers.',
      description_ara:
        'المعرض العالمي لتجارة المنتجات الطازجة، يلتقي فيه المزارعون ومعبّئو الخضار والتمور والأعشاب الأردنيون بمشتري سلاسل التجزئة الأوروبية.',
      ...fruitLogistica,
      country_id: GERMANY,
      city_eng: 'Berlin',
      city_ara: 'برلين',
      venue_eng: 'Messe Berlin',
      venue_ara: 'مركز معارض برلين',
      type_id: 1,
      mode_id: 1,
      industry_id: 4,
      link: 'https://www.fruitlogistica.com',
      status: 1,
    }),
    international({
      id: 11,
      name_eng: `WHX Dubai ${year(whxNext)}`,
      name_ara: `معرض WHX دبي ${arabicYear(whxNext)}`,
      description_eng:
        'Participation details for pharmaceutical and medical supply exporters will be announced once the organiser confirms the floor plan.',
      description_ara:
        'ستُعلن تفاصيل مشاركة مصدّري الأدوية والمستلزمات الطبية فور تأكيد الجهة المنظمة لمخطط المعرض.',
      ...whxNext,
      country_id: UAE,
      city_eng: 'Dubai',
      city_ara: 'دبي',
      venue_eng: 'Dubai World Trade Centre',
      venue_ara: 'مركز دبي التجاري العالمي',
      type_id: 1,
      mode_id: 1,
      industry_id: 1,
      link: '',
      status: 4,
    }),
    international({
      id: 12,
      name_eng: 'Virtual meet-the-buyer: Jordanian ICT firms and Gulf buyers',
      name_ara: 'لقاءات افتراضية مع المشترين: شركات تكنولوجيا المعلومات الأردنية ومشترون خليجيون',
      description_eng:
        'Twenty-minute online meetings between Jordanian software companies and procurement teams from Qatar and the wider Gulf.',
      description_ara:
        'لقاءات إلكترونية مدة كل منها عشرون دقيقة بين شركات البرمجيات الأردنية وفرق المشتريات في قطر ودول الخليج.',
      ...daysFromToday(today, 52),
      country_id: QATAR,
      city_eng: 'Doha',
      city_ara: 'الدوحة',
      venue_eng: 'Online',
      venue_ara: 'عبر الإنترنت',
      type_id: 6,
      mode_id: 2,
      industry_id: 7,
      link: '',
      status: 1,
    }),
    international({
      id: 13,
      name_eng: 'Jordan–EU Business Forum',
      name_ara: 'منتدى الأعمال الأردني الأوروبي',
      description_eng:
        'A forum on trade and investment between Jordan and the European Union, held in Brussels and streamed for companies joining from Jordan.',
      description_ara:
        'منتدى حول التجارة والاستثمار بين الأردن والاتحاد الأوروبي يُعقد في بروكسل ويُبث مباشرة للشركات المشاركة من الأردن.',
      ...daysFromToday(today, 80),
      country_id: BELGIUM,
      city_eng: 'Brussels',
      city_ara: 'بروكسل',
      venue_eng: '',
      venue_ara: '',
      type_id: 5,
      mode_id: 3,
      industry_id: null,
      link: '',
      status: 4,
    }),
    international({
      id: 14,
      name_eng: `in-cosmetics Global ${year(inCosmetics)}`,
      name_ara: `معرض إن-كوزمتكس العالمي ${arabicYear(inCosmetics)}`,
      description_eng:
        'The personal care ingredients fair, where producers of Dead Sea minerals and natural cosmetics meet brand owners.',
      description_ara:
        'معرض مكوّنات العناية الشخصية، يلتقي فيه منتجو أملاح البحر الميت ومستحضرات التجميل الطبيعية بأصحاب العلامات التجارية.',
      ...inCosmetics,
      country_id: NETHERLANDS,
      city_eng: 'Amsterdam',
      city_ara: 'أمستردام',
      venue_eng: 'RAI Amsterdam',
      venue_ara: 'مركز راي أمستردام',
      type_id: 1,
      mode_id: 1,
      industry_id: 12,
      link: 'https://www.in-cosmetics.com',
      status: 4,
    }),
    international({
      id: 15,
      name_eng: 'Trade mission to Nairobi',
      name_ara: 'بعثة تجارية إلى نيروبي',
      description_eng:
        'A multi-sector mission to East Africa for exporters of medicines, food and building materials, with meetings arranged by the Kenyan business community.',
      description_ara:
        'بعثة متعددة القطاعات إلى شرق أفريقيا لمصدّري الأدوية والأغذية ومواد البناء، مع لقاءات يرتبها مجتمع الأعمال الكيني.',
      ...daysFromToday(today, 110, 4),
      country_id: KENYA,
      city_eng: 'Nairobi',
      city_ara: 'نيروبي',
      venue_eng: '',
      venue_ara: '',
      type_id: 2,
      mode_id: 1,
      industry_id: null,
      link: '',
      status: 4,
    }),
    international({
      id: 16,
      name_eng: `Saudi Food Show ${year(saudiFoodShow)}`,
      name_ara: `معرض الغذاء السعودي ${arabicYear(saudiFoodShow)}`,
      description_eng:
        'The Kingdom’s food and beverage sourcing event. Jordanian exporters meet Saudi retailers, distributors and food service buyers.',
      description_ara:
        'معرض توريد الأغذية والمشروبات في المملكة، يلتقي فيه المصدّرون الأردنيون بتجار التجزئة والموزعين ومشتري قطاع خدمات الطعام السعوديين.',
      ...saudiFoodShow,
      country_id: SAUDI_ARABIA,
      city_eng: 'Riyadh',
      city_ara: 'الرياض',
      venue_eng: 'Riyadh Front Exhibition and Conference Center',
      venue_ara: 'مركز واجهة الرياض للمعارض والمؤتمرات',
      type_id: 1,
      mode_id: 1,
      industry_id: 3,
      link: 'https://www.saudifoodshow.com',
      status: 1,
    }),
    international({
      id: 17,
      name_eng: `Anuga ${year(anuga)}`,
      name_ara: `معرض أنوغا ${arabicYear(anuga)}`,
      description_eng:
        'The world’s leading food and beverage fair, held every two years in Cologne. Pavilion details will follow.',
      description_ara:
        'المعرض الرائد عالمياً للأغذية والمشروبات، يُقام كل عامين في كولونيا. ستُعلن تفاصيل الجناح لاحقاً.',
      ...anuga,
      country_id: GERMANY,
      city_eng: 'Cologne',
      city_ara: 'كولونيا',
      venue_eng: 'Koelnmesse',
      venue_ara: 'مركز معارض كولونيا',
      type_id: 1,
      mode_id: 1,
      industry_id: 3,
      link: 'https://www.anuga.com',
      status: 4,
    }),
    international({
      id: 18,
      name_eng: `Canton Fair ${year(canton)}: Jordanian buyers’ delegation`,
      name_ara: `معرض كانتون ${arabicYear(canton)}: وفد المشترين الأردنيين`,
      description_eng: 'A draft for the events team: not published yet.',
      description_ara: 'مسودة لفريق الفعاليات: لم تُنشر بعد.',
      ...canton,
      country_id: CHINA,
      city_eng: 'Guangzhou',
      city_ara: 'غوانزو',
      venue_eng: '',
      venue_ara: '',
      type_id: 2,
      mode_id: 1,
      industry_id: null,
      link: '',
      status: 4,
      published: 0,
    }),
  ];
}
