import type { vatCorrections } from '@/lib/db/schema';

// Staff's corrections of the tax file (issue 58), seeded from the errors found when the file was
// reviewed (data/market-indicators/README.md, "Known errors"): each with its source and the day
// it was checked. Staff keep them in the console (/admin/vat-corrections) from then on.

const CHECKED_ON = '2026-11-27';

export const vatCorrectionsSeed: (typeof vatCorrections.$inferInsert)[] = [
  {
    id: 1,
    country: 'BH',
    kind: 'vat',
    rate: 0.1,
    note_en: 'VAT rose from 5 % to 10 % on 1 January 2022.',
    note_ar: 'ارتفعت ضريبة القيمة المضافة من ٥٪ إلى ١٠٪ في ١ يناير ٢٠٢٢.',
    source_name_en: 'National Bureau for Revenue, Kingdom of Bahrain',
    source_name_ar: 'الجهاز الوطني للإيرادات، مملكة البحرين',
    url: 'https://www.nbr.gov.bh/',
    source_date: '2022-01-01',
    checked_on: CHECKED_ON,
  },
  {
    id: 2,
    country: 'KW',
    kind: 'none',
    rate: 0,
    note_en:
      'No VAT in force: Kuwait signed the GCC VAT framework agreement but has not enacted a VAT law.',
    note_ar:
      'لا تُطبَّق ضريبة القيمة المضافة: وقّعت الكويت الاتفاقية الموحدة لضريبة القيمة المضافة لدول مجلس التعاون ولم تُصدر قانوناً لها.',
    source_name_en: 'Ministry of Finance, State of Kuwait',
    source_name_ar: 'وزارة المالية، دولة الكويت',
    url: 'https://www.mof.gov.kw/',
    source_date: null,
    checked_on: CHECKED_ON,
  },
  {
    id: 3,
    country: 'QA',
    kind: 'none',
    rate: 0,
    note_en:
      'No VAT in force: Qatar signed the GCC VAT framework agreement but has not introduced VAT.',
    note_ar:
      'لا تُطبَّق ضريبة القيمة المضافة: وقّعت قطر الاتفاقية الموحدة لضريبة القيمة المضافة لدول مجلس التعاون ولم تطبّق الضريبة.',
    source_name_en: 'General Tax Authority, State of Qatar',
    source_name_ar: 'الهيئة العامة للضرائب، دولة قطر',
    url: 'https://gta.gov.qa/',
    source_date: null,
    checked_on: CHECKED_ON,
  },
];
