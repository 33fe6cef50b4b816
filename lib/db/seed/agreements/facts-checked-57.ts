// Issue 57: the legal facts that carried no "checked on" day, checked on 27 November 2026 against
// the public texts the portal's source search holds (data/agreement-facts/facts-check.json says
// what was read for each). Where the check found the fact wrong or overstated, the corrected
// statement is here; where a source could not be read, the fact says so. Migration 0040 brings a
// database seeded before to these values where staff have not edited the row.

export const CHECKED_57 = { checked_on: '2026-11-27', review_by: '2027-05-27' } as const;

const legalChecked = {
  legal_status: 'in_force' as const,
  legal_status_checked_on: CHECKED_57.checked_on,
  legal_status_review_by: CHECKED_57.review_by,
};

/** Each agreement's legal status as checked, by the seed's agreement id. */
export const LEGAL_STATUS_57 = {
  1: {
    ...legalChecked,
    legal_status_note_eng:
      'The Arab League’s Economic and Social Council adopted the executive programme of the Greater Arab Free Trade Area by Resolution 1317 of 19 February 1997 (an adoption, not a signature); its gradual removal of duties took effect on 1 January 1998, and Jordan’s application reportedly began on 9 March 1998. The Arab League’s own texts could not be read here: these dates come from secondary sources.',
    legal_status_note_ara:
      'اعتمد المجلس الاقتصادي والاجتماعي لجامعة الدول العربية البرنامج التنفيذي لمنطقة التجارة الحرة العربية الكبرى بقراره رقم ١٣١٧ بتاريخ ١٩ شباط ١٩٩٧ (وهو اعتماد لا توقيع)، وبدأ التخفيض التدريجي للرسوم في ١ كانون الثاني ١٩٩٨، وورد أن الأردن بدأ تطبيقه في ٩ آذار ١٩٩٨. ولم يتسنَّ هنا الاطلاع على نصوص جامعة الدول العربية نفسها: فهذه التواريخ مأخوذة من مصادر ثانوية.',
    legal_status_source_eng: 'IMO Export, “The Greater Arab Free Trade Area” (secondary source)',
    legal_status_source_ara: 'موقع IMO Export، «منطقة التجارة الحرة العربية الكبرى» (مصدر ثانوي)',
    legal_status_source_url: 'https://imo-export.com/en/the-greater-arab-free-trade-area/',
    legal_status_source_date: null,
  },
  2: {
    ...legalChecked,
    legal_status_note_eng:
      'Fully implemented on 1 January 2010, at the end of the ten years over which it phased out customs duties: since then trade between the two countries has been free of duty, with the exception of a few items.',
    legal_status_note_ara:
      'طُبّقت بالكامل في ١ كانون الثاني ٢٠١٠، بانتهاء السنوات العشر التي أُلغيت خلالها الرسوم الجمركية تدريجياً، ومنذ ذلك الحين أصبحت التجارة بين البلدين معفاة من الرسوم باستثناء بضعة أصناف.',
    legal_status_source_eng:
      'Jordan Economic & Commerce Bureau (Washington), “Jordan – U.S. Free Trade Agreement”',
    legal_status_source_ara:
      'المكتب الاقتصادي والتجاري الأردني في واشنطن، «اتفاقية التجارة الحرة بين الأردن والولايات المتحدة»',
    legal_status_source_url:
      'http://www.jordanecb.org/Public/English.aspx?Site_ID=1&Page_ID=480&menu_id=32',
    legal_status_source_date: null,
  },
  3: {
    ...legalChecked,
    legal_status_note_eng: 'Signed on 24 November 1997; in force since 1 May 2002.',
    legal_status_note_ara: 'وُقّعت في ٢٤ تشرين الثاني ١٩٩٧، وهي سارية منذ ١ أيار ٢٠٠٢.',
    legal_status_source_eng:
      'Decision No 2/2021 of the EU–Jordan Association Council of 26 November 2021, recital (1) (Official Journal, as reproduced by lexaris.de)',
    legal_status_source_ara:
      'قرار مجلس الشراكة الأردني الأوروبي رقم ٢/٢٠٢١ بتاريخ ٢٦ تشرين الثاني ٢٠٢١، الحيثية (١) (الجريدة الرسمية للاتحاد الأوروبي كما نشرها موقع lexaris.de)',
    legal_status_source_url: 'https://lexaris.de/book/version/documentflat/head/2044400',
    legal_status_source_date: '2021-11-26',
  },
  4: {
    ...legalChecked,
    legal_status_note_eng:
      'Signed in Vaduz on 21 June 2001; in force since 1 September 2002 (for Switzerland and Norway; the day for Iceland and Liechtenstein was not read).',
    legal_status_note_ara:
      'وُقّعت في فادوتس في ٢١ حزيران ٢٠٠١، وهي سارية منذ ١ أيلول ٢٠٠٢ (لسويسرا والنرويج؛ ولم يُطّلع على تاريخ سريانها لآيسلندا وليختنشتاين).',
    legal_status_source_eng:
      'Swiss Classified Compilation SR 0.632.314.671, status of 1 October 2013 (Fedlex, as reproduced by lexaris.io)',
    legal_status_source_ara:
      'المجموعة المصنّفة للقانون الاتحادي السويسري SR 0.632.314.671، بحالتها في ١ تشرين الأول ٢٠١٣ (Fedlex، كما نشرها موقع lexaris.io)',
    legal_status_source_url: 'https://lexaris.io/book/version/documentflat/head/228912',
    legal_status_source_date: '2013-10-01',
  },
  5: {
    ...legalChecked,
    legal_status_note_eng:
      'Signed on 16 May 2004. Singapore grants Jordanian goods the agreement’s treatment from 22 August 2005 (its Customs (Duties) (Amendment No. 2) Order 2009 is deemed in operation from that day); no text read states the entry into force in those words.',
    legal_status_note_ara:
      'وُقّعت في ١٦ أيار ٢٠٠٤. وتمنح سنغافورة السلع الأردنية معاملة الاتفاقية اعتباراً من ٢٢ آب ٢٠٠٥ (إذ يُعدّ أمرها الجمركي المعدِّل رقم ٢ لسنة ٢٠٠٩ نافذاً منذ ذلك اليوم)؛ ولم يرد في نص اطُّلع عليه تاريخ السريان بهذه العبارة.',
    legal_status_source_eng:
      'Singapore Statutes Online, Customs (Duties) (Amendment No. 2) Order 2009 (S 328/2009)',
    legal_status_source_ara:
      'التشريعات السنغافورية على الإنترنت، الأمر الجمركي (الرسوم) المعدِّل رقم ٢ لسنة ٢٠٠٩ (S 328/2009)',
    legal_status_source_url:
      'https://sso.agc.gov.sg/SL-Supp/S328-2009/Published/20050822?DocDate=20050822',
    legal_status_source_date: null,
  },
  8: {
    ...legalChecked,
    legal_status_note_eng: 'Signed on 28 June 2009; in force since 1 October 2012.',
    legal_status_note_ara: 'وُقّعت في ٢٨ حزيران ٢٠٠٩، وهي سارية منذ ١ تشرين الأول ٢٠١٢.',
    legal_status_source_eng:
      'Canada Gazette Part II, SI/2012-71, Order Fixing October 1, 2012 as the Day on which the Act Comes into Force',
    legal_status_source_ara:
      'الجريدة الرسمية الكندية، الجزء الثاني، SI/2012-71، الأمر بتحديد ١ تشرين الأول ٢٠١٢ موعداً لسريان القانون',
    legal_status_source_url:
      'https://canadagazette.gc.ca/rp-pr/p2/2012/2012-09-12/html/si-tr71-eng.html',
    legal_status_source_date: '2012-09-12',
  },
} as const;

