// The landed cost (issue 58): the numbers and lists the calculation, its form and its route share.

export { LANDED_COST_PATH } from '@/lib/navigation/landed-cost-link';

/** The most markets one calculation sets side by side. */
export const LANDED_COST_MARKETS_MAX = 6;

/** Incoterms 2020 the form offers (the ones an exporter quotes for goods sent abroad). */
export const INCOTERMS = ['EXW', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The units a quantity (and a specific duty) is given in. */
export const QUANTITY_UNITS = ['kg', 'l', 'item', 'pair', 'm2', 'm3', 'tonne'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** The biggest amount any money field takes (a shipment of a billion is not a typing slip). */
export const AMOUNT_MAX = 1_000_000_000;

/**
 * Markets whose customs value is the price at export (FOB basis): the United States, whose
 * transaction value excludes the international freight and insurance (19 U.S.C. 1401a(b)(1) and
 * (b)(3)(A), https://www.law.cornell.edu/uscode/text/19/1401a). Every other market is taken on the
 * WTO Valuation Agreement's usual CIF basis (its Article 8.2 leaves the choice to each member).
 */
export const FOB_BASIS_MARKETS: ReadonlySet<string> = new Set(['US']);

/** The source the FOB basis is shown with. */
export const US_VALUATION_SOURCE = {
  name_en: '19 U.S.C. § 1401a (transaction value excludes international freight and insurance)',
  name_ar: 'القانون الأمريكي 19 U.S.C. § 1401a (قيمة الصفقة لا تشمل الشحن والتأمين الدوليين)',
  url: 'https://www.law.cornell.edu/uscode/text/19/1401a',
  date: null,
  /** Read at that address when the landed cost was built (issue 58). */
  checked_on: '2026-11-27',
} as const;

/** The markets with no tax at the border on imports (the United States: state sales taxes only). */
export const NO_FEDERAL_IMPORT_TAX: ReadonlySet<string> = new Set(['US']);

/** A member keeps at most this many saved landed costs. */
export const SAVED_LANDED_COSTS_MAX = 50;

/** The member's list page. */
export const SAVED_LANDED_COSTS_PATH = '/profile/landed-costs';
