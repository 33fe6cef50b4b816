import type { tradeAgreements } from '@/lib/db/schema';

// Issue 27: Jordan's trade agreements, as public facts (the texts of the agreements, the Ministry of
// Industry, Trade and Supply, the partners' trade ministries). Dates are those of signature and of
// entry into force; where a date was not certain it was left out rather than guessed. Ids follow the
// date of entry into force, so the list (newest first) reads the same by id.

export type AgreementSeed = typeof tradeAgreements.$inferInsert & {
  id: number;
  /** The partner countries (ISO 3166-1 alpha-2) whose pages on the map name this agreement. */
  partners: readonly string[];
};

import { LEGAL_STATUS_57 } from './facts-checked-57';
import { AGADIR_STATUS, CHECKED_ISSUE_46, UAE_AGREEMENT, US_COVERS } from './issue-57-agreements';
import { TURKEY_AGREEMENT, UK_AGREEMENT } from './seed-corrections';

const MIT = 'https://www.mit.gov.jo';

/** The member states of the European Union (27 since 2020). */
export const EU_MEMBERS = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

/** The European Free Trade Association. */
export const EFTA_MEMBERS = ['IS', 'LI', 'NO', 'CH'] as const;

/** Jordan's partners in the Greater Arab Free Trade Area (its 18 members less Jordan). */
export const GAFTA_PARTNERS = [
  'AE', 'BH', 'DZ', 'EG', 'IQ', 'KW', 'LB', 'LY', 'MA', 'OM', 'PS', 'QA', 'SA', 'SD',
  'SY', 'TN', 'YE',
] as const; // prettier-ignore

