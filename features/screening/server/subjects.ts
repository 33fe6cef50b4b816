import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';

import { auditLog, buyerMessages, companies, countries, tradeLeads, users } from '@/lib/db/schema';
import type { ScreenedFields, ScreenedSubjectType } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { SubjectKind } from '@/lib/names/subject';

// Issue 47, the staff hold: the subjects the portal publishes or relays, and the names screened for
// each (docs/decisions/screening.md "The staff hold"). Read here from the tables, so that a
// subject's save path and the screening after an import screen the same names.

export type ScreenedSubject = {
  type: ScreenedSubjectType;
  id: number;
  /** The subject's main name, shown in the queue. */
  label: string;
  /** Every name screened (empty ones left out). */
  names: string[];
  /**
   * Each name's kind where the subject says it (issue 56): a tender's body, a company's registered
   * and trading names are an entity's; a company's contact person and a buyer's account name a
   * person's. A name not here (a lead's buyer, who may be either) is read from its words.
   */
  kinds: ReadonlyMap<string, SubjectKind>;
  /** What the console shows beside the record. */
  fields: ScreenedFields;
  /**
   * Who last changed it, when its own save does not say (the screening after an import): a lead's
   * last audited staff change, a company's owner, the buyer themself.
   */
  enteredBy: number | null;
};

/** The staff member of a trade lead's last audited change. */
const lastLeadActor = sql<number | null>`(
  select ${auditLog.actor_id} from ${auditLog}
  where ${auditLog.entity_type} = 'trade_leads' and ${auditLog.entity_id} = ${tradeLeads.id}::text
  order by ${auditLog.id} desc limit 1)`;

const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value !== '')),
];

/** The kind of each name given; a name given with two kinds is left to its words. */
function kindsOf(entries: [string | null | undefined, SubjectKind][]): Map<string, SubjectKind> {
  const kinds = new Map<string, SubjectKind>();
  const mixed = new Set<string>();
  for (const [value, kind] of entries) {
    const name = value?.trim() ?? '';
    if (name === '' || mixed.has(name)) continue;
    const known = kinds.get(name);
    if (known !== undefined && known !== kind) {
      kinds.delete(name);
      mixed.add(name);
    } else kinds.set(name, kind);
  }
  return kinds;
}

const fieldsOf = (entries: [ScreenedFields[number]['key'], string | null | undefined][]) =>
  entries
    .filter(([, value]) => value !== null && value !== undefined && value.trim() !== '')
    .map(([key, value]) => ({ key, value: value!.trim() }));

/** A trade lead: its buyer's (or tendering body's) name in both languages, with its country. */
async function tradeLeadSubjects(db: Db, id?: number): Promise<ScreenedSubject[]> {
  const rows = await db
    .select({
      id: tradeLeads.id,
      kind: tradeLeads.kind,
      buyer_eng: tradeLeads.buyer_name_eng,
      buyer_ara: tradeLeads.buyer_name_ara,
      title: tradeLeads.title_eng,
      country: countries.name_eng,
      actor: lastLeadActor,
    })
    .from(tradeLeads)
    .leftJoin(countries, eq(countries.id, tradeLeads.country_id))
    .where(id === undefined ? undefined : eq(tradeLeads.id, id))
    .orderBy(asc(tradeLeads.id));
  return rows.map((row) => ({
    type: 'trade_lead',
    id: row.id,
    label: row.buyer_eng || row.buyer_ara || row.title,
    names: present([row.buyer_eng, row.buyer_ara]),
    // A tendering body is an entity; a buyer may be a person or a company: read from its words.
    kinds:
      row.kind === 'tender'
        ? kindsOf([
            [row.buyer_eng, 'entity'],
            [row.buyer_ara, 'entity'],
          ])
        : new Map(),
    fields: fieldsOf([
      ['buyerNameEng', row.buyer_eng],
      ['buyerNameAra', row.buyer_ara],
      ['leadTitle', row.title],
      ['country', row.country],
    ]),
    enteredBy: row.actor,
  }));
}

/** A member company: its registered and trading names and its contact person. */
async function companySubjects(db: Db, id?: number): Promise<ScreenedSubject[]> {
  const rows = await db
    .select({
      id: companies.id,
      registered: companies.company_registered_name,
      trading: companies.company_trading_name,
      first: companies.person_first_name,
      last: companies.person_last_name,
      country: countries.name_eng,
      owner: companies.user_id,
    })
    .from(companies)
    .leftJoin(countries, eq(countries.id, companies.location_country_id))
    .where(id === undefined ? undefined : eq(companies.id, id))
    .orderBy(asc(companies.id));
  return rows.map((row) => {
    const person = present([`${row.first} ${row.last}`])[0];
    return {
      type: 'company',
      id: row.id,
      label: row.registered,
      names: present([row.registered, row.trading, person]),
      kinds: kindsOf([
        [row.registered, 'entity'],
        [row.trading, 'entity'],
        [person, 'person'],
      ]),
      fields: fieldsOf([
        ['registeredName', row.registered],
        ['tradingName', row.trading],
        ['contactPerson', person],
        ['country', row.country],
      ]),
      enteredBy: row.owner,
    };
  });
}

/** A buyer writing through the relay: the sending account's name. */
async function buyerSubjects(db: Db, id?: number): Promise<ScreenedSubject[]> {
  const senders = db.selectDistinct({ id: buyerMessages.sender_id }).from(buyerMessages);
  const rows = await db
    .select({ id: users.id, name: users.name, last: users.last_name, email: users.email })
    .from(users)
    .where(id === undefined ? inArray(users.id, senders) : eq(users.id, id))
    .orderBy(asc(users.id));
  return rows.map((row) => {
    const name = present([`${row.name} ${row.last ?? ''}`])[0] ?? '';
    return {
      type: 'buyer',
      id: row.id,
      label: name,
      names: present([name]),
      kinds: kindsOf([[name, 'person']]),
      fields: fieldsOf([
        ['name', name],
        ['email', row.email],
      ]),
      enteredBy: row.id,
    };
  });
}

const READERS: Record<ScreenedSubjectType, (db: Db, id?: number) => Promise<ScreenedSubject[]>> = {
  trade_lead: tradeLeadSubjects,
  company: companySubjects,
  buyer: buyerSubjects,
};

/** One subject as it now stands, or null when it is gone. */
export async function readSubject(
  db: Db,
  type: ScreenedSubjectType,
  id: number,
): Promise<ScreenedSubject | null> {
  const [subject] = await READERS[type](db, id);
  return subject ?? null;
}

/** Every subject of a type (the screening after an import). */
export const readSubjects = (db: Db, type: ScreenedSubjectType): Promise<ScreenedSubject[]> =>
  READERS[type](db);
