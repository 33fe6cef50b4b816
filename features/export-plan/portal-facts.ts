import type { SavedLandedCost } from '@/features/landed-cost/saved-schemas';
import type { SavedAssessment } from '@/features/market-access/saved-assessment-schemas';

// Issue 59: what the portal already knows about a member's company, read by `app/` (a feature never
// imports another's server/) and handed to the export plan, which fills its sections from it.

export type NamePair = { en: string; ar: string };

export type PortalFacts = {
  company: {
    id: number;
    registered_name: string;
    trading_name: string;
    website: string;
    /** The company's phone, digits only (the enquiry's phone). */
    phone: string;
    /** The logo's storage key, or '' when the company has none. */
    logo: string;
  };
  /** The company's products, the newest first, with their HS codes as the member wrote them. */
  products: { name: NamePair; hs_code: string }[];
  assessments: SavedAssessment[];
  landedCosts: SavedLandedCost[];
  /** The names of the markets the landed costs name (ISO alpha-2). */
  countryNames: Record<string, NamePair>;
  /** The trade leads the member said they are interested in. */
  leads: { title: NamePair; buyer: NamePair; country: NamePair; deadline: string; state: string }[];
};
