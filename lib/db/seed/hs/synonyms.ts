import { finderTermsOf } from '@/lib/search/finder-terms';

// The HS finder's synonyms as the agency starts them (issue 37): the names Jordanian exporters
// give their products, which the nomenclature's own words do not hold. Staff keep the list in the
// console; each entry names the heading customs officers in Jordan usually classify it under.

const ENTRIES: readonly (readonly [code: string, en: string, ar: string])[] = [
  ['0406', 'jameed (dried yoghurt balls)', 'جميد'],
  ['0403', 'labneh', 'لبنة'],
  ['0910', "za'atar, zaatar (thyme mix), sumac", 'زعتر، سماق'],
  ['2008', 'tahini, tahina (sesame paste)', 'طحينة، طحينية'],
  ['1704', 'halawa, halva', 'حلاوة طحينية'],
  ['3304', 'Dead Sea mud and cosmetics', 'طين البحر الميت ومستحضرات التجميل'],
  ['2501', 'Dead Sea salt', 'ملح البحر الميت'],
  ['3104', 'potash (potassium chloride)', 'بوتاس'],
  ['2510', 'phosphate rock', 'فوسفات خام'],
  ['0804', 'Medjool dates, fresh dates', 'تمر مجهول، تمور'],
  ['0713', 'chickpeas, lentils, broad beans (dried)', 'حمص حب، عدس، فول'],
  ['2005', 'hummus dip, foul (prepared beans)', 'حمص بطحينة، فول مدمس'],
  ['1104', 'freekeh (roasted green wheat)', 'فريكة'],
  ['1902', 'kunafa dough, couscous, maftoul', 'عجينة كنافة، مفتول'],
  ['1905', "ma'amoul, biscuits, pastries", 'معمول، كعك، معجنات'],
  ['6214', 'shemagh, keffiyeh, scarves', 'شماغ، كوفية، أوشحة'],
  ['3004', 'generic medicines, pharmaceuticals', 'أدوية جنيسة، مستحضرات صيدلانية'],
  ['3105', 'fertilizer, compound fertilizer (NPK)', 'سماد مركب'],
  ['2801', 'bromine', 'بروم'],
  ['1211', 'sage, chamomile (herbal tea)', 'ميرمية، بابونج'],
  ['8517', 'mobile phone, smartphone', 'هاتف محمول، هاتف ذكي'],
  ['8541', 'solar panels, photovoltaic modules', 'ألواح شمسية، خلايا كهروضوئية'],
  ['0901', 'Arabic coffee, coffee beans', 'قهوة عربية، بن'],
  ['0908', 'cardamom', 'هيل'],
  ['2001', 'pickles, pickled cucumbers', 'مخللات، خيار مخلل'],
  ['6802', 'Jordanian building stone, stone cladding', 'حجر أردني، حجر بناء للواجهات'],
];

export type HsSynonymSeed = {
  id: number;
  code: string;
  phrase_en: string;
  phrase_ar: string;
  terms: string[];
};

/** The synonyms whose codes are among `codes` (every one when absent). */
export function hsSynonymsSeed(codes?: ReadonlySet<string>): HsSynonymSeed[] {
  return ENTRIES.map(([code, phrase_en, phrase_ar], index) => ({
    id: index + 1,
    code,
    phrase_en,
    phrase_ar,
    terms: finderTermsOf(phrase_en, phrase_ar),
  })).filter((entry) => !codes || codes.has(entry.code));
}
