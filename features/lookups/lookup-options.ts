import { z } from 'zod';

import { type LocalizedEntry, type LookupKind } from './lookup-labels';
import { countrySchema, industrySchema, namedLookupSchema, positionSchema } from './schemas';

const named = namedLookupSchema.transform(({ id, name_eng, name_ara }) => ({
  id,
  en: name_eng,
  ar: name_ara,
}));

/** Each lookup's path under /api and how its rows become LocalizedEntry. */
export const LOOKUPS: Record<LookupKind, { path: string; schema: z.ZodType<LocalizedEntry[]> }> = {
  countries: {
    path: '/countries',
    schema: z.array(
      countrySchema.transform(({ id, name_eng, name_ara }) => ({ id, en: name_eng, ar: name_ara })),
    ),
  },
  industries: {
    path: '/industries',
    schema: z.array(
      industrySchema.transform(({ iid, name_eng, name_ara }) => ({
        id: iid,
        en: name_eng,
        ar: name_ara,
      })),
    ),
  },
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
};

export {
  LOOKUP_KINDS,
  OTHER_OPTION_ID,
  toLookupOptions,
  type LocalizedEntry,
  type LookupKind,
  type LookupOption,
} from './lookup-labels';
