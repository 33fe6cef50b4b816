// @postgres: search statements (pg_trgm similarity for typos)
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { HsCodeResult, HsFinderAnswer } from '@/features/hs-codes/schemas';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { json, testApiForFile } from './helpers/test-api';

// Issue 37: the HS finder over the whole nomenclature, in English and Arabic.

const api = testApiForFile({ wholeNomenclature: true });

const find = async (q: string, extra = '') => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status, q).toBe(200);
  return json<HsFinderAnswer>(response);
};
const codes = (answer: HsFinderAnswer) => answer.data.map((result) => result.code);

describe('the nomenclature as seeded', () => {
  it('holds the 21 sections, 96 chapters, 1,228 headings and 5,612 subheadings, each named in Arabic', async () => {
    const result = await api.db.execute(sql`select level, count(*)::int as count,
      count(*) filter (where name_ar ~ '[\u0621-\u064a]')::int as arabic from hs_codes group by level order by level`);
    expect(rowsOf(result)).toEqual([
      { level: 2, count: 96, arabic: 96 },
      { level: 4, count: 1228, arabic: 1228 },
      { level: 6, count: 5612, arabic: 5612 },
    ]);
    const sections = await api.db.execute(
      sql`select count(*)::int as count from hs_sections where name_ar ~ '[\u0621-\u064a]'`,
    );
    expect(rowsOf(sections)).toEqual([{ count: 21 }]);
  });
});