/** GAFTA's general rule: the Council's rules as well as the 40 %, and 20 % for assembly industries. */
export const GAFTA_RULE_57 = {
  notes_en:
    'A product is of Arab origin when it meets the rules of origin the Economic and Social Council sets and the value added from its production in the member state is at least 40 % of its final value when its production is complete; for Arab assembly industries the figure is 20 %. The general rule is this value test, with no change-of-classification condition; detailed product rules agreed later govern where they exist. Shipments travel with the Arab certificate of origin.',
  notes_ar:
    'يُعدّ المنتج عربي المنشأ إذا استوفى قواعد المنشأ التي يحدّدها المجلس الاقتصادي والاجتماعي ولم تقل القيمة المضافة الناشئة عن إنتاجه في الدولة العضو عن ٤٠٪ من قيمته النهائية عند إتمام إنتاجه، وتنخفض هذه النسبة إلى ٢٠٪ لصناعات التجميع العربية. والقاعدة العامة اختبار القيمة هذا دون شرط تغيير البند، وتحكم القواعد التفصيلية المتفق عليها لاحقاً حيث وُجدت. وتُرفق الشحنات بشهادة المنشأ العربية.',
  source_name_en:
    'Agreement on Facilitation and Development of Trade among Arab States (1981), Article 9, English text as reproduced on studylibfr.com (secondary source)',
  source_name_ar:
    'اتفاقية تيسير وتنمية التبادل التجاري بين الدول العربية لسنة ١٩٨١، المادة التاسعة، بنصّها الإنجليزي كما نشره موقع studylibfr.com (مصدر ثانوي)',
  source_url:
    'https://studylibfr.com/doc/10051875/%D8%A7%D8%AA%D9%81%D8%A7%D9%82%D9%8A%D8%A9-%D9%85%D9%86%D8%B7%D9%82%D8%A9-%D8%A7%D9%84%D8%AA%D8%AC%D8%A7%D8%B1%D8%A9-%D8%A7%D9%84%D8%AD%D8%B1%D8%A9-%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9',
  source_date: null,
};

