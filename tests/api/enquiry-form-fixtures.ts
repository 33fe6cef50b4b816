import { asc, eq } from 'drizzle-orm';

import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import {
  barrierTypes,
  clientTypes,
  countries,
  enquiryQuestions,
  industries,
  positions,
} from '@/lib/db/schema';

import { type TestApi } from './helpers/test-api';

// The enquiry form's lookups and a complete form from them, for the enquiries' API tests
// (re-exported by enquiries-fixtures.ts).

export type ErrorBody = { message: string; errors: Record<string, string[]> };
export type Choices = {
  country: number;
  industry: number;
  type_of_client: number;
  positions: number;
  barriers: number;
};

/** The first row of each lookup, inserting one where the seed has none yet. */
export async function lookupChoices(api: TestApi): Promise<Choices> {
  const { db } = api;
  const names = { name_eng: 'Fixture', name_ara: 'تجربة' };
  await db
    .insert(countries)
    .values({ id: 9001, ...names, code_3: 'FXT' })
    .onConflictDoNothing();
  await db
    .insert(industries)
    .values({ iid: 9001, ...names })
    .onConflictDoNothing();
  await db
    .insert(clientTypes)
    .values({ id: 9001, ...names })
    .onConflictDoNothing();
  await db
    .insert(barrierTypes)
    .values({ id: 9001, ...names })
    .onConflictDoNothing();
  await db
    .insert(positions)
    .values({ id: 9001, name: 'Fixture', name_translations: { en: 'Fixture', ar: 'تجربة' } })
    .onConflictDoNothing();
  const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;
  return {
    country: await first(db.select({ id: countries.id }).from(countries).orderBy(countries.id)),
    industry: await first(
      db.select({ id: industries.iid }).from(industries).orderBy(industries.iid),
    ),
    type_of_client: await first(
      db.select({ id: clientTypes.id }).from(clientTypes).orderBy(clientTypes.id),
    ),
    positions: await first(db.select({ id: positions.id }).from(positions).orderBy(positions.id)),
    barriers: await first(
      db.select({ id: barrierTypes.id }).from(barrierTypes).orderBy(barrierTypes.id),
    ),
  };
}

/** The active survey questions, inserting a small survey when the seed has none yet. */
export async function activeQuestions(api: TestApi) {
  const active = () =>
    api.db
      .select()
      .from(enquiryQuestions)
      .where(eq(enquiryQuestions.status, 1))
      .orderBy(asc(enquiryQuestions.sort_order), asc(enquiryQuestions.id));
  if ((await active()).length > 0) return active();
  await api.db.insert(enquiryQuestions).values([
    {
      id: 9001,
      question_eng: 'Q1',
      question_ara: 'س1',
      section_eng: 'Management',
      section_ara: 'الإدارة',
      sort_order: 1,
    },
    {
      id: 9002,
      question_eng: 'Q2',
      question_ara: 'س2',
      section_eng: 'Management',
      section_ara: 'الإدارة',
      sort_order: 2,
    },
    {
      id: 9003,
      question_eng: 'Q3',
      question_ara: 'س3',
      section_eng: 'Production',
      section_ara: 'الإنتاج',
      sort_order: 3,
    },
  ]);
  return active();
}

/** A complete submitData of each type (readiness carries its content in `answers`). */
export function completeData(choices: Choices) {
  const person = { name: 'Lina Haddad', phone: '0791234567', company: 'Olive Press Co.' };
  const text = 'We would like to export olive oil to Germany.';
  return {
    [ENQUIRY_TYPES.general]: {
      enq_type: 1,
      ...person,
      job_title: 'Export manager',
      industry: choices.industry,
      country: choices.country,
      description: text,
      agreements: true,
    },
    [ENQUIRY_TYPES.matchmaking]: {
      enq_type: 2,
      ...person,
      job_title: 'Export manager',
      industry: choices.industry,
      country: choices.country,
      type_of_client: choices.type_of_client,
      description: text,
      agreements: true,
    },
    [ENQUIRY_TYPES.readiness]: { enq_type: 3 },
    [ENQUIRY_TYPES.tradeBarrier]: {
      enq_type: 5,
      ...person,
      phone: '065000000',
      phone2: '0791234567',
      country: choices.country,
      industry: choices.industry,
      positions: choices.positions,
      barriers: choices.barriers,
      description: 'Customs held our shipment for six weeks.',
      contact_email: 'export@olivepress.jo',
      agreements: true,
    },
    [ENQUIRY_TYPES.institution]: {
      enq_type: 6,
      ...person,
      job_title: 'Export manager',
      industry: choices.industry,
      description: text,
      agreements: true,
    },
    [ENQUIRY_TYPES.other]: {
      enq_type: 7,
      name: person.name,
      phone: person.phone,
      subject: 'Export financing',
      description: text,
      agreements: true,
    },
  } as Record<number, Record<string, unknown>>;
}
