// Currencies their central banks peg to the US dollar (issue 58): facts with their source and the
// day they were checked, shown as pegs, never as market rates. None is in the FRED files. The
// page each cites is its central bank's; where the bank's own statement of the rate was found it
// is named in `statement` (found with the project's reference search on 2026-11-27).

export type CurrencyPeg = {
  currency: string;
  /** Units of the currency per US dollar. */
  per_usd: number;
  /**
   * The day the peg took effect at this rate (YYYY-MM-DD; the first of the month or year when only
   * that is known); null when no source found gives it.
   */
  since: string | null;
  name_en: string;
  name_ar: string;
  url: string;
  /** The bank's statement of the rate, or a report of it, where one was found. */
  statement: string | null;
  checked_on: string;
};

const CHECKED_ON = '2026-11-27';

export const CURRENCY_PEGS: readonly CurrencyPeg[] = [
  {
    currency: 'JOD',
    per_usd: 0.709,
    // Fixed at 0.708/0.710 (buy/sell) by the bank's circular of October 1995 (UPI, 1995-11-23).
    since: '1995-10-23',
    name_en: 'Central Bank of Jordan',
    name_ar: 'البنك المركزي الأردني',
    url: 'https://www.cbj.gov.jo/',
    statement:
      'https://www.upi.com/Archives/1995/11/23/Jordan-pegs-dinar-to-US-dollar/7677817102800/',
    checked_on: CHECKED_ON,
  },
  {
    currency: 'SAR',
    per_usd: 3.75,
    // "Unchanged since 1986" (Reuters, 2020).
    since: '1986-01-01',
    name_en: 'Saudi Central Bank (SAMA)',
    name_ar: 'البنك المركزي السعودي (ساما)',
    url: 'https://www.sama.gov.sa/',
    statement: 'http://www.sama.gov.sa/en-US/News/Pages/news-557.aspx',
    checked_on: CHECKED_ON,
  },
  {
    currency: 'AED',
    per_usd: 3.6725,
    since: '1997-11-01',
    name_en: 'Central Bank of the UAE',
    name_ar: 'مصرف الإمارات العربية المتحدة المركزي',
    url: 'https://www.centralbank.ae/',
    statement: null,
    checked_on: CHECKED_ON,
  },
  {
    currency: 'QAR',
    per_usd: 3.64,
    // Amiri Decree No. 34 of 2001.
    since: '2001-07-01',
    name_en: 'Qatar Central Bank',
    name_ar: 'مصرف قطر المركزي',
    url: 'https://www.qcb.gov.qa/',
    statement:
      'http://www.qcb.gov.qa/English/PolicyFrameWork/ExchangeRatePolicy/Pages/ExchangeRatePolicy.aspx',
    checked_on: CHECKED_ON,
  },
  {
    currency: 'OMR',
    per_usd: 0.3845,
    since: '1986-01-01',
    name_en: 'Central Bank of Oman',
    name_ar: 'البنك المركزي العماني',
    url: 'https://cbo.gov.om/',
    statement: null,
    checked_on: CHECKED_ON,
  },
  {
    currency: 'BHD',
    per_usd: 0.376,
    since: null,
    name_en: 'Central Bank of Bahrain',
    name_ar: 'مصرف البحرين المركزي',
    url: 'https://www.cbb.gov.bh/',
    statement: 'http://www.cbb.gov.bh/printpage.php?page=exchange_rate_policy',
    checked_on: CHECKED_ON,
  },
];

const BY_CURRENCY = new Map(CURRENCY_PEGS.map((peg) => [peg.currency, peg]));

/** The peg of a currency, or undefined when it floats or the portal knows of none. */
export const pegOf = (currency: string): CurrencyPeg | undefined => BY_CURRENCY.get(currency);
