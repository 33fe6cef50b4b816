// Issue 46: the seed's corrected statements (data/agreement-facts/corrections.json, the verified
// ones, and what is known of the partly verified ones, cited). The seed writes them in a fresh
// database; migration 0029 writes them in one seeded before, only where a row still holds the old
// seeded value (a staff edit is kept).

const JORDAN_TIMES_TERMINATE =
  'http://www.jordantimes.com/news/local/ankara-officially-informed-about-jordan%E2%80%99s-intent-terminate-fta';

/** uk-entry-into-force: in force on 1 May 2021 (GOV.UK “Trade with Jordan”). */
export const UK_AGREEMENT = {
  in_force_on: '2021-05-01',
  summary_eng:
    'Signed on 5 November 2019 and in force since 1 May 2021; the agreement has no provisional application. It carries over the preferences that trade between the two countries had under the EU agreement.',
  summary_ara:
    'وُقّعت في ٥ تشرين الثاني ٢٠١٩ وهي سارية منذ ١ أيار ٢٠٢١، ولا تتضمن بنداً للتطبيق المؤقت، وتحافظ على الأفضليات التي كانت التجارة بين البلدين تتمتع بها بموجب الاتفاقية الأوروبية.',
};

/** The GB country page's paragraph (partner-notes.ts). */
export const GB_NOTE = {
  eng: '<p>Since 1 May 2021 trade with the United Kingdom follows its own agreement rather than the EU’s: the proof of origin for a shipment to the UK names the UK–Jordan Association Agreement.</p>',
  ara: '<p>منذ ١ أيار ٢٠٢١ تخضع التجارة مع المملكة المتحدة لاتفاقيتها الخاصة بدلاً من الاتفاقية الأوروبية، فيُشار في إثبات المنشأ للشحنات المتجهة إلى المملكة المتحدة إلى اتفاقية الشراكة بين الأردن والمملكة المتحدة.</p>',
};

/** turkey-terminated: terminated by Jordan in 2018 (the day it took effect was not found). */
export const TURKEY_AGREEMENT = {
  summary_eng:
    'Signed on 1 December 2009 and in force from 1 March 2011. Jordan terminated the agreement in 2018, so its preferences no longer apply; it is kept here for the record.',
  summary_ara:
    'وُقّعت في ١ كانون الأول ٢٠٠٩ وسرت اعتباراً من ١ آذار ٢٠١١. أنهى الأردن العمل بالاتفاقية عام ٢٠١٨، فلم تعد أفضلياتها مطبّقة، وهي مدرجة هنا للتوثيق.',
  covers_eng:
    'Trade in industrial and agricultural goods. No preference has applied since Jordan ended the agreement in 2018.',
  covers_ara:
    'التجارة في السلع الصناعية والزراعية. ولا تُطبّق أي أفضلية منذ أنهى الأردن العمل بالاتفاقية عام ٢٠١٨.',
  legal_status: 'terminated' as const,
  legal_status_note_eng:
    'Jordan’s Council of Ministers suspended the agreement in March 2018; on 27 May 2018 the Minister of Industry, Trade and Supply said Jordan had officially informed Turkey of its intent to terminate it completely, and Turkish state media reported in October 2019 that Jordan had cancelled it in 2018. The agreement is terminated, not suspended: no preference applies to trade with Turkey. The day the termination took effect was not found in an official text.',
  legal_status_note_ara:
    'علّق مجلس الوزراء الأردني العمل بالاتفاقية في آذار ٢٠١٨، وفي ٢٧ أيار ٢٠١٨ أعلن وزير الصناعة والتجارة والتموين أن الأردن أبلغ تركيا رسمياً نيته إنهاء الاتفاقية كلياً، وذكرت وسائل الإعلام التركية الرسمية في تشرين الأول ٢٠١٩ أن الأردن ألغى الاتفاقية عام ٢٠١٨. فالاتفاقية منتهية لا معلّقة، ولا تُطبّق أي أفضلية على التجارة مع تركيا. ولم يُعثر في نص رسمي على اليوم الذي سرى فيه الإنهاء.',
  legal_status_source_eng:
    'The Jordan Times, “Ankara officially informed about Jordan’s intent to terminate FTA”',
  legal_status_source_ara:
    'صحيفة جوردان تايمز، «إبلاغ أنقرة رسمياً بنية الأردن إنهاء اتفاقية التجارة الحرة»',
  legal_status_source_url: JORDAN_TIMES_TERMINATE,
  legal_status_source_date: '2018-05-27',
};

