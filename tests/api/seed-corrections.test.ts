// @postgres: migrations (migration 0016 on a database seeded before it)
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { rebuildSearchIndex, syncSearchIndex } from '@/features/search/server/index-writer';
import { MIGRATIONS_FOLDER } from '@/lib/db/connect';
import {
  companies,
  credentials,
  menuChildren,
  products,
  searchDocuments,
  services,
  sponsors,
  users,
} from '@/lib/db/schema';
import { companySeed } from '@/lib/db/seed/companies/build';
import { COMPANIES } from '@/lib/db/seed/companies/companies';
import { eServicesChildren } from '@/lib/db/seed/content/e-services';
import type { Db } from '@/lib/db/types';

import { testApiForFile } from './helpers/test-api';

// Issue 36: no seeded address leads to a `.example` site, which can never load, and migration
// 0016 corrects a database seeded before: it clears those links where the old seed's values are
// still there (an editor's or a member's own stay), adds the menu's "E-Services" entry and has
// the search index rebuilt.

/** An http(s) or www address whose host ends in `.example`. E-mail addresses are not links. */
const EXAMPLE_LINK = String.raw`(https?://|www\.)[a-z0-9.-]*\.example([/:?#"'<>[:space:]]|$)`;

/** Every text and jsonb column of the database's tables. */
/** The rows of db.execute's answer (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function textColumns(db: Db) {
  const result = await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'jsonb', 'ARRAY', 'character varying')`);
  return rowsOf<{ table_name: string; column_name: string }>(result);
}

async function exampleLinks(db: Db) {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns(db)) {
    const result = await db.execute(
      sql.raw(
        `select "${column_name}"::text as value from "${table_name}" where "${column_name}"::text ~* '${EXAMPLE_LINK.replaceAll("'", "''")}'`,
      ),
    );
    for (const row of rowsOf<{ value: string }>(result))
      found.push(`${table_name}.${column_name}: ${row.value}`);
  }
  return found;
}

async function runMigration0016(db: Db) {
  const file = path.join(MIGRATIONS_FOLDER, '0016_issue-36-seed-corrections.sql');
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) await db.execute(sql.raw(statement));
}

// The old seed's values (before issue 36), put back to stand for a database seeded then.
const OLD_SPONSOR_SITES = [
  'nabataea-bank',
  'redseabridge',
  'northern-industry',
  'olivebranch-insurance',
  'highlands-cargo',
  'zarqavalley-bank',
];
const OLD_CREDENTIAL_SITES = ['gulf-retail-buyers', 'saudi-food-importers', 'med-testing-labs'];

// The whole nomenclature as the seed writes it, built once per run (tests/api/helpers/test-api.ts).
const api = testApiForFile({ wholeNomenclature: true });

describe('the seed’s addresses (issue 36)', () => {
  it('has no link to a `.example` site in any table', async () => {
    expect(await exampleLinks(api.db)).toEqual([]);
  });

  it('still finds a `.example` link where one is (the check itself)', async () => {
    const db = api.db;
    await db
      .update(sponsors)
      .set({ link: 'https://www.nabataea-bank.example' })
      .where(eq(sponsors.id, 1));
    expect(await exampleLinks(db)).toEqual(['sponsors.link: https://www.nabataea-bank.example']);
    await db.update(sponsors).set({ link: '' }).where(eq(sponsors.id, 1));
  });

  it('gives a fictional company no website and its items no contact page', () => {
    expect(companySeed.companies.every((company) => company.website_url === '')).toBe(true);
    expect(companySeed.products.every((product) => product.contacts === '')).toBe(true);
    expect(companySeed.services.every((service) => service.contacts === '')).toBe(true);
  });
});

describe('migration 0016 on a database seeded before issue 36', () => {
  it('clears the old seed’s links, keeps everyone else’s, adds the E-Services entry', async () => {
    const db = api.db;
    // The database as the old seed left it, with an editor's and a member's own addresses.
    for (const [index, site] of OLD_SPONSOR_SITES.entries()) {
      await db
        .update(sponsors)
        .set({ link: `https://www.${site}.example`, link_ara: `https://www.${site}.example/ar` })
        .where(eq(sponsors.id, index + 1));
    }
    await db.update(sponsors).set({ link: 'https://www.jedco.gov.jo' }).where(eq(sponsors.id, 2));
    for (const [index, site] of OLD_CREDENTIAL_SITES.entries()) {
      await db
        .update(credentials)
        .set({ link: `https://www.${site}.example` })
        .where(eq(credentials.id, index + 1));
    }
    for (const [id, domain] of COMPANIES) {
      await db
        .update(companies)
        .set({ website_url: `www.${domain}.example` })
        .where(eq(companies.id, id));
      const contacts = `https://www.${domain}.example/contact`;
      await db.update(products).set({ contacts }).where(eq(products.company_id, id));
      await db.update(services).set({ contacts }).where(eq(services.company_id, id));
    }
    await db
      .update(companies)
      .set({ approved: sql`jsonb_set(approved, '{website_url}', '"www.mihwar-eng.example"')` })
      .where(eq(companies.id, 32));
    const [member] = await db
      .insert(users)
      .values({
        name: 'Rana',
        last_name: 'Khoury',
        email: 'rana@olive-press.jo',
        phone: '0795550000',
        password_hash: 'x',
        role: 'user',
      })
      .returning({ id: users.id });
    await db.insert(companies).values({
      ...companySeed.companies[0]!,
      id: 900,
      user_id: member!.id,
      website_url: 'www.olive-press.example',
    });
    await db.delete(menuChildren).where(eq(menuChildren.id, 41));
    await rebuildSearchIndex(db);
    expect(await syncSearchIndex(db)).toBeNull();

    await runMigration0016(db);

    const sponsorRows = await db.select().from(sponsors).orderBy(sponsors.id);
    expect(sponsorRows.map((row) => row.link)).toEqual([
      '',
      'https://www.jedco.gov.jo',
      '',
      '',
      '',
      '',
    ]);
    expect(sponsorRows.every((row) => row.link_ara === '')).toBe(true);
    const credentialLinks = await db.select({ link: credentials.link }).from(credentials);
    expect(credentialLinks.every((row) => row.link === '')).toBe(true);
    const [mihwar] = await db.select().from(companies).where(eq(companies.id, 32));
    expect(mihwar).toMatchObject({
      website_url: '',
      approved: expect.objectContaining({ website_url: '' }),
    });
    const [memberCompany] = await db.select().from(companies).where(eq(companies.id, 900));
    expect(memberCompany!.website_url).toBe('www.olive-press.example');
    expect(await exampleLinks(db)).toEqual(['companies.website_url: www.olive-press.example']);

    const [entry] = await db.select().from(menuChildren).where(eq(menuChildren.id, 41));
    expect(entry).toMatchObject(eServicesChildren[0]!);

    // Run twice (as on a database that was corrected already): nothing more changes.
    await runMigration0016(db);
    const entries = await db.select().from(menuChildren).where(eq(menuChildren.a_id, 200));
    expect(entries).toHaveLength(1);
  });

  it('has the search index rebuilt at start-up, with the E-Services page', async () => {
    const db = api.db;
    // The index was current before the migration (above): the migration marked it old.
    expect(await syncSearchIndex(db)).toBeGreaterThan(0);
    const [document] = await db
      .select({ href: searchDocuments.href_en, hrefAr: searchDocuments.href_ar })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.source, 'pages'), eq(searchDocuments.record_id, 41)));
    expect(document).toEqual({ href: '/e-services', hrefAr: '/e-services' });
    expect(await syncSearchIndex(db)).toBeNull();
  });
});
