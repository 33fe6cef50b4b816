// Issue 57: the Arabic names of the sources and tariffs the seeded duty facts cite
// (data/agreement-facts/duty-facts.json) and of the tariff the portal imports, each the English title as published, said in Arabic by
// the portal (its citations, "OJ L 129", "SR 0.632.314.671", kept in Latin). The seed writes them as
// `source_name_ar`; an Arabic page names a source staff left without an Arabic name by this list
// when its English name is one of these, else in English, marked so.

const NAMES: Record<string, string> = {
  'Jordan Export Portal, “FTA Matrix”': 'بوابة التصدير الأردنية، «مصفوفة اتفاقيات التجارة الحرة»',
  'The Jordan Times, “Jordanian-Iraqi joint committee meeting hears ways to enhance trade” (Iraqi Cabinet decision No. 25)':
    'صحيفة جوردان تايمز، «اجتماع اللجنة الأردنية العراقية المشتركة يبحث سبل تعزيز التجارة» (قرار مجلس الوزراء العراقي رقم ٢٥)',
  'Harmonized Tariff Schedule of the United States (USITC), General Note 18, United States–Jordan Free Trade Area Implementation Act':
    'جدول التعرفة المنسق للولايات المتحدة (لجنة التجارة الدولية الأمريكية USITC)، الملاحظة العامة ١٨، قانون تنفيذ منطقة التجارة الحرة بين الولايات المتحدة والأردن',
  'Euro-Mediterranean Agreement establishing an Association between the European Communities and their Member States and the Hashemite Kingdom of Jordan (OJ L 129, 15.5.2002, p. 3), consolidated text of 1 September 2021, Articles 7, 9, 10, 14 and 16':
    'الاتفاقية الأوروبية المتوسطية لإقامة شراكة بين الجماعات الأوروبية ودولها الأعضاء والمملكة الأردنية الهاشمية (الجريدة الرسمية للاتحاد الأوروبي OJ L 129، ١٥ أيار ٢٠٠٢، ص ٣)، النص الموحّد في ١ أيلول ٢٠٢١، المواد ٧ و٩ و١٠ و١٤ و١٦',
  'Free Trade Agreement between the EFTA States and Jordan (Swiss Systematic Compilation SR 0.632.314.671), Article 8, French text as reproduced by droit-bilingue.ch':
    'اتفاقية التجارة الحرة بين دول رابطة التجارة الحرة الأوروبية (إفتا) والأردن (المجموعة المنهجية للقانون السويسري SR 0.632.314.671)، المادة ٨، النص الفرنسي كما ينشره موقع droit-bilingue.ch',
  'Norwegian Customs (toll.no), “Jordan – EFTA frihandelsavtale” (bilateral agricultural agreements alongside the EFTA agreement)':
    'الجمارك النرويجية (toll.no)، «اتفاقية التجارة الحرة بين الأردن وإفتا» (الاتفاقيات الزراعية الثنائية المرافقة لاتفاقية إفتا)',
  'Norwegian Customs (toll.no), “Jordan – EFTA frihandelsavtale”':
    'الجمارك النرويجية (toll.no)، «اتفاقية التجارة الحرة بين الأردن وإفتا»',
  'Agreement between the Government of the Hashemite Kingdom of Jordan and the Government of the Republic of Singapore on the Establishment of a Free Trade Area, Annex 2A (Tariff Elimination), paragraph 1, as published by AsianLII':
    'اتفاقية إقامة منطقة تجارة حرة بين حكومة المملكة الأردنية الهاشمية وحكومة جمهورية سنغافورة، الملحق 2A (إلغاء التعرفة)، الفقرة ١، كما ينشرها موقع AsianLII',
  'CJFTA Tariff Preference Regulations, SOR/2012-181 (Justice Laws website)':
    'أنظمة الأفضلية التعرفية لاتفاقية التجارة الحرة بين كندا والأردن، SOR/2012-181 (موقع القوانين لوزارة العدل الكندية)',
  'GOV.UK, “Trade with Jordan” (UK–Jordan association agreement in effect since 1 May 2021; preferential tariffs, tariff rate quotas, rules of origin in HS 2002)':
    'موقع GOV.UK، «التجارة مع الأردن» (اتفاقية الشراكة بين المملكة المتحدة والأردن سارية منذ ١ أيار ٢٠٢١؛ التعرفات التفضيلية وحصص التعرفة وقواعد المنشأ وفق النظام المنسق ٢٠٠٢)',
  // The partners' tariffs a duty fact sends to, and the one the portal imports (issue 46).
  "Canada's Customs Tariff (CBSA), Jordan Tariff (JT) column":
    'التعرفة الجمركية الكندية (وكالة خدمات الحدود الكندية CBSA)، عمود تعرفة الأردن (JT)',
  'EU TARIC (Commission, DG TAXUD), origin JO':
    'تعرفة الاتحاد الأوروبي المتكاملة TARIC (المفوضية الأوروبية، المديرية العامة للضرائب والاتحاد الجمركي)، المنشأ JO',
  'Tares, the Swiss customs tariff (Federal Office for Customs and Border Security), also applied by Liechtenstein':
    'تعرفة Tares الجمركية السويسرية (المكتب الاتحادي للجمارك وأمن الحدود)، وتطبّقها ليختنشتاين أيضاً',
  'The Norwegian Customs Tariff (Norwegian Customs, toll.no)':
    'التعرفة الجمركية النرويجية (الجمارك النرويجية، toll.no)',
  'UK Trade Tariff (GOV.UK), country of origin Jordan':
    'التعرفة التجارية البريطانية (GOV.UK)، بلد المنشأ الأردن',
  'Harmonized Tariff Schedule of the United States': 'جدول التعرفة المنسق للولايات المتحدة',
};

/** The portal's Arabic name of a source known by its English name; '' when it has none. */
export function arabicSourceName(nameEn: string): string {
  return NAMES[nameEn.trim()] ?? '';
}