/**
 * The EU's relaxed rules: the Commission's 2018 text names a threshold of 60,000 Syrian refugees
 * employed across Jordan, not the 2016 condition of 15 % per facility the page used to give.
 */
export const EU_RELAXED_RULES_57 = {
  en: 'Each product meets the working or processing the PEM list of rules gives for its heading. Relaxed rules of origin: under Decision No 1/2016 of the EU–Jordan Association Committee (19 July 2016), widened by the Association Committee in December 2018, a Jordanian producer may use simpler rules of origin (those the EU applies to imports from the least developed countries) for manufactured goods of chapters 25 to 96 listed in the decision. As the Commission announced the 2018 change, the scheme covers the whole of Jordan until 2030 and, once 60,000 Syrian refugees are lawfully employed across the country, may be used by any company exporting from Jordan (the 2016 decision required at least 15 % Syrian refugees among the workers of each facility). The exporter holds an authorisation number from Jordan’s authorities, and the proof of origin carries the statement “Derogation – Annex II(a) of Protocol 3” with it. The 2018 decision’s own text was not read here: ask the agency which conditions apply to your facility.',
  ar: 'يستوفي كل منتج عمليات التصنيع أو التحويل التي تحدّدها قائمة قواعد المنشأ الأورومتوسطية لبنده. قواعد المنشأ المبسّطة: بموجب قرار لجنة الشراكة الأردنية الأوروبية رقم ١/٢٠١٦ (١٩ تموز ٢٠١٦) الذي وسّعته لجنة الشراكة في كانون الأول ٢٠١٨، يجوز للمنتج الأردني تطبيق قواعد منشأ أبسط (تلك التي يطبّقها الاتحاد الأوروبي على وارداته من الدول الأقل نمواً) على السلع المصنّعة من الفصول ٢٥ إلى ٩٦ المدرجة في القرار. وكما أعلنت المفوضية تعديل ٢٠١٨، يشمل النظام المملكة كلها حتى عام ٢٠٣٠، ويجوز لأي شركة تصدّر من الأردن الاستفادة منه متى بلغ عدد اللاجئين السوريين العاملين بصورة قانونية في البلاد ٦٠ ألفاً (وكان قرار ٢٠١٦ يشترط ألا تقل نسبة اللاجئين السوريين عن ١٥٪ من عمال كل منشأة). ويحمل المصدّر رقم تفويض من الجهات الأردنية المختصة، ويحمل إثبات المنشأ عبارة “Derogation – Annex II(a) of Protocol 3” مع هذا الرقم. ولم يُطّلع هنا على نص قرار ٢٠١٨ نفسه: استفسر من المؤسسة عن الشروط المطبّقة على منشأتك.',
};

