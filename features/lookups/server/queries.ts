import 'server-only';
import { asc, eq } from 'drizzle-orm';

import {
  barrierTypes,
  clientTypes,
  companyTypes,
  countries,
  enquiryQuestions,
  governorates,
  industries,
  locationTypes,
  positions,
  subIndustries,
  titles,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type {
  Country,
  Industry,
  NamedLookup,
  Position,
  ReadinessQuestion,
  SubIndustry,
} from '../schemas';

// Sorted here, not in SQL: the database's collation differs between PGlite and PostgreSQL set-ups
// and would move names such as "Åland Islands" or "Côte d'Ivoire".
const english = new Intl.Collator('en', { sensitivity: 'base' });

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries);
  return rows.sort((a, b) => english.compare(a.name_eng, b.name_eng) || a.id - b.id);
}

export const listIndustries = (db: Db): Promise<Industry[]> =>
  db.select().from(industries).orderBy(asc(industries.iid));

/** industries-for-products / industries-for-services (part 2 §7). */
export const listIndustriesOfKind = (db: Db, kind: Industry['kind']): Promise<Industry[]> =>
  db.select().from(industries).where(eq(industries.kind, kind)).orderBy(asc(industries.iid));

export async function findIndustry(db: Db, iid: number): Promise<Industry | null> {
  const [row] = await db.select().from(industries).where(eq(industries.iid, iid)).limit(1);
  return row ?? null;
}

/** Every subsector, or those of one sector (sub_ind, sub_ind_by_ind_iid/{id}). */
export const listSubIndustries = (db: Db, sectorIid?: number): Promise<SubIndustry[]> =>
  db
    .select()
    .from(subIndustries)
    .where(sectorIid === undefined ? undefined : eq(subIndustries.ind_id, sectorIid))
    .orderBy(asc(subIndustries.ind_id), asc(subIndustries.id));

export async function findSubIndustry(db: Db, id: number): Promise<SubIndustry | null> {
  const [row] = await db.select().from(subIndustries).where(eq(subIndustries.id, id)).limit(1);
  return row ?? null;
}

export const listTitles = (db: Db): Promise<NamedLookup[]> =>
  db.select().from(titles).orderBy(asc(titles.id));

export const listCompanyTypes = (db: Db): Promise<NamedLookup[]> =>
  db.select().from(companyTypes).orderBy(asc(companyTypes.id));

export const listGovernorates = (db: Db): Promise<NamedLookup[]> =>
  db.select().from(governorates).orderBy(asc(governorates.id));

export const listLocationTypes = (db: Db): Promise<NamedLookup[]> =>
  db.select().from(locationTypes).orderBy(asc(locationTypes.id));

export const listPositions = (db: Db): Promise<Position[]> =>
  db.select().from(positions).orderBy(asc(positions.id));

export const listClientTypes = (db: Db): Promise<NamedLookup[]> =>
  db.select().from(clientTypes).orderBy(asc(clientTypes.id));

export const listBarrierTypes = (db: Db): Promise<NamedLookup[]> =>
  db.select().from(barrierTypes).orderBy(asc(barrierTypes.id));

/** The active survey questions (status 1) in the order the survey asks them. */
export const listReadinessQuestions = (db: Db): Promise<ReadinessQuestion[]> =>
  db
    .select({
      id: enquiryQuestions.id,
      question_eng: enquiryQuestions.question_eng,
      question_ara: enquiryQuestions.question_ara,
      section_eng: enquiryQuestions.section_eng,
      section_ara: enquiryQuestions.section_ara,
      sort_order: enquiryQuestions.sort_order,
    })
    .from(enquiryQuestions)
    .where(eq(enquiryQuestions.status, 1))
    .orderBy(asc(enquiryQuestions.sort_order), asc(enquiryQuestions.id));
