// Everyday Arabic words for goods and their standard forms (issue 55, item 2): what a Levantine,
// Gulf or Egyptian exporter types, and the word of Modern Standard Arabic the nomenclature's
// Arabic names use. The pairs are the common dialect words of the kitchen, the home, clothing,
// tools and vehicles as the general dictionaries of the dialects give them (Levantine: Barthélemy,
// Dictionnaire arabe–français, dialectes de Syrie; Egyptian: Badawi and Hinds, A Dictionary of
// Egyptian Arabic; Gulf: Qafisheh, NTC's Gulf Arabic–English Dictionary), each word normalised as
// the finder normalises (ة → ه, no hamza), none of them taken from the evaluation set's held-out
// half, and none equal to one of its phrases (a word that was is left out). A word whose sense differs between dialects (لبن: milk in Egypt, yoghurt in the Levant;
// خوخ: peach or plum) is left out. Only the query is read through the table: a name keeps its
// words.

/** Colloquial word → its standard forms (normalised). */
const STANDARD: Readonly<Record<string, readonly string[]>> = {
  // Vegetables and fruit.
  بندوره: ['طماطم'],
  بطاطا: ['بطاطس'],
  كوسا: ['كوسه'],
  فليفله: ['فلفل'],
  ملفوف: ['كرنب'],
  زهره: ['قرنبيط'],
  بازيلا: ['بسله', 'بازلا'],
  بسله: ['بازلا'],
  اجاص: ['كمثري'],
  انجاص: ['كمثري'],
  فريز: ['فراوله'],
  دراق: ['خوخ'],
  // Meat, dairy and groceries.
  جاج: ['دجاج'],
  فراخ: ['دجاج'],
  لحمه: ['لحم'],
  جبنه: ['جبن'],
  قشطه: ['قشده'],
  رز: ['ارز'],
  طحين: ['دقيق'],
  عيش: ['خبز'],
  مكرونه: ['معكرونه'],
  شوكلاته: ['شوكولاته'],
  سكاكر: ['حلويات', 'سكاكر'],
  علكه: ['علك'],
  بوظه: ['مثلجات'],
  دخان: ['تبغ'],
  // The home.
  براد: ['ثلاجه', 'براد'],
  تلاجه: ['ثلاجه'],
  دفايه: ['مدفاه', 'مدافي', 'تدفيه'],
  صوبه: ['مدفاه', 'مدافي', 'تدفيه'],
  بوتاجاز: ['مواقد'],
  طنجره: ['قدور', 'اواني'],
  حله: ['قدور', 'اواني'],
  مقلايه: ['مقالي'],
  صحن: ['اطباق', 'صحون'],
  صحون: ['اطباق'],
  كبايه: ['اكواب'],
  معلقه: ['ملاعق'],
  سكينه: ['سكاكين'],
  مخده: ['وسايد'],
  حرام: ['بطانيات'],
  حرامات: ['بطانيات'],
  موكيت: ['سجاد'],
  برادي: ['ستاير'],
  كنبايه: ['ارايك', 'مقاعد'],
  كنبه: ['ارايك', 'مقاعد'],
  تخت: ['اسره'],
  تخوت: ['اسره'],
  مرايه: ['مراه', 'مرايا'],
  مرايات: ['مرايا'],
  لمبه: ['مصباح'],
  لمبات: ['مصابيح'],
  محارم: ['مناديل'],
  ولاعه: ['ولاعات'],
  // Clothing.
  بنطلون: ['سراويل', 'بنطلون'],
  جزمه: ['احذيه'],
  صباط: ['احذيه'],
  كندره: ['احذيه'],
  بوط: ['احذيه'],
  شبشب: ['احذيه'],
  شنطه: ['حقايب'],
  جزدان: ['محافظ'],
  // Tools, machines and vehicles.
  عربيه: ['سيارات'],
  عربيات: ['سيارات'],
  كاوتش: ['اطارات'],
  كفر: ['اطارات'],
  بسكليت: ['دراجات'],
  بسكلته: ['دراجات'],
  موتور: ['محركات'],
  ماتور: ['محركات'],
  ماتورات: ['محركات'],
  موتوسيكل: ['دراجات'],
  تلفون: ['هاتف'],
  موبايل: ['هاتف'],
  جوال: ['هاتف'],
  شاكوش: ['مطارق'],
  شواكيش: ['مطارق'],
  كماشه: ['كماشات', 'زرديات'],
  بربيش: ['خراطيم'],
  نربيش: ['خراطيم'],
  شادر: ['مشمع'],
  برغي: ['براغي', 'لوالب'],
};

/** The standard forms of a colloquial word (normalised, without its article); none for others. */
export function standardArabic(word: string): readonly string[] {
  return STANDARD[word] ?? [];
}

/** Every colloquial word of the table and its standard forms, for the check that they are terms. */
export const COLLOQUIAL_PAIRS = Object.entries(STANDARD);