/** EFTA's Protocol B: the document itself rather than EFTA's home page. */
export const EFTA_SOURCE_57 = {
  source_name_en:
    'EFTA–Jordan Free Trade Agreement, Protocol B concerning the definition of the concept of “originating products”, as amended by Joint Committee Decision No 1 of 2006 (EFTA text, as reproduced on fdocuments.us)',
  source_name_ar:
    'اتفاقية التجارة الحرة بين الأردن ودول إفتا، البروتوكول (ب) بشأن تعريف مفهوم «المنتجات ذات المنشأ» بصيغته المعدّلة بقرار اللجنة المشتركة رقم ١ لعام ٢٠٠٦ (نص إفتا كما نشره موقع fdocuments.us)',
  source_url: 'https://fdocuments.us/document/protocol-b-efta.html',
};

/** Agadir: its origin protocol could not be read; the page says what to ask. */
export const AGADIR_RULE_57 = {
  notes_en:
    'The Agadir Agreement’s own origin protocol and the proofs it accepts could not be read here; secondary sources describe it as following the pan-Euro-Mediterranean rules of origin, with cumulation among its members. Ask the agency which rules and proofs apply before relying on Agadir.',
  notes_ar:
    'لم يتسنَّ هنا الاطلاع على بروتوكول المنشأ في اتفاقية أغادير ولا على إثباتات المنشأ التي يقبلها؛ وتصفه مصادر ثانوية بأنه يتّبع قواعد المنشأ الأورومتوسطية مع التراكم بين الدول الأعضاء. استفسر من المؤسسة عن القواعد والإثباتات المطبّقة قبل الاعتماد على اتفاقية أغادير.',
};

/**
 * Heading 33.04: free into the United States under the general rate for every origin (CBP rulings
 * NY K82075 of 2004 and NY N318707; the tariff's 3304.10, .20, .91 and .99.50), not through the
 * agreement: it adds no preference.
 */
export const US_3304_57 = {
  preferential_duty_en:
    'Free (0 %) into the United States under the general rate, for goods of every origin: the agreement adds no preference. Read for 3304.10, 3304.20, 3304.91 and 3304.99.50; check 3304.30 and 3304.99.10 on the tariff line.',
  preferential_duty_ar:
    'معفاة (٠٪) عند الدخول إلى الولايات المتحدة بموجب الرسم العام للسلع من أي منشأ: فلا تضيف الاتفاقية أي أفضلية. رُجع إلى البنود 3304.10 و3304.20 و3304.91 و3304.99.50؛ فراجع بند التعرفة للبندين 3304.30 و3304.99.10.',
  source_name_en:
    'U.S. Customs and Border Protection, ruling NY N318707 (subheading 3304.20: “The rate of duty will be free”), as reproduced by CustomsMobile',
  source_name_ar:
    'هيئة الجمارك وحماية الحدود الأمريكية، القرار NY N318707 (البند الفرعي 3304.20: الرسم معفى)، كما نشره موقع CustomsMobile',
  source_url: 'https://www.customsmobile.com/rulings/docview?doc_id=NY+N318707',
  source_date: null,
};
