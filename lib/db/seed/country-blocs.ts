import type { countryBlocMembers, countryBlocs } from '../schema';

// Issue 45: the blocs a trade barrier can be filed under, and their members (ISO 3166-1 numeric
// ids of `countries`). The European Union's 27 member states since 1 February 2020 (the
// Council of the EU's list of member countries). Migration 0028 writes the bloc itself, so a
// database seeded before gets it too; its members are seeded here, after the countries.

export const EU_BLOC_ID = 1;

export const countryBlocsSeed: (typeof countryBlocs.$inferInsert)[] = [
  { id: EU_BLOC_ID, code: 'EU', name_eng: 'European Union', name_ara: 'الاتحاد الأوروبي' },
];

// Austria, Belgium, Bulgaria, Croatia, Cyprus, Czechia, Denmark, Estonia, Finland, France,
// Germany, Greece, Hungary, Ireland, Italy, Latvia, Lithuania, Luxembourg, Malta, the
// Netherlands, Poland, Portugal, Romania, Slovakia, Slovenia, Spain, Sweden.
const EU_MEMBER_IDS = [
  40, 56, 100, 191, 196, 203, 208, 233, 246, 250, 276, 300, 348, 372, 380, 428, 440, 442, 470, 528,
  616, 620, 642, 703, 705, 724, 752,
];

export const countryBlocMembersSeed: (typeof countryBlocMembers.$inferInsert)[] = EU_MEMBER_IDS.map(
  (country_id) => ({ bloc_id: EU_BLOC_ID, country_id }),
);
