// @postgres: search index writes (under an advisory transaction lock)
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { documentRow } from '@/features/search/server/index-writer';
import { INDEXED_ENTITIES, SEARCH_SOURCES } from '@/features/search/server/search-sources';
import { AUDIT_ENTITIES } from '@/lib/audit/audit-actions';
import { createSession } from '@/lib/auth/sessions';
import { auditLog, searchDocuments, type NewSearchDocument } from '@/lib/db/schema';

import { createStaff, type TestMember } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';
import { STAFF_WRITES } from './staff-writes-fixtures';

// Issue 28: the search index cannot be left behind by a staff write. Every staff write of the
// OpenAPI walk (staff-writes-fixtures.ts, which staff-routes-walk.test.ts requires for each route)
// is made here, and the documents of every record its audit entries name are then exactly what the
// sources read from the tables: written in the change's transaction by staffChange's hook. Every
// table the audit log names is either followed by the index or listed below as not searched.

/** Audited tables that are not public records of the search (with why). */
const NOT_SEARCHED: Record<string, string> = {
  users: 'accounts are private',
  enquiries: 'private to the member and the agency',
  consultation_requests: 'private to the visitor and the agency',
  export_types: 'a reference list: its names are filters, not records',
  export_modes: 'a reference list: its names are filters, not records',
  pools: 'groups of experts: the experts are searched',
  statistics: 'the data centre searches them by HS code (issue 26)',
  credentials: 'not among the records of part 3 "Global search"',
  // Issue 29: the content editors' other records are parts of pages, not records of their own.
  content_images: 'pictures inside the html of records that are searched',
  home_slider: "the home page's slides",
  home_blocks: "the home page's service tiles, each a link to a page that is searched",
  partners: "the home page's partners block",
  je_goals: "the home page's goals block",
  become_a_member: "the home page's become-a-member block",
  sponsors: 'not among the records of part 3 "Global search"',
  offices: "the contact page's addresses (the contact page is searched)",
  social_media: "the footer's links",
  faqs: 'not among the records of part 3 "Global search"; the FAQ pages are searched',
  guide: 'the export guide page is searched as a content page',
  enquiry_pages: "the enquiry forms' texts",
  // Issue 37: the HS finder (GET /api/hs-codes) searches the nomenclature by its own terms.
  hs_sections: 'the HS nomenclature is searched by its own finder, not the site search',
  hs_codes: 'the HS nomenclature is searched by its own finder, not the site search',
  hs_synonyms: "words of the HS finder's, not records of their own",
  agreement_origin_rules:
    "parts of an agreement's market-access answer (the agreement is searched)",
  agreement_headings: "parts of an agreement's market-access answer (the agreement is searched)",
  agreement_duty_facts:
    "an agreement's duty statements, read with its market-access answer (the agreement is searched)",
  // Issue 39: trade leads have their own filtered list, feed and alerts; interests are private.
  trade_leads: 'found through their own list (country, sector, HS chapter), feed and alerts',
  trade_lead_interests: "a member's private answer to a lead, never public",
  // Issue 59: a member's export plan, read by advisers (audited), never public.
  export_plans: "a member's own plan, never public",
  trade_barriers:
    "found through the register's own filtered list (country, sector, status, text) and feed",
  trade_barrier_updates: "parts of a register entry's public history (the entry's own page)",
  // Issue 47: a hit is the staff's evidence about a subject; a decision reindexes a company itself.
  screening_hits: 'staff evidence about a subject, never public',
  // Issue 58: a market's tax rate, read with its indicators by the landed cost and the comparison.
  vat_corrections: "a figure of a market's indicators, not a record of its own",
};

const api = testApiForFile();

const codeOf = async (secret: string) =>
  generate({ secret, epoch: Math.floor(api.services.now().getTime() / 1000) });

async function sessionFor(staff: TestMember): Promise<Record<string, string>> {
  const { token } = await createSession(api.db, staff.user, api.services.auth, api.services.now());
  return { Authorization: `Bearer ${token}` };
}

/** What the search shows and matches of a document, its terms in order. */
const shape = (
  row: Pick<
    NewSearchDocument,
    | 'source'
    | 'record_id'
    | 'type'
    | 'title_en'
    | 'title_ar'
    | 'body_en'
    | 'body_ar'
    | 'href_en'
    | 'href_ar'
    | 'terms'
    | 'title_terms'
  >,
) => ({
  source: row.source,
  record_id: row.record_id,
  type: row.type,
  title_en: row.title_en,
  title_ar: row.title_ar,
  body_en: row.body_en,
  body_ar: row.body_ar,
  href_en: row.href_en,
  href_ar: row.href_ar,
  terms: [...row.terms].sort(),
  title_terms: [...row.title_terms].sort(),
});
const byRecord = (a: { record_id: number }, b: { record_id: number }) => a.record_id - b.record_id;

async function lastAuditId(): Promise<number> {
  const [row] = await api.db.select({ value: max(auditLog.id) }).from(auditLog);
  return row?.value ?? 0;
}

describe('the search index after every staff write', () => {
  it('follows every audited table, or says why it does not', () => {
    const unclassified = AUDIT_ENTITIES.filter(
      (entity) => !INDEXED_ENTITIES.has(entity) && !(entity in NOT_SEARCHED),
    );
    expect(unclassified, 'add a search source, or a reason to NOT_SEARCHED').toEqual([]);
  });

  it.each(Object.keys(STAFF_WRITES))(
    '%s leaves the records it names searched as they are',
    async (key) => {
      const admin = await createStaff(api, 'admin');
      const before = await lastAuditId();
      const response = await STAFF_WRITES[key]!({ api, admin, codeOf, newSession: sessionFor });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      const entries = await api.db.select().from(auditLog).where(gt(auditLog.id, before));
      expect(entries.length).toBeGreaterThan(0);
      for (const source of SEARCH_SOURCES) {
        const ids = new Set<number>();
        for (const entry of entries) {
          const affected = source.entities[entry.entity_type];
          if (affected)
            for (const id of await affected(api.db, [Number(entry.entity_id)])) ids.add(id);
        }
        if (ids.size === 0) continue;
        const expected = (await source.load(api.db, [...ids])).map((document) =>
          shape(documentRow(source, document)),
        );
        const stored = await api.db
          .select()
          .from(searchDocuments)
          .where(
            and(
              eq(searchDocuments.source, source.key),
              inArray(searchDocuments.record_id, [...ids]),
            ),
          );
        expect(stored.map(shape).sort(byRecord), source.key).toEqual(expected.sort(byRecord));
      }
    },
  );
});