export const tradeAgreementsSeed: AgreementSeed[] = [
  {
    id: 1,
    title_eng: 'Greater Arab Free Trade Area (GAFTA)',
    title_ara: 'منطقة التجارة الحرة العربية الكبرى',
    summary_eng:
      'A free trade area of the member states of the League of Arab States, set up by the Executive Programme that the Arab League’s Economic and Social Council adopted on 19 February 1997. Customs duties on goods of Arab origin were cut by a tenth a year from 1 January 1998, and the last of them were removed on 1 January 2005.',
    summary_ara:
      'منطقة تجارة حرة بين الدول الأعضاء في جامعة الدول العربية، أُنشئت بموجب البرنامج التنفيذي الذي أقرّه المجلس الاقتصادي والاجتماعي لجامعة الدول العربية في ١٩ شباط ١٩٩٧. خُفّضت الرسوم الجمركية على السلع ذات المنشأ العربي بمقدار العُشر سنوياً اعتباراً من ١ كانون الثاني ١٩٩٨، وأُلغي ما تبقّى منها في ١ كانون الثاني ٢٠٠٥.',
    covers_eng:
      'Trade in goods of Arab origin: industrial and agricultural products are exempt from customs duties and charges of equivalent effect. A product is of Arab origin when at least 40 per cent of its value is added in the member states; shipments travel with the Arab certificate of origin.',
    covers_ara:
      'تجارة السلع ذات المنشأ العربي: تُعفى المنتجات الصناعية والزراعية من الرسوم الجمركية والرسوم ذات الأثر المماثل. ويُعدّ المنتج عربي المنشأ إذا لم تقل القيمة المضافة في الدول الأعضاء عن ٤٠٪ من قيمته، وتُرفق الشحنات بشهادة المنشأ العربية.',
    signed_on: '1997-02-19',
    in_force_on: '1998-01-01',
    link: MIT,
    status: 1,
    ...LEGAL_STATUS_57[1],
    partners: GAFTA_PARTNERS,
  },
  {
    id: 2,
    title_eng: 'Jordan–United States Free Trade Agreement',
    title_ara: 'اتفاقية التجارة الحرة بين الأردن والولايات المتحدة الأمريكية',
    summary_eng:
      'Signed on 24 October 2000 and in force since 17 December 2001, the first free trade agreement the United States concluded with an Arab country. Customs duties were phased out over ten years: since 1 January 2010 almost all trade in goods between the two countries has been duty-free.',
    summary_ara:
      'وُقّعت في ٢٤ تشرين الأول ٢٠٠٠ وهي سارية منذ ١٧ كانون الأول ٢٠٠١، وهي أول اتفاقية تجارة حرة تبرمها الولايات المتحدة مع دولة عربية. أُلغيت الرسوم الجمركية تدريجياً على مدى عشر سنوات، ومنذ ١ كانون الثاني ٢٠١٠ أصبحت التجارة في السلع بين البلدين معفاة من الرسوم في معظمها.',
    // Issue 57: the value test with the 15 % cap of 19 CFR 10.710(b).
    ...US_COVERS,
    signed_on: '2000-10-24',
    in_force_on: '2001-12-17',
    link: 'https://ustr.gov/trade-agreements/free-trade-agreements/jordan-fta',
    status: 1,
    ...LEGAL_STATUS_57[2],
    partners: ['US'],
  },
  {
    id: 3,
    title_eng: 'EU–Jordan Association Agreement',
    title_ara: 'اتفاقية الشراكة الأردنية الأوروبية',
    summary_eng:
      'The Euro-Mediterranean Association Agreement between Jordan and the European Union, signed on 24 November 1997 and in force since 1 May 2002. Jordanian industrial goods enter the EU free of customs duties, while Jordan removed its duties on EU industrial goods over a transition period. Since 2016 the EU has relaxed its rules of origin for Jordanian manufacturers that employ Syrian refugees, a scheme extended to the whole country in 2018.',
    summary_ara:
      'اتفاقية الشراكة الأورومتوسطية بين الأردن والاتحاد الأوروبي، وُقّعت في ٢٤ تشرين الثاني ١٩٩٧ وهي سارية منذ ١ أيار ٢٠٠٢. تدخل المنتجات الصناعية الأردنية أسواق الاتحاد الأوروبي معفاة من الرسوم الجمركية، فيما ألغى الأردن رسومه على المنتجات الصناعية الأوروبية خلال فترة انتقالية. ومنذ عام ٢٠١٦ يطبّق الاتحاد الأوروبي قواعد منشأ مبسّطة للمصانع الأردنية التي تشغّل لاجئين سوريين، ووُسّع نطاقها ليشمل المملكة كلها عام ٢٠١٨.',
    covers_eng:
      'Industrial goods duty-free both ways, preferences for agricultural, processed agricultural and fishery products, and cooperation on services, investment and standards. Origin is proven with a EUR.1 movement certificate or an origin declaration, with cumulation under the Pan-Euro-Mediterranean rules of origin.',
    covers_ara:
      'إعفاء المنتجات الصناعية من الرسوم الجمركية في الاتجاهين، وأفضليات للمنتجات الزراعية والزراعية المصنّعة والسمكية، والتعاون في الخدمات والاستثمار والمواصفات. ويُثبت المنشأ بشهادة الحركة EUR.1 أو بتصريح المنشأ، مع إمكانية تراكم المنشأ وفق قواعد المنشأ الأورومتوسطية.',
    signed_on: '1997-11-24',
    in_force_on: '2002-05-01',
    link: 'https://policy.trade.ec.europa.eu/eu-trade-relationships-country-and-region/countries-and-regions/jordan_en',
    status: 1,
    ...LEGAL_STATUS_57[3],
    partners: EU_MEMBERS,
  },
  {
    id: 4,
    title_eng: 'EFTA–Jordan Free Trade Agreement',
    title_ara: 'اتفاقية التجارة الحرة بين الأردن ودول رابطة التجارة الحرة الأوروبية (إفتا)',
    summary_eng:
      'A free trade agreement between Jordan and the four states of the European Free Trade Association (Iceland, Liechtenstein, Norway and Switzerland), signed on 21 June 2001 and in force since 1 September 2002.',
    summary_ara:
      'اتفاقية تجارة حرة بين الأردن والدول الأربع الأعضاء في رابطة التجارة الحرة الأوروبية (آيسلندا وليختنشتاين والنرويج وسويسرا)، وُقّعت في ٢١ حزيران ٢٠٠١ وهي سارية منذ ١ أيلول ٢٠٠٢.',
    covers_eng:
      'Industrial goods, including fish and other marine products, and processed agricultural products; trade in basic agricultural products is covered by a bilateral agreement with each EFTA state. Origin is proven with a EUR.1 movement certificate or an origin declaration.',
    covers_ara:
      'المنتجات الصناعية، بما فيها الأسماك والمنتجات البحرية الأخرى، والمنتجات الزراعية المصنّعة؛ أما تجارة المنتجات الزراعية الأساسية فتغطيها اتفاقية ثنائية مع كل دولة من دول إفتا. ويُثبت المنشأ بشهادة الحركة EUR.1 أو بتصريح المنشأ.',
    signed_on: '2001-06-21',
    in_force_on: '2002-09-01',
    link: 'https://www.efta.int',
    status: 1,
    ...LEGAL_STATUS_57[4],
    partners: EFTA_MEMBERS,
  },
  {
    id: 5,
    title_eng: 'Jordan–Singapore Free Trade Agreement',
    title_ara: 'اتفاقية التجارة الحرة بين الأردن وسنغافورة',
    summary_eng:
      'Signed on 16 May 2004 and in force since 22 August 2005, the agreement links Jordan with one of the leading trading and logistics hubs of South-East Asia.',
    summary_ara:
      'وُقّعت في ١٦ أيار ٢٠٠٤ وهي سارية منذ ٢٢ آب ٢٠٠٥، وتربط الأردن بأحد أبرز المراكز التجارية واللوجستية في جنوب شرق آسيا.',
    covers_eng:
      'Trade in goods, with customs duties removed on most products, trade in services and investment, and cooperation on customs procedures and standards. Origin is proven with a certificate of origin.',
    covers_ara:
      'التجارة في السلع مع إلغاء الرسوم الجمركية على معظم المنتجات، والتجارة في الخدمات والاستثمار، والتعاون في الإجراءات الجمركية والمواصفات. ويُثبت المنشأ بشهادة المنشأ.',
    signed_on: '2004-05-16',
    in_force_on: '2005-08-22',
    link: 'https://www.mti.gov.sg',
    status: 1,
    ...LEGAL_STATUS_57[5],
    partners: ['SG'],
  },
  {
    id: 6,
    title_eng: 'Agadir Agreement',
    title_ara: 'اتفاقية أغادير',
    summary_eng:
      'A free trade agreement between Jordan, Egypt, Morocco and Tunisia, signed in Rabat on 25 February 2004 and in force since 27 March 2007. It is open to other Arab Mediterranean countries that have an association or free trade agreement with the European Union.',
    summary_ara:
      'اتفاقية تجارة حرة بين الأردن ومصر والمغرب وتونس، وُقّعت في الرباط في ٢٥ شباط ٢٠٠٤ وهي سارية منذ ٢٧ آذار ٢٠٠٧. والاتفاقية مفتوحة لانضمام الدول العربية المتوسطية الأخرى التي تربطها بالاتحاد الأوروبي اتفاقية شراكة أو تجارة حرة.',
    covers_eng:
      'Industrial and agricultural goods traded among the four countries free of customs duties, with diagonal cumulation of origin under the Pan-Euro-Mediterranean rules: materials from the partners and the EU count as originating, which helps Jordanian products qualify for the EU market.',
    covers_ara:
      'تبادل السلع الصناعية والزراعية بين الدول الأربع معفاة من الرسوم الجمركية، مع التراكم القُطري للمنشأ وفق قواعد المنشأ الأورومتوسطية؛ إذ تُحتسب المواد الواردة من الدول الشريكة والاتحاد الأوروبي مواد ذات منشأ، ما يساعد المنتجات الأردنية على التأهل لدخول السوق الأوروبية.',
    signed_on: '2004-02-25',
    in_force_on: '2007-03-27',
    link: MIT,
    status: 1,
    // Issue 57: its members and the accessions under way, as sourced.
    ...AGADIR_STATUS,
    partners: ['EG', 'MA', 'TN'],
  },
  {
    id: 7,
    title_eng: 'Jordan–Turkey Free Trade Agreement',
    title_ara: 'اتفاقية التجارة الحرة بين الأردن وتركيا',
    signed_on: '2009-12-01',
    in_force_on: '2011-03-01',
    link: MIT,
    // Suspended (docs/decisions/credentials-and-agreements.md, issue 27): kept, neither listed nor coloured on the map.
    status: 0,
    // Issue 37: its legal status, as market access shows it, with its source; issue 46: terminated.
    ...TURKEY_AGREEMENT,
    ...CHECKED_ISSUE_46,
    partners: ['TR'],
  },
  {
    id: 8,
    title_eng: 'Canada–Jordan Free Trade Agreement',
    title_ara: 'اتفاقية التجارة الحرة بين الأردن وكندا',
    summary_eng:
      'Signed on 28 June 2009 and in force since 1 October 2012, together with parallel agreements on labour cooperation and on the environment.',
    summary_ara:
      'وُقّعت في ٢٨ حزيران ٢٠٠٩ وهي سارية منذ ١ تشرين الأول ٢٠١٢، وترافقها اتفاقيتان موازيتان بشأن التعاون في مجال العمل وبشأن البيئة.',
    covers_eng:
      'Trade in goods: Canada removed its duties on almost all Jordanian products when the agreement entered into force, while Jordan phases out its duties on Canadian goods over a transition period. Origin is proven with a certificate or declaration of origin.',
    covers_ara:
      'التجارة في السلع: ألغت كندا رسومها الجمركية على جميع المنتجات الأردنية تقريباً عند سريان الاتفاقية، فيما يلغي الأردن رسومه على السلع الكندية تدريجياً خلال فترة انتقالية. ويُثبت المنشأ بشهادة المنشأ أو تصريح المنشأ.',
    signed_on: '2009-06-28',
    in_force_on: '2012-10-01',
    link: 'https://www.international.gc.ca',
    status: 1,
    ...LEGAL_STATUS_57[8],
    partners: ['CA'],
  },
  {
    id: 9,
    title_eng: 'UK–Jordan Association Agreement',
    title_ara: 'اتفاقية الشراكة بين الأردن والمملكة المتحدة',
    // Issue 46: in force on 1 May 2021 (uk-entry-into-force).
    ...UK_AGREEMENT,
    covers_eng:
      'Industrial goods duty-free both ways and preferences for agricultural and fishery products, as under the EU agreement. Origin is proven with a EUR.1 movement certificate or an origin declaration.',
    covers_ara:
      'إعفاء المنتجات الصناعية من الرسوم الجمركية في الاتجاهين وأفضليات للمنتجات الزراعية والسمكية، كما في الاتفاقية الأوروبية. ويُثبت المنشأ بشهادة الحركة EUR.1 أو بتصريح المنشأ.',
    signed_on: '2019-11-05',
    link: MIT,
    status: 1,
    ...CHECKED_ISSUE_46,
    partners: ['GB'],
  },
  // Issue 57: the Jordan–UAE CEPA.
  UAE_AGREEMENT,
];