describe('GET /api/hs-codes: descriptions', () => {
  it.each([
    ['olive oil', '1509'],
    ['زيت زيتون', '1509'],
    ['زيت الزيتون', '1509'],
    ['tomatoes', '0702'],
    ['tomato', '0702'],
    ['بندورة', '0702'],
  ])('"%s" puts %s first', async (q, first) => {
    expect(codes(await find(q))[0]).toBe(first);
  });

  it('reads a typo and a plural the way they were meant', async () => {
    expect(codes(await find('tomatos'))[0]).toBe('0702');
    // The plural finds the singular's heading (its name says "olive oil") among the first.
    expect(codes(await find('olive oils')).slice(0, 5)).toContain('1509');
    expect(codes(await find('olives'))).toContain('071120');
  });

  it('finds by the staff’s synonyms in both languages', async () => {
    expect(codes(await find('jameed'))[0]).toBe('0406');
    expect(codes(await find('جميد'))[0]).toBe('0406');
  });

  it('finds by the names of members’ approved products, after the staff’s synonym of the heading', async () => {
    // The staff's "paracetamol" names heading 3004 (issue 45); a member's product its subheading,
    // among the first three: in English the bulk chemical's 2924.29 (a search reference), as good
    // a match and of another heading, comes before it (distinct-first.ts).
    expect(codes(await find('paracetamol')).slice(0, 3)).toEqual(['3004', '292429', '300490']);
    const arabic = codes(await find('باراسيتامول')).slice(0, 3);
    expect(arabic[0]).toBe('3004');
    expect(arabic).toContain('300490');
  });

  it('names different headings first where they match as well, and keeps a stronger match above (issue 55)', async () => {
    // "brake pads": 68.13's friction material and its subheadings hold both words as 87.08's
    // brake parts (a search reference) do: 87.08 comes second, before 68.13's own subheadings.
    const brakes = codes(await find('brake pads')).slice(0, 3);
    expect(brakes.map((code) => code.slice(0, 4))).toEqual(['6813', '8708', '6813']);
    // "olive oil": 15.09's subheadings hold the phrase with "oil" as their name's head; the soap a
    // staff synonym names holds it too, but its head is "soap": it stays after them.
    const olive = codes(await find('olive oil'));
    expect(olive.slice(0, 3)).toEqual(['1509', '150920', '150930']);
    expect(olive.indexOf('3401')).toBeGreaterThan(2);
  });

  it('pages the reordered first answers without repeating or skipping a code', async () => {
    const whole = codes(await find('brake pads', '&page_size=12'));
    const paged = [];
    for (const page of [1, 2, 3, 4])
      paged.push(...codes(await find('brake pads', `&page_size=3&page=${page}`)));
    expect(paged).toEqual(whole);
  });

  it('ranks the heading whose subject a word is above the headings that exclude or mention it (issue 45)', async () => {
    // 3304's name says "excluding medicaments"; 7401's "cement copper" is a later mention.
    expect(codes(await find('medicaments'))[0]?.slice(0, 4)).toMatch(/^300[34]$/);
    expect(codes(await find('medicaments'))).not.toContain('3304');
    expect(codes(await find('cement'))[0]).toBe('2523');
    expect(codes(await find('اسمنت'))[0]).toBe('2523');
  });

  it('counts a word held whole above one a typo or a prefix away (issue 55)', async () => {
    // "escalopes" is a typo away from "escalators" (84.28), "bars" the prefix of nothing it means:
    // the codes holding the other words whole come first.
    expect(codes(await find('fresh veal escalopes'))[0]).toMatch(/^02/);
    expect(codes(await find('breakfast muesli bars'))[0]).toMatch(/^1904/);
  });

  it('puts first the code whose name is about the product, not one the product qualifies (issue 55)', async () => {
    // 22.03 "Beer made from malt" and 23.07 «رواسب النبيذ» (wine lees) hold the word as much as
    // 11.07 "Malt" and 22.04 «نبيذ من العنب الطازج»: the head noun of the name decides.
    expect(codes(await find('barley malt'))[0]).toBe('1107');
    expect(codes(await find('نبيذ احمر'))[0]).toBe('2204');
    expect(codes(await find('سبائك فضه'))[0]).toBe('7106');
  });

  it('between codes alike, puts the shorter name in the query’s language first (issue 55)', async () => {
    // «بلطي، طازج أو مبرد» (03.02.71) asks nothing the query lacks; «شرائح بلطي، …» are fillets.
    expect(codes(await find('سمك بلطي طازج'))[0]).toBe('030271');
  });

  it('reads an English name written in Arabic letters as the English word (issue 55)', async () => {
    // No Arabic name or dictionary pair holds «ديجيتال» or «مشروم»; their sound is "digital" and
    // "mushroom" (lib/search/loanword-key.ts).
    expect(codes(await find('كاميرا ديجيتال'))[0]).toMatch(/^8525/);
    expect(codes(await find('مشروم'))[0]).toMatch(/^(?:0709|2003)/);
  });

  it('reads a colloquial Arabic word as its standard word with that word’s forms (issue 55)', async () => {
    // «براد» is «ثلاجه», whose stem finds 84.18's «ثلاجات» (not «برادة», filings).
    expect(codes(await find('براد'))[0]).toMatch(/^8418/);
  });

  it('lets a state steer a vegetable within chapter 07 and to 20, in English and Arabic (issue 55)', async () => {
    // "pickled" reads as 20.01's "preserved by vinegar", "turnips" as a vegetable (a subject of
    // chapter 07), so 20.01's "Vegetables … prepared or preserved by vinegar" holds both.
    expect(codes(await find('turnips'))[0]).toBe('0706');
    expect(codes(await find('pickled turnips'))[0]).toBe('2001');
    expect(codes(await find('لفت مخلل'))[0]).toBe('2001');
    expect(codes(await find('canned mushrooms'))[0]).toBe('2003');
    // Okra is 07.09's only by the agency's synonym; frozen, it is a vegetable of 07.10.
    expect(codes(await find('okra'))[0]).toBe('0709');
    expect(codes(await find('frozen okra'))[0]).toBe('0710');
    expect(codes(await find('بامية مجمدة'))[0]).toBe('0710');
    // 08.04 says "fresh or dried": frozen, a mango is a fruit of 08.11.
    expect(codes(await find('mango'))[0]).toBe('0804');
    expect(codes(await find('frozen mango'))[0]).toBe('0811');
  });

  it('reads a compound typed as one word, a preserving medium and a unit noun (issue 55)', async () => {
    // The names hyphenate "fork-lift"; "in brine" is 20.05's "prepared or preserved"; «كسبه» (a
    // cake of it) is the names' collective «كسب» (oil-cake).
    expect(codes(await find('forklifts'))[0]).toBe('8427');
    // No term begins "rapeseed" or "seatbelts": their parts are 12.05's and 87.08.21's words;
    // "fresh blueberries" stays a typo of 08.10's "bilberries" (a word that found something is
    // not split).
    expect(codes(await find('rapeseed'))[0]).toBe('1205');
    expect(codes(await find('seatbelts'))[0]).toBe('870821');
    expect(codes(await find('fresh blueberries'))[0]).toMatch(/^0810/);
    // Two words typed for a compound the names write as one (07.10.40's "sweetcorn", the
    // references' "weedkiller"); both words keep their own codes too ("board games").
    expect(codes(await find('sweet corn frozen'))[0]).toBe('071040');
    expect(codes(await find('weed killer'))[0]).toMatch(/^3808/);
    expect((await find('board games')).total).toBeGreaterThan(1);
    // A spray is what the insecticide is put up as: 38.08, not 96.16's scent sprays.
    expect(codes(await find('insecticide spray'))[0]).toMatch(/^3808/);
    // Everyday Arabic names (arabic-everyday-names.ts): gloves, lime, notebooks, glass jars.
    expect(codes(await find('كفوف شغل'))[0]).toBe('6116');
    expect(codes(await find('قطرميز'))[0]).toMatch(/^7010/);
    expect(codes(await find('شيد'))[0]).toBe('2522');
    expect(codes(await find('كشاكيل'))[0]).toBe('4820');
    expect(codes(await find('olives in brine'))[0]).toMatch(/^2005/);
    expect(codes(await find('olives'))[0]).not.toMatch(/^2005/);
    expect(codes(await find('كسبه'))[0]).toMatch(/^230[46]/);
  });

  it('reads spare parts as the parts of the machine the query names, not as car parts (issue 55)', async () => {
    // The agency's synonym "spare parts" («قطع غيار») names 87.08 and still wins alone; beside a
    // machine, "spare" only qualifies and «غيار» reads as the names' «أجزاء»: the pump's parts.
    expect(codes(await find('spare parts'))[0]).toBe('8708');
    expect(codes(await find('قطع غيار'))[0]).toBe('8708');
    expect(codes(await find('pump spare parts'))[0]).toBe('841391');
    expect(codes(await find('قطع غيار مضخات'))[0]).toBe('841391');
  });

  it('reads an English noun no term begins as the words of its meaning (issue 55)', async () => {
    // WordNet: a zipper is a "slide fastener" (96.07), a marshmallow a "candy" (17.04, the
    // agency's synonym); "aniseed" is "anise" (09.09) rather than a typo of another word.
    expect(codes(await find('zippers'))[0]).toMatch(/^9607/);
    expect(codes(await find('marshmallows'))[0]).toMatch(/^1704/);
    expect(codes(await find('aniseed'))[0]).toMatch(/^0909/);
  });

  it('gives each result its path, and a subheading its own Arabic name (issue 45)', async () => {
    const answer = await find('extra virgin olive oil');
    const result = answer.data.find((item) => item.code === '150920') as HsCodeResult;
    expect(result.level).toBe(6);
    expect(result.name_en).toMatch(/virgin/i);
    expect(result.name_ar_of_heading).toBe(false);
    expect(result.name_ar).toBe('زيت زيتون بكر ممتاز');
    expect(result.path.map((step) => [step.code, step.level])).toEqual([
      ['III', 0],
      ['15', 2],
      ['1509', 4],
    ]);
    expect(result.path.every((step) => step.name_en && step.name_ar)).toBe(true);
  });

  it('pages its answer', async () => {
    const first = await find('oil', '&page_size=5');
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(first.page_count).toBe(Math.ceil(first.total / 5));
    const second = await find('oil', '&page_size=5&page=2');
    expect(codes(second).some((code) => codes(first).includes(code))).toBe(false);
  });

  it('answers an empty page for words nothing holds', async () => {
    expect(await find('qwertyuiop zxcvb')).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /api/hs-codes: codes', () => {
  it.each(['1509', '15.09', '15 09', '١٥٠٩'])(
    '"%s" finds heading 1509 first, then its subheadings',
    async (q) => {
      const found = codes(await find(q));
      expect(found[0]).toBe('1509');
      expect(found.slice(1)).toEqual(['150920', '150930', '150940', '150990']);
    },
  );

  it.each(['1509.20', '150920', '1509 20', '1509-20', '1509200000'])(
    '"%s" finds subheading 150920',
    async (q) => {
      expect(codes(await find(q))[0]).toBe('150920');
    },
  );

  it('reads a code of HS 2017 as its 2022 successors first, then its known part (issue 45)', async () => {
    for (const q of ['1509.10', '150910']) {
      expect(codes(await find(q)).slice(0, 4)).toEqual(['150920', '150930', '150940', '1509']);
    }
    // 0305.10 of HS 2017 (fish meal) is 0309.10 in 2022, under another heading.
    expect(codes(await find('0305.10')).slice(0, 2)).toEqual(['030910', '0305']);
  });
});

describe('GET /api/hs-codes/tree', () => {
  it('lists the 21 sections from I to XXI', async () => {
    const response = await api.request('/api/hs-codes/tree');
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { code: string; name_ar: string }[] }>(response);
    expect(data).toHaveLength(21);
    expect(data[0]!.code).toBe('I');
    expect(data[20]!.code).toBe('XXI');
  });

  it('opens a section, a chapter and a heading with their children', async () => {
    type Node = { node: HsCodeResult; children: HsCodeResult[] };
    const section = await json<Node>(await api.request('/api/hs-codes/tree/III'));
    expect(section.children.map((child) => child.code)).toEqual(['15']);
    const chapter = await json<Node>(await api.request('/api/hs-codes/tree/15'));
    expect(chapter.node.path.map((step) => step.code)).toEqual(['III']);
    expect(chapter.children.map((child) => child.code)).toContain('1509');
    const heading = await json<Node>(await api.request('/api/hs-codes/tree/1509'));
    expect(heading.children.map((child) => child.code)).toEqual([
      '150920',
      '150930',
      '150940',
      '150990',
    ]);
  });

  it.each(['XXX', '99', '1509201', 'abc'])('answers 404 for "%s"', async (id) => {
    const response = await api.request(`/api/hs-codes/tree/${id}`);
    expect([404, 422]).toContain(response.status);
    expect(response.status).not.toBe(500);
  });
});

describe('GET /api/hs-codes: bad input is a 422, never a 500', () => {
  it.each([
    ['no query', ''],
    ['an empty query', '?q='],
    ['a query of 10,000 characters', `?q=${'a'.repeat(10_000)}`],
    ['page 0', '?q=oil&page=0'],
    ['a page size of 500', '?q=oil&page_size=500'],
  ])('%s', async (_name, query) => {
    const response = await api.request(`/api/hs-codes${query}`);
    expect(response.status).toBe(422);
  });

  it.each([
    ['a NUL character', '%00oil'],
    ['a lone surrogate', '%ED%A0%80'],
    ['bidi controls and emoji', encodeURIComponent('\u202e\u2066زيت 🫒')],
    ['quotes and SQL', encodeURIComponent(`oil' or '1'='1 "a\\"`)],
    ['regular expression characters', encodeURIComponent('(.*)+[a-z]{2,}$^|?')],
  ])('%s answers without a 500', async (_name, raw) => {
    const response = await api.request(`/api/hs-codes?q=${raw}`);
    expect([200, 400, 422]).toContain(response.status);
  });
});
