// Ordinary Jordanian names and companies, in both scripts, for the false-positive measure: none is
// a listed person or entity (namesAbsentFromList checks no record carries all of a name's words).
// Names are built deterministically (first name, father's name, family name; every fourth without
// the father's), so the set is the same on every run.

type Pair = readonly [latin: string, arabic: string];

const FIRST: readonly Pair[] = [
  ['Ahmad', 'أحمد'],
  ['Mohammad', 'محمد'],
  ['Omar', 'عمر'],
  ['Khaled', 'خالد'],
  ['Yousef', 'يوسف'],
  ['Ali', 'علي'],
  ['Hussein', 'حسين'],
  ['Hassan', 'حسن'],
  ['Ibrahim', 'إبراهيم'],
  ['Mahmoud', 'محمود'],
  ['Mustafa', 'مصطفى'],
  ['Saleh', 'صالح'],
  ['Sami', 'سامي'],
  ['Tareq', 'طارق'],
  ['Zaid', 'زيد'],
  ['Laith', 'ليث'],
  ['Rami', 'رامي'],
  ['Fadi', 'فادي'],
  ['Hani', 'هاني'],
  ['Nidal', 'نضال'],
  ['Bassam', 'بسام'],
  ['Walid', 'وليد'],
  ['Majd', 'مجد'],
  ['Anas', 'أنس'],
  ['Hamzeh', 'حمزة'],
  ['Qusai', 'قصي'],
  ['Yazan', 'يزن'],
  ['Odai', 'عدي'],
  ['Ayman', 'أيمن'],
  ['Ismail', 'إسماعيل'],
  ['Suleiman', 'سليمان'],
  ['Jamal', 'جمال'],
  ['Kareem', 'كريم'],
  ['Nasser', 'ناصر'],
  ['Firas', 'فراس'],
  ['Mohannad', 'مهند'],
  ['Issa', 'عيسى'],
  ['Rania', 'رانيا'],
  ['Lina', 'لينا'],
  ['Hala', 'هالة'],
  ['Dana', 'دانا'],
  ['Reem', 'ريم'],
  ['Aseel', 'أسيل'],
  ['Ruba', 'ربى'],
  ['Haya', 'هيا'],
];

const FAMILY: readonly Pair[] = [
  ['Al-Majali', 'المجالي'],
  ['Al-Tarawneh', 'الطراونة'],
  ['Al-Rawashdeh', 'الرواشدة'],
  ['Al-Khasawneh', 'الخصاونة'],
  ['Obeidat', 'عبيدات'],
  ['Al-Zoubi', 'الزعبي'],
  ['Al-Nsour', 'النسور'],
  ['Haddad', 'حداد'],
  ['Al-Momani', 'المومني'],
  ['Bani Hani', 'بني هاني'],
  ['Al-Fayez', 'الفايز'],
  ['Al-Adwan', 'العدوان'],
  ['Al-Qudah', 'القضاة'],
  ['Al-Smadi', 'الصمادي'],
  ['Al-Kilani', 'الكيلاني'],
  ['Arabiyat', 'عربيات'],
  ['Al-Hourani', 'الحوراني'],
  ['Dajani', 'الدجاني'],
  ['Al-Muasher', 'المعشر'],
  ['Kawar', 'كوار'],
  ['Halaseh', 'حلاسة'],
  ['Al-Shboul', 'الشبول'],
  ['Bataineh', 'بطاينة'],
  ['Shdeifat', 'شديفات'],
  ['Jarrar', 'جرار'],
  ['Al-Hiyari', 'الحياري'],
  ['Al-Ajarmeh', 'العجارمة'],
  ['Al-Zyoud', 'الزيود'],
  ['Al-Hazaimeh', 'الهزايمة'],
  ['Abu Ghazaleh', 'أبو غزالة'],
  ['Al-Saket', 'الساكت'],
  ['Al-Fanek', 'الفانك'],
  ['Al-Naber', 'النابر'],
  ['Al-Hmoud', 'الحمود'],
  ['Al-Edwan', 'العيدان'],
  ['Al-Maaytah', 'المعايطة'],
  ['Al-Sarayreh', 'الصرايرة'],
  ['Al-Habashneh', 'الحباشنة'],
  ['Al-Louzi', 'اللوزي'],
  ['Al-Bakhit', 'البخيت'],
];

const COMPANY_WORDS: readonly Pair[] = [
  ['Petra', 'البتراء'],
  ['Amman Gate', 'بوابة عمان'],
  ['Dead Sea', 'البحر الميت'],
  ['Jerash', 'جرش'],
  ['Olive Tree', 'شجرة الزيتون'],
  ['Levant Foods', 'أغذية المشرق'],
  ['Wadi Rum', 'وادي رم'],
  ['Aqaba Marine', 'العقبة البحرية'],
  ['Golden Wheat', 'القمح الذهبي'],
  ['Desert Rose', 'وردة الصحراء'],
  ['Madaba Mosaic', 'فسيفساء مادبا'],
  ['Ajloun Forest', 'غابات عجلون'],
  ['Blue Horizon', 'الأفق الأزرق'],
  ['Green Valley', 'الوادي الأخضر'],
  ['Nabatean Stone', 'الحجر النبطي'],
  ['Karak Castle', 'قلعة الكرك'],
  ['Salt Heritage', 'تراث السلط'],
  ['Zarqa Textiles', 'نسيج الزرقاء'],
  ['Irbid Dates', 'تمور إربد'],
  ['Jordan Valley Farms', 'مزارع وادي الأردن'],
];

const LATIN_FORMS = ['Co.', 'Ltd.', 'L.L.C.', 'Trading Company', 'Industries Inc'] as const;
const ARABIC_FORMS = [
  'ذ.م.م',
  'للتجارة العامة',
  'المحدودة',
  'ذات المسؤولية المحدودة',
  'للصناعات',
] as const;

export type OrdinaryName = { readonly latin: string; readonly arabic: string };

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** 200 people: first, father's and family name (every fourth without the father's name). */
export const ORDINARY_PEOPLE: readonly OrdinaryName[] = Array.from({ length: 200 }, (_, i) => {
  const first = pick(FIRST, i * 7);
  const father = pick(FIRST.slice(0, 37), i * 11 + 3);
  const family = pick(FAMILY, i * 13 + 5);
  const short = i % 4 === 3;
  return {
    latin: (short ? [first[0], family[0]] : [first[0], father[0], family[0]]).join(' '),
    arabic: (short ? [first[1], family[1]] : [first[1], father[1], family[1]]).join(' '),
  };
});

/** 100 companies: a place or a thing and a legal form, in both scripts. */
export const ORDINARY_COMPANIES: readonly OrdinaryName[] = Array.from({ length: 100 }, (_, i) => {
  const words = pick(COMPANY_WORDS, i);
  const arabicPrefix = i % 2 === 0 ? 'شركة ' : 'مؤسسة ';
  return {
    latin: `${words[0]} ${pick(LATIN_FORMS, Math.floor(i / 20))}`,
    arabic: `${arabicPrefix}${words[1]} ${pick(ARABIC_FORMS, Math.floor(i / 20))}`,
  };
});
