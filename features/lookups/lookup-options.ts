import { z } from 'zod';

import { type LocalizedEntry, type LookupKind } from './lookup-labels';
import { countrySchema, industrySchema, namedLookupSchema, positionSchema } from './schemas';

const named = namedLookupSchema.transform(({ id, name_eng, name_ara }) => ({
  id,
  en: name_eng,
  ar: name_ara,
}));

/** Sectors answer `iid`, the id the forms send. */
const sectors = z.array(
  industrySchema.transform(({ iid, name_eng, name_ara }) => ({
    id: iid,
    en: name_eng,
    ar: name_ara,
  })),
);

/** Each lookup's path under /api and how its rows become LocalizedEntry. */
export const LOOKUPS: Record<LookupKind, { path: string; schema: z.ZodType<LocalizedEntry[]> }> = {
  countries: {
    path: '/countries',
    schema: z.array(
      countrySchema.transform(({ id, name_eng, name_ara }) => ({ id, en: name_eng, ar: name_ara })),
    ),
  },
  industries: { path: '/industries', schema: sectors },
  positions: {
    path: '/positions',
    schema: z.array(
      positionSchema.transform(({ id, name, name_translations }) => ({
        id,
        en: name_translations.en || name,
        ar: name_translations.ar,
      })),
    ),
  },
  type_of_client: { path: '/type_of_client', schema: z.array(named) },
  type_of_barriers: { path: '/type_of_barriers', schema: z.array(named) },
  titles: { path: '/titles', schema: z.array(named) },
  'company-types': { path: '/company-types', schema: z.array(named) },
  governorates: { path: '/governorates', schema: z.array(named) },
  'international-buyers-location-types': {
    path: '/international-buyers-location-types',
    schema: z.array(named),
  },
  'industries-for-products': { path: '/industries-for-products', schema: sectors },
  'industries-for-services': { path: '/industries-for-services', schema: sectors },
};

export {
  LOOKUP_KINDS,
  OTHER_OPTION_ID,
  toLookupOptions,
  type LocalizedEntry,
  type LookupKind,
  type LookupOption,
} from './lookup-labels';
