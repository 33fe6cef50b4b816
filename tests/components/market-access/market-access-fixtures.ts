import type { CountryChoice } from '@/features/market-access/country-choice';
import type {
  GeneralOriginRule,
  MarketAccessAgreement,
  MarketAccessAnswer,
} from '@/features/market-access/schemas';

// The market-access answers and countries the page's test shows (market-access-view.test.tsx).

export const SOURCE = {
  name_en: 'Agreement text, Annex 2.2',
  name_ar: 'نص الاتفاقية، الملحق ٢-٢',
  url: 'https://example.org/annex',
  date: '2000-10-24',
};

export const general = (over: Partial<GeneralOriginRule> = {}): GeneralOriginRule => ({
  agreement_id: 2,
  value_kind: 'regional_value_content',
  value_percent: 35,
  tariff_shift: 'substantial_transformation',
  cumulation_en: 'US materials count, up to 15 %.',
  cumulation_ar: 'تُحتسب المواد الأمريكية بما لا يتجاوز ١٥٪.',
  cumulation_partners: ['US'],
  proofs: ['importer_claim'],
  notes_en: '',
  notes_ar: '',
  source: SOURCE,
  version: 1,
  ...over,
});

export const agreement = (over: Partial<MarketAccessAgreement> = {}): MarketAccessAgreement => ({
  id: 2,
  title_eng: 'Jordan–United States Free Trade Agreement',
  title_ara: 'اتفاقية التجارة الحرة بين الأردن والولايات المتحدة الأمريكية',
  link: 'https://ustr.gov/jordan',
  legal_status: { status: 'in_force', note_en: '', note_ar: '', source: null },
  preferential_duty: {
    code: '1509',
    text_en: 'Free (0 %)',
    text_ar: 'معفاة (٠٪)',
    sample: false,
    source: { ...SOURCE, name_en: 'US tariff', name_ar: 'التعرفة الأمريكية', date: '2010-01-01' },
    basis: 'heading',
    kind: null,
    scope: null,
    since: null,
    tariff: null,
  },
  tariff: null,
  rule_of_origin: { kind: 'general', ...general() },
  ...over,
});

export const SUSPENDED = agreement({
  id: 7,
  title_eng: 'Jordan–Turkey Free Trade Agreement',
  title_ara: 'اتفاقية التجارة الحرة بين الأردن وتركيا',
  link: '',
  legal_status: {
    status: 'suspended',
    note_en: 'Suspended by Jordan in 2018.',
    note_ar: 'علّق الأردن العمل بها عام ٢٠١٨.',
    source: {
      name_en: 'Roya News',
      name_ar: 'رؤيا',
      url: 'https://example.org/roya',
      date: '2018-04-10',
    },
  },
  preferential_duty: null,
  rule_of_origin: null,
});

export const answer = (agreements: MarketAccessAgreement[]): MarketAccessAnswer => ({
  partner: {
    country_code: 'US',
    name_en: 'United States of America',
    name_ar: 'الولايات المتحدة الأمريكية',
    country_page_id: 1,
  },
  code: {
    code: '1509',
    level: 4,
    name_en: 'Olive oil and its fractions',
    name_ar: 'زيت الزيتون وأجزاؤه',
    name_ar_of_heading: false,
    path: [
      { code: 'III', level: 0, name_en: 'Animal or vegetable fats', name_ar: 'الدهون' },
      {
        code: '15',
        level: 2,
        name_en: 'Animal or vegetable fats and oils',
        name_ar: 'الشحوم والدهون',
      },
    ],
  },
  agreements,
});

export const COUNTRIES: CountryChoice[] = [
  {
    code: 'US',
    name_en: 'United States of America',
    name_ar: 'الولايات المتحدة الأمريكية',
    partner: true,
  },
  { code: 'JP', name_en: 'Japan', name_ar: 'اليابان', partner: false },
];