/** gafta-value-test: the 40 % value test alone (Article 9 of the 1981 Agreement; ESC 1336). */
export const GAFTA_RULE = {
  tariff_shift: 'none' as const,
  cumulation_en:
    'Value added in any member state of the Greater Arab Free Trade Area counts towards the 40 %, as the Ministry of Industry, Trade and Supply publishes the rules; the text of the general rules read for this page does not confirm it: ask the agency.',
  cumulation_ar:
    'تُحتسب القيمة المضافة في أي دولة عضو في منطقة التجارة الحرة العربية الكبرى ضمن نسبة الـ ٤٠٪ كما تنشر وزارة الصناعة والتجارة والتموين القواعد؛ ولا يؤكد ذلك نص القواعد العامة الذي رُجع إليه لهذه الصفحة، فاستفسر من المؤسسة.',
  notes_en:
    'A product is of Arab origin when the value added from its production in the member state is at least 40 % of its final value when its production is complete: a value test alone, with no change-of-classification condition. Detailed product rules agreed later govern where they exist. Shipments travel with the Arab certificate of origin.',
  notes_ar:
    'يُعدّ المنتج عربي المنشأ إذا لم تقل القيمة المضافة الناشئة عن إنتاجه في الدولة العضو عن ٤٠٪ من قيمته النهائية عند إتمام إنتاجه، وهو اختبار قيمة وحده دون شرط تغيير البند. وتحكم القواعد التفصيلية المتفق عليها لاحقاً حيث وُجدت. وتُرفق الشحنات بشهادة المنشأ العربية.',
  source_name_en:
    'General rules of Arab origin (Economic and Social Council resolution 1336 of 17 September 1997), quoting Article 9 of the 1981 Agreement on Facilitation and Development of Trade among Arab States, as reproduced by mohamah.net',
  source_name_ar:
    'القواعد العامة للمنشأ العربي (قرار المجلس الاقتصادي والاجتماعي رقم ١٣٣٦ بتاريخ ١٧ أيلول ١٩٩٧) نقلاً عن المادة التاسعة من اتفاقية تيسير وتنمية التبادل التجاري بين الدول العربية لسنة ١٩٨١، كما نشرها موقع محاماة نت',
  source_url:
    'https://mohamah.net/law/%d9%86%d8%b5%d9%88%d8%b5-%d9%88-%d9%85%d9%88%d8%a7%d8%af-%d8%a7%d8%aa%d9%81%d8%a7%d9%82%d9%8a%d8%a9-%d8%aa%d9%8a%d8%b3%d9%8a%d8%b1-%d9%88-%d8%aa%d9%86%d9%85%d9%8a%d8%a9-%d8%a7%d9%84%d8%aa%d8%a8%d8%a7',
  source_date: '1997-09-17',
};

/** pem-status-eu (partly verified; issue 57: the revised rules): cited in the text. Appended to the notes. */
export const EU_PEM_NOTE = {
  en: ' Rules in force: Protocol 3 was replaced by Decision No 1/2021 of the EU–Jordan Association Council, which refers to the PEM Convention as it stands and allows the alternative (“transitional”) rules bilaterally (EUR-Lex, consolidated text of the agreement of 1 September 2021). The revised PEM rules (PEM Joint Committee Decision No 1/2023) apply from 1 January 2025; Jordan applied them with the EU as transitional rules from 1 September 2021, and its application of the revised rules from 16 January 2025 is reported but was not found in an official act here (see the terms below). Under them origin is proven with a EUR.1 marked “REVISED RULES” or an origin declaration; the EUR-MED certificate is not used.',
  ar: ' القواعد النافذة: استُبدل البروتوكول ٣ بقرار مجلس الشراكة الأردني الأوروبي رقم ١/٢٠٢١ الذي يحيل إلى الاتفاقية الأورومتوسطية بصيغتها النافذة ويتيح تطبيق القواعد البديلة («الانتقالية») ثنائياً (EUR-Lex، النص الموحّد للاتفاقية بتاريخ ١ أيلول ٢٠٢١). وتُطبَّق القواعد الأورومتوسطية المعدّلة (قرار اللجنة المشتركة رقم ١/٢٠٢٣) اعتباراً من ١ كانون الثاني ٢٠٢٥؛ وكان الأردن يطبّقها مع الاتحاد الأوروبي بوصفها قواعد انتقالية منذ ١ أيلول ٢٠٢١، وورد أنه يطبّق القواعد المعدّلة اعتباراً من ١٦ كانون الثاني ٢٠٢٥ دون أن يُعثر هنا على صك رسمي بذلك (انظر الشروط أدناه). ويُثبت المنشأ وفقها بشهادة EUR.1 تحمل عبارة «REVISED RULES» أو بتصريح منشأ، ولا تُستعمل شهادة EUR-MED.',
};

