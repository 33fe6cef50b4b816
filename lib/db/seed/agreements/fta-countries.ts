import type { ftaCountryAgreements } from '@/lib/db/schema';
import { numericOfAlpha2 } from '@/lib/geo/country-codes';
import { formatYear } from '@/lib/i18n/format-number';

import { countriesSeed } from '../lookups/countries';

import { PARTNER_NOTES } from './partner-notes';
import { type AgreementSeed, tradeAgreementsSeed } from './trade-agreements';

// Issue 27: one country page (part 2 §3 "FTA agreement") per partner country of an agreement,
// so the map colours every country an agreement binds to Jordan (each EU, EFTA and GAFTA member),
// each naming its agreements in `agreement_ids`. The texts are written from the agreements' own;
// the main partners add a paragraph of their own (partner-notes.ts).

type CountryPage = typeof ftaCountryAgreements.$inferInsert & { id: number };

/** The order of the pages: the bilateral partners first, then the members of each group. */
const PAGE_ORDER = [
  'US', 'CA', 'GB', 'SG', 'TR', 'EG', 'MA', 'TN',
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'CH',
  'AE', 'BH', 'DZ', 'IQ', 'KW', 'LB', 'LY', 'OM', 'PS', 'QA', 'SA', 'SD', 'SY', 'YE',
] as const; // prettier-ignore

function countryNames(code: string): { eng: string; ara: string } {
  const numeric = numericOfAlpha2(code);
  const country = countriesSeed.find((row) => row.id === numeric);
  if (!country) throw new Error(`No country ${code} in the countries list`);
  return { eng: country.name_eng, ara: country.name_ara };
}

/** "A", "A and B", "A, B and C" in English; "أ وب" in Arabic. */
function joined(items: string[], locale: 'en' | 'ar'): string {
  if (locale === 'ar') return items.join(' و');
  if (items.length < 3) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const yearOf = (agreement: AgreementSeed) => Number((agreement.in_force_on ?? '').slice(0, 4));

function contentOf(code: string, names: { eng: string; ara: string }, agreements: AgreementSeed[]) {
  const note = PARTNER_NOTES[code];
  const titles = {
    eng: joined(
      agreements.map((a) => `the ${a.title_eng}`),
      'en',
    ),
    ara: joined(
      agreements.map((a) => a.title_ara!),
      'ar',
    ),
  };
  const active = agreements.some((agreement) => agreement.status === 1);
  const eng = active
    ? `<p>Jordanian products enjoy preferential access to ${names.eng} under ${titles.eng}. The details of each agreement, its coverage and the proof of origin it asks for follow below.</p>`
    : `<p>${titles.eng.replace(/^the/, 'The')} was terminated by Jordan in 2018: trade between Jordan and ${names.eng} follows the general rules of the World Trade Organization, without preferences.</p>`;
  const ara = active
    ? `<p>تتمتع المنتجات الأردنية بنفاذ تفضيلي إلى أسواق ${names.ara} بموجب ${titles.ara}. وتجد أدناه تفاصيل كل اتفاقية ونطاقها وإثبات المنشأ المطلوب فيها.</p>`
    : `<p>${titles.ara} منتهية بعد أن أنهاها الأردن عام ${formatYear(2018, 'ar')}، فتخضع التجارة بين الأردن و${names.ara} للقواعد العامة لمنظمة التجارة العالمية دون أفضليات.</p>`;
  const steps = {
    eng: `<h3>Before you ship</h3>
<ul>
<li>Confirm the tariff classification (HS code) of your product with Jordan Customs.</li>
<li>Check that the product meets the agreement’s rules of origin.</li>
<li>Obtain the certificate of origin from your chamber of industry or commerce, or issue the origin declaration the agreement allows.</li>
</ul>`,
    ara: `<h3>قبل الشحن</h3>
<ul>
<li>تأكّد من التصنيف التعرفي لمنتجك (رمز النظام المنسّق) لدى دائرة الجمارك الأردنية.</li>
<li>تحقّق من استيفاء المنتج لقواعد المنشأ في الاتفاقية.</li>
<li>احصل على شهادة المنشأ من غرفة الصناعة أو التجارة، أو أصدر تصريح المنشأ الذي تتيحه الاتفاقية.</li>
</ul>`,
  };
  return {
    content_eng: [eng, note?.eng, active ? steps.eng : ''].filter(Boolean).join('\n'),
    content_ara: [ara, note?.ara, active ? steps.ara : ''].filter(Boolean).join('\n'),
  };
}

function pageOf(code: string, id: number): CountryPage {
  const agreements = tradeAgreementsSeed.filter((agreement) => agreement.partners.includes(code));
  const names = countryNames(code);
  const active = agreements.filter((agreement) => agreement.status === 1);
  const since = Math.min(...active.map(yearOf));
  const shown = active.length > 0 ? active : agreements;
  const titles = (locale: 'en' | 'ar') =>
    joined(
      shown.map((a) => (locale === 'ar' ? a.title_ara! : `the ${a.title_eng}`)),
      locale,
    );
  return {
    id,
    country_code: code,
    visible: active.length > 0,
    title_eng: names.eng,
    title_ara: names.ara,
    subtitle_eng: `Trade with Jordan under ${titles('en')}`,
    subtitle_ara: `التجارة مع الأردن في إطار ${titles('ar')}`,
    sub_subtitle_eng:
      active.length > 0 ? `Preferential access since ${since}` : 'Agreement terminated in 2018',
    sub_subtitle_ara:
      active.length > 0
        ? `نفاذ تفضيلي منذ عام ${formatYear(since, 'ar')}`
        : `انتهى العمل بالاتفاقية عام ${formatYear(2018, 'ar')}`,
    image: '/images/banners/agreements.svg',
    url: names.eng.toLowerCase().replace(/[^a-z]+/g, '-'),
    keywords: `${names.eng}, ${shown.map((a) => a.title_eng).join(', ')}, Jordan, free trade agreement`,
    keywords_ara: `${names.ara}, ${shown.map((a) => a.title_ara).join(', ')}, الأردن, اتفاقية تجارة حرة`,
    ...contentOf(code, names, agreements),
    agreement_ids: agreements.map((agreement) => agreement.id),
  };
}

export const ftaCountriesSeed: CountryPage[] = PAGE_ORDER.map((code, index) =>
  pageOf(code, index + 1),
);
