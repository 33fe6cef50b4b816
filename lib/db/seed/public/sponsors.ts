import type { NewSponsor } from '@/lib/db/schema';

// Sponsors (part 1 §2.3): the home slider shows a sponsor only with status 1 and date_end after
// today. Ids 1–3 are visible; 4 has expired; 5 is disabled; 6 ends today (2026-11-21) so it is
// hidden too. The sponsors are fictional, so none has a website (issue 36: no link that can never
// load); their pages show the description, the tariff and the logo.
export const sponsorsSeed: NewSponsor[] = [
  {
    id: 1,
    image: '/images/sponsors/sponsor-1.svg',
    DESCRIPTION_ENG: 'Nabataea Export Finance Bank – trade finance solutions for Jordanian exporters',
    DESCRIPTION_ARA: 'بنك الأنباط لتمويل الصادرات – حلول تمويل التجارة للمصدرين الأردنيين',
    TARIFF_ENG: `<p>Nabataea Export Finance Bank is the lead financial sponsor of the Jordan Exports portal for 2026–2027. Through this sponsorship, the bank supports the export training workshops organised by JEDCO and offers portal members a dedicated advisory desk for letters of credit, documentary collections and pre-shipment finance.</p>
<p>Registered exporters benefit from preferential fees on their first three export transactions and from free sessions with the bank's trade finance specialists in Amman, Irbid and Aqaba.</p>`,
    TARIFF_ARA: `<p>بنك الأنباط لتمويل الصادرات هو الراعي المالي الرئيسي لبوابة صادرات الأردن للفترة ٢٠٢٦–٢٠٢٧، ويدعم البنك من خلال هذه الرعاية ورش العمل التدريبية في مجال التصدير التي تنظّمها جيدكو، ويوفّر لأعضاء البوابة مكتباً استشارياً مخصصاً للاعتمادات المستندية والتحصيل المستندي وتمويل ما قبل الشحن.</p>
<p>ويستفيد المصدرون المسجلون من رسوم تفضيلية على أول ثلاث عمليات تصدير، ومن جلسات مجانية مع أخصائيي تمويل التجارة في البنك في عمّان وإربد والعقبة.</p>`,
    TARIFF_FILE: '',
    TARIFF_FILE_ARA: '',
    link: '',
    link_ara: '',
    date_end: '2027-12-31',
    status: 1,
    meta_description_en:
      'Nabataea Export Finance Bank sponsors Jordan Exports and offers members advice on letters of credit and pre-shipment finance.',
    meta_description_ar:
      'بنك الأنباط لتمويل الصادرات يرعى بوابة صادرات الأردن ويقدّم للأعضاء استشارات في الاعتمادات المستندية وتمويل ما قبل الشحن.',
  },
  {
    id: 2,
    image: '/images/sponsors/sponsor-2.svg',
    DESCRIPTION_ENG: 'Red Sea Bridge Logistics – sea, land and air freight from Aqaba to the world',
    DESCRIPTION_ARA: 'جسر البحر الأحمر للخدمات اللوجستية – شحن بحري وبري وجوي من العقبة إلى العالم',
    TARIFF_ENG: `<p>Red Sea Bridge Logistics sponsors the freight and logistics section of the export guide and the logistics clinics held for first-time exporters. The company shares its experience in consolidating small shipments, customs clearance and cold-chain transport.</p>
<p>Members of the portal can request a free logistics consultation and receive indicative freight quotations for sea shipments through the Port of Aqaba and land shipments to Gulf and Iraqi markets.</p>`,
    TARIFF_ARA: `<p>ترعى شركة جسر البحر الأحمر للخدمات اللوجستية قسم الشحن والخدمات اللوجستية في دليل التصدير، والعيادات اللوجستية المخصصة للمصدرين الجدد، وتشارك الشركة خبرتها في تجميع الشحنات الصغيرة والتخليص الجمركي والنقل المبرّد.</p>
<p>ويمكن لأعضاء البوابة طلب استشارة لوجستية مجانية والحصول على عروض أسعار استرشادية للشحن البحري عبر ميناء العقبة والشحن البري إلى أسواق الخليج والعراق.</p>`,
    TARIFF_FILE: '',
    TARIFF_FILE_ARA: '',
    link: '',
    link_ara: '',
    date_end: '2027-06-30',
    status: 1,
    meta_description_en:
      'Red Sea Bridge Logistics sponsors the freight section of the export guide and offers free logistics consultations to members.',
    meta_description_ar:
      'جسر البحر الأحمر للخدمات اللوجستية ترعى قسم الشحن في دليل التصدير وتقدّم استشارات لوجستية مجانية للأعضاء.',
  },
  {
    id: 3,
    image: '/images/sponsors/sponsor-3.svg',
    DESCRIPTION_ENG: 'Northern Governorates Industry Council – supporting manufacturers in Irbid, Mafraq, Ajloun and Jerash',
    DESCRIPTION_ARA: 'مجلس صناعات محافظات الشمال – دعم المصنّعين في إربد والمفرق وعجلون وجرش',
    TARIFF_ENG: `<p>The Northern Governorates Industry Council sponsors the participation of manufacturers from the north of Jordan in trade missions and national pavilions at international exhibitions.</p>
<p>The council also hosts matchmaking meetings with visiting buyers at its premises in Irbid and helps member companies prepare product catalogues and company profiles for the exporters directory.</p>`,
    TARIFF_ARA: `<p>يرعى مجلس صناعات محافظات الشمال مشاركة المصنّعين من شمال المملكة في البعثات التجارية والأجنحة الوطنية في المعارض الدولية.</p>
<p>كما يستضيف المجلس لقاءات التوفيق مع المشترين الزائرين في مقرّه في إربد، ويساعد الشركات الأعضاء على إعداد كتالوجات المنتجات والملفات التعريفية لإدراجها في دليل المصدرين.</p>`,
    TARIFF_FILE: '',
    TARIFF_FILE_ARA: '',
    link: '',
    link_ara: '',
    date_end: '2027-03-31',
    status: 1,
    meta_description_en:
      'The Northern Governorates Industry Council sponsors northern manufacturers at trade missions and international exhibitions.',
    meta_description_ar:
      'مجلس صناعات محافظات الشمال يرعى مشاركة مصنّعي الشمال في البعثات التجارية والمعارض الدولية.',
  },
  {
    id: 4,
    image: '/images/sponsors/sponsor-4.svg',
    DESCRIPTION_ENG: 'Olive Branch Export Insurance – protecting exporters against non-payment risk',
    DESCRIPTION_ARA: 'غصن الزيتون لتأمين الصادرات – حماية المصدرين من مخاطر عدم السداد',
    TARIFF_ENG: `<p>Olive Branch Export Insurance sponsored the export financing workshops held in 2025 and early 2026, introducing exporters to credit insurance policies that cover commercial and political risks.</p>
<p>The sponsorship included free credit assessments of foreign buyers for companies taking part in the workshops.</p>`,
    TARIFF_ARA: `<p>رعت شركة غصن الزيتون لتأمين الصادرات ورش العمل الخاصة بتمويل الصادرات التي عُقدت في عام ٢٠٢٥ ومطلع عام ٢٠٢٦، وعرّفت المصدرين بوثائق تأمين الائتمان التي تغطي المخاطر التجارية والسياسية.</p>
<p>وشملت الرعاية تقييمات ائتمانية مجانية للمشترين الأجانب لصالح الشركات المشاركة في ورش العمل.</p>`,
    TARIFF_FILE: '',
    TARIFF_FILE_ARA: '',
    link: '',
    link_ara: '',
    date_end: '2026-03-31',
    status: 1,
    meta_description_en:
      'Olive Branch Export Insurance sponsored export financing workshops and offered free credit assessments of foreign buyers.',
    meta_description_ar:
      'غصن الزيتون لتأمين الصادرات رعت ورش تمويل الصادرات وقدّمت تقييمات ائتمانية مجانية للمشترين الأجانب.',
  },
  {
    id: 5,
    image: '/images/sponsors/sponsor-5.svg',
    DESCRIPTION_ENG: 'Highlands Cargo and Freight – express air cargo for high-value exports',
    DESCRIPTION_ARA: 'المرتفعات للشحن والنقل – شحن جوي سريع للصادرات عالية القيمة',
    TARIFF_ENG: `<p>Highlands Cargo and Freight supports exporters of pharmaceuticals, fresh produce and high-value goods with express air cargo services from Queen Alia International Airport.</p>
<p>Under its sponsorship, the company offers discounted rates on sample shipments sent to buyers met at trade fairs and matchmaking events.</p>`,
    TARIFF_ARA: `<p>تدعم شركة المرتفعات للشحن والنقل مصدّري الأدوية والمنتجات الطازجة والسلع عالية القيمة بخدمات الشحن الجوي السريع من مطار الملكة علياء الدولي.</p>
<p>وتقدّم الشركة في إطار رعايتها أسعاراً مخفّضة لشحن العيّنات المرسلة إلى المشترين الذين يلتقيهم المصدرون في المعارض وفعاليات التوفيق.</p>`,
    TARIFF_FILE: '',
    TARIFF_FILE_ARA: '',
    link: '',
    link_ara: '',
    date_end: '2027-06-30',
    status: 0,
    meta_description_en:
      'Highlands Cargo and Freight offers express air cargo and discounted sample shipments for Jordanian exporters.',
    meta_description_ar:
      'المرتفعات للشحن والنقل تقدّم خدمات الشحن الجوي السريع وأسعاراً مخفّضة لشحن العيّنات للمصدرين الأردنيين.',
  },
  {
    id: 6,
    image: '/images/sponsors/sponsor-6.svg',
    DESCRIPTION_ENG: 'Zarqa Valley Commercial Bank – working capital for small and medium exporters',
    DESCRIPTION_ARA: 'بنك وادي الزرقاء التجاري – رأس مال عامل للمصدرين الصغار والمتوسطين',
    TARIFF_ENG: `<p>Zarqa Valley Commercial Bank sponsors the export readiness assessment on the portal and provides working capital facilities for small and medium exporters that complete the assessment.</p>
<p>The bank's relationship managers review the assessment results with interested companies and propose financing tailored to their first export orders.</p>`,
    TARIFF_ARA: `<p>يرعى بنك وادي الزرقاء التجاري التقييم الأولي للجاهزية التصديرية في البوابة، ويوفّر تسهيلات رأس المال العامل للمصدرين الصغار والمتوسطين الذين يستكملون التقييم.</p>
<p>ويراجع مديرو العلاقات في البنك نتائج التقييم مع الشركات المهتمة، ويقترحون حلول تمويل مصمّمة لطلبياتها التصديرية الأولى.</p>`,
    TARIFF_FILE: '',
    TARIFF_FILE_ARA: '',
    link: '',
    link_ara: '',
    date_end: '2026-11-21',
    status: 1,
    meta_description_en:
      'Zarqa Valley Commercial Bank sponsors the export readiness assessment and offers working capital to small exporters.',
    meta_description_ar:
      'بنك وادي الزرقاء التجاري يرعى تقييم الجاهزية التصديرية ويوفّر رأس مال عامل للمصدرين الصغار والمتوسطين.',
  },
];