/** pem-status-efta (not verified) and efta-cumulation-partners (partly verified). */
export const EFTA_RULE = {
  cumulation_partners: ['CH', 'LI', 'NO', 'IS'],
  cumulation_en:
    'Cumulation in an EFTA state and in Jordan (Protocol B, Articles 3 and 4), and diagonal cumulation with the pan-Euro-Mediterranean partners named in Protocol B, where the conditions are met.',
  cumulation_ar:
    'تراكم في دولة من دول إفتا وفي الأردن (البروتوكول (ب)، المادتان ٣ و٤)، وتراكم قُطري مع الشركاء الأورومتوسطيين المسمّين في البروتوكول (ب) متى استوفيت الشروط.',
  notes_en:
    'Origin is proven with a EUR.1 or EUR-MED movement certificate, or with an invoice declaration. As of 27 November 2024 the Swiss customs administration listed the EFTA–Jordan agreement among those not yet referring to the revised PEM Convention (PwC Switzerland, “Revised PEM Convention”); its status today was not verified here.',
  notes_ar:
    'يُثبت المنشأ بشهادة الحركة EUR.1 أو EUR-MED، أو بتصريح على الفاتورة. وحتى ٢٧ تشرين الثاني ٢٠٢٤ كانت إدارة الجمارك السويسرية تُدرج اتفاقية إفتا والأردن ضمن الاتفاقيات التي لم تُحِل بعد إلى الاتفاقية الأورومتوسطية المعدّلة (PwC سويسرا، «الاتفاقية الأورومتوسطية المعدّلة»)؛ ولم يُتحقق هنا من وضعها الحالي.',
};

/**
 * uk-cumulation-partners (scheme.json of the UK Trade Tariff's origin data): the EU written as its
 * 27 states; Serbia as RS (the data's XS); Kosovo (the data's XK, no ISO 3166-1 code) named in
 * the text only.
 */
// prettier-ignore
const UK_EXTENDED = [
  'GB', 'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'AD', 'SM', 'AL', 'DZ',
  'BA', 'FO', 'GE', 'IL', 'EG', 'LB', 'MD', 'ME', 'MA', 'MK', 'PS', 'RS', 'SY', 'UA', 'CH', 'LI',
  'IS', 'NO', 'TR',
];

/** pem-status-uk and uk-cumulation-partners (both verified). */
export const UK_RULE = {
  cumulation_partners: UK_EXTENDED,
  cumulation_en:
    'Bilateral cumulation between the United Kingdom and Jordan, and extended cumulation: materials originating in the European Union, Switzerland (with Liechtenstein), Iceland, Norway and Turkey, and in the countries of Annex A of the Origin Reference Document (Kosovo among them), count as originating when the working in Jordan goes beyond insufficient operations. Cumulation with the EU needs administrative cooperation arrangements between the UK, Jordan and the EU, identical rules of origin and published notices; with the others, a GATT Article XXIV agreement with the country of destination, identical rules and published notices.',
  cumulation_ar:
    'تراكم ثنائي بين المملكة المتحدة والأردن، وتراكم موسّع: تُعدّ المواد ذات المنشأ في الاتحاد الأوروبي وسويسرا (مع ليختنشتاين) وآيسلندا والنرويج وتركيا، وفي الدول المدرجة في الملحق (أ) من وثيقة مرجعية المنشأ (ومنها كوسوفو)، مواد ذات منشأ متى تجاوز التصنيع في الأردن العمليات غير الكافية. ويشترط للتراكم مع الاتحاد الأوروبي وجود ترتيبات تعاون إداري بين المملكة المتحدة والأردن والاتحاد وتطابق قواعد المنشأ ونشر الإشعارات؛ ومع الدول الأخرى وجود اتفاقية وفق المادة ٢٤ من الغات مع بلد المقصد وتطابق القواعد ونشر الإشعارات.',
  notes_en:
    'The United Kingdom is not a party to the PEM Convention: UK–Jordan origin follows the UK’s Jordan Origin Reference Document (version 1.1 of 28 December 2021) and its own product-specific rules, published as data by the UK Trade Tariff service; the revised PEM rules do not apply to this trade. The agreement keeps the relaxed rules of origin for producers employing Syrian refugees. Its product-specific rules are written in the 2002 version of the HS: apply the rule of the code the good had in that version. Origin is proven with a EUR.1 movement certificate or an origin declaration.',
  notes_ar:
    'المملكة المتحدة ليست طرفاً في الاتفاقية الأورومتوسطية: يخضع المنشأ في التجارة بين الأردن والمملكة المتحدة لوثيقة مرجعية المنشأ الأردنية البريطانية (الإصدار ١٫١ بتاريخ ٢٨ كانون الأول ٢٠٢١) ولقواعدها الخاصة بالمنتجات التي تنشرها خدمة التعرفة التجارية البريطانية بيانات مفتوحة، ولا تنطبق قواعد PEM المعدّلة على هذه التجارة. وتُبقي الاتفاقية قواعد المنشأ المبسّطة للمنتجين الذين يشغّلون لاجئين سوريين. وقواعدها الخاصة بالمنتجات مكتوبة وفق إصدار ٢٠٠٢ من النظام المنسّق، فتُطبّق قاعدة الرمز الذي كانت السلعة تُصنّف تحته في ذلك الإصدار. ويُثبت المنشأ بشهادة الحركة EUR.1 أو بتصريح المنشأ.',
};
