import 'server-only';
import { z } from 'zod';

import type { TariffApiSettings } from '@/lib/api/services';
import type { SharedCache } from '@/lib/cache/shared-cache';

import { TARIFF_NOT_FOUND_CACHE_SECONDS } from '../../constants';

import { TariffProviderError, type DutyFigure, type TariffProvider } from './tariff-provider';

// The UK Trade Tariff's public API (issue 37, TARIFF_PROVIDER=uk-trade-tariff): keyless, JSON:API,
// at https://www.trade-tariff.service.gov.uk/api/v2 (TARIFF_API_URL). The shapes read here are the
// service's own, as found before this was written:
// - trade-tariff/trade-tariff-api-docs, source/the-commodities-api.html.md ("Using the Commodities
//   API"): GET /commodities/{10 digits} answers `data` (type commodity) whose
//   relationships.import_measures list {id, type: "measure"} references into `included`; a measure's
//   relationships name its measure_type (103 = Third country duty, 142 = Tariff preference),
//   duty_expression ("{measure id}-duty_expression", attributes base / formatted_base /
//   verbose_duty), geographical_area (1011 = ERGA OMNES; a group lists its members under
//   relationships.children_geographical_areas) and excluded_countries. Its reference-data page
//   (source/reference-data.html.md) gives 145 = Preference under authorised use.
// - trade-tariff/trade-tariff-backend, app/serializers/api/v2/headings/heading_serializer.rb and
//   commodity_serializer.rb: GET /headings/{4 digits} lists relationships.commodities, included as
//   type commodity with goods_nomenclature_item_id, leaf and producline_suffix ("80" and a leaf:
//   declarable); declarable_heading_serializer.rb: a heading without subdivisions answers
//   declarable: true with its own import_measures.
// - Recorded answers in futureborders/hmrc-trade-tariff-api-client (src/test/resources/
//   gb_headings_api_v2_response_1103.json, gb_commodities_api_v2_response_1006101000.json and
//   _1109000000.json) and futureborders/-stw-trade-tariff-api (mocks/mappings/trade-tariff/
//   wheat-gluten-redirect.json: /commodities/1109000000 is a 301 to /headings/1109, so a
//   declarable heading is read from the heading's answer, never through /commodities).
// Every call has a deadline (TARIFF_TIMEOUT_MS, the body included) and refuses redirects; its mapped
// answer is cached for TARIFF_CACHE_SECONDS ("no such code" more briefly); any failure is a
// TariffProviderError, which the routes answer 503 with Retry-After.

const PARTNER = 'GB';
/** Jordan: the preferential duty shown is the one for goods of Jordanian origin. */
const ORIGIN = 'JO';
const ERGA_OMNES = '1011';
const THIRD_COUNTRY_DUTY = '103';
/** Tariff preference, then preference under authorised use: the first found in this order wins. */
const PREFERENCES = ['142', '145'];
const MEASURE_NAMES: Record<string, string> = {
  '103': 'Third country duty',
  '142': 'Tariff preference',
  '145': 'Preference under authorised use',
};
/** The public pages the figures can be checked on (not TARIFF_API_URL, which may be a fake). */
const SITE = 'https://www.trade-tariff.service.gov.uk';
const SOURCE_NAMES = {
  name_en: 'UK Trade Tariff (GOV.UK)',
  name_ar: 'التعرفة التجارية للمملكة المتحدة (GOV.UK)',
};

// --- The JSON:API envelope, validated; attributes are checked where they are read. -------------

const idSchema = z.union([z.string(), z.number()]).transform(String);
const refSchema = z.object({ id: idSchema, type: z.string() });
const resourceSchema = z.object({
  id: idSchema,
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()).default({}),
  relationships: z
    .record(
      z.string(),
      z.object({ data: z.union([refSchema, z.array(refSchema), z.null()]).optional() }),
    )
    .default({}),
});
const documentSchema = z.object({
  data: resourceSchema,
  included: z.array(resourceSchema).default([]),
});
type Resource = z.output<typeof resourceSchema>;
type Ref = z.output<typeof refSchema>;

const codeSchema = z.string().regex(/^\d{10}$/);
const headingAttributes = z.object({
  goods_nomenclature_item_id: codeSchema,
  declarable: z.boolean().optional(),
});
const treeCommodityAttributes = z.object({
  goods_nomenclature_item_id: codeSchema,
  leaf: z.boolean(),
  producline_suffix: z.string(),
});
const commodityAttributes = z.object({ goods_nomenclature_item_id: codeSchema });
const dutyExpressionAttributes = z.object({ base: z.string().min(1) });
const describedAttributes = z.object({ description: z.string().nullish() });

/** The answer is not the API's shape. */
class AnswerError extends Error {}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerError(result.error.message);
  return result.data;
}

/** A document's `included`, looked up by type and id. */
function graphOf(included: Resource[]) {
  const byKey = new Map(included.map((resource) => [`${resource.type}/${resource.id}`, resource]));
  return {
    find: (ref: Ref | null | undefined) => (ref ? byKey.get(`${ref.type}/${ref.id}`) : undefined),
    one(resource: Resource, name: string): Ref | null {
      const data = resource.relationships[name]?.data;
      return data && !Array.isArray(data) ? data : null;
    },
    many(resource: Resource, name: string): Ref[] {
      const data = resource.relationships[name]?.data;
      return Array.isArray(data) ? data : [];
    },
  };
}

// --- Mapping ------------------------------------------------------------------------------------

/** A declarable code's duties, as cached. */
type CommodityAnswer = {
  code: string;
  page: string;
  mfn: DutyFigure | null;
  preferential: DutyFigure | null;
  retrievedAt: string;
};

/** A heading: its own duties when it is declarable, else its declarable codes in tariff order. */
type HeadingAnswer =
  { declarable: true; commodity: CommodityAnswer } | { declarable: false; codes: string[] };

type Candidate = { typeId: string; direct: boolean; figure: DutyFigure };

/** The MFN and the Jordanian preference among `data`'s import measures. */
function readDuties(data: Resource, included: Resource[]) {
  const graph = graphOf(included);
  let mfn: DutyFigure | null = null;
  const preferences: Candidate[] = [];
  for (const ref of graph.many(data, 'import_measures')) {
    const measure = graph.find(ref);
    if (!measure) continue;
    const typeId = graph.one(measure, 'measure_type')?.id;
    const areaRef = graph.one(measure, 'geographical_area');
    const dutyRef = graph.one(measure, 'duty_expression');
    if (!typeId || !areaRef || !dutyRef) continue;
    const isMfn = typeId === THIRD_COUNTRY_DUTY && areaRef.id === ERGA_OMNES;
    const isPreference = PREFERENCES.includes(typeId);
    // The first MFN found is the one; every preference is a candidate.
    if (!((isMfn && !mfn) || isPreference)) continue;

    const area = graph.find(areaRef);
    const direct = areaRef.id === ORIGIN;
    if (isPreference) {
      const member = area
        ? graph.many(area, 'children_geographical_areas').some((child) => child.id === ORIGIN)
        : false;
      const excluded = graph
        .many(measure, 'excluded_countries')
        .some((country) => country.id === ORIGIN);
      if ((!direct && !member) || excluded) continue;
    }
    const duty = graph.find(dutyRef);
    if (!duty) continue;
    const { base } = parse(dutyExpressionAttributes, duty.attributes);
    const measureType = graph.find({ type: 'measure_type', id: typeId });
    const name = measureType && parse(describedAttributes, measureType.attributes).description;
    const figure: DutyFigure = { text: base, measure: name || MEASURE_NAMES[typeId] || typeId };

    if (isMfn) {
      mfn = figure;
      continue;
    }
    const legalAct = graph.find(graph.many(measure, 'legal_acts')[0]);
    const basis =
      (legalAct && parse(describedAttributes, legalAct.attributes).description) ||
      (area && parse(describedAttributes, area.attributes).description);
    if (basis) figure.agreement = basis;
    preferences.push({ typeId, direct, figure });
  }
  // A preference of the lowest measure type wins; within it, one given to Jordan itself before one
  // given to a group Jordan belongs to; then the tariff's order.
  const rank = (candidate: Candidate) =>
    PREFERENCES.indexOf(candidate.typeId) * 2 + (candidate.direct ? 0 : 1);
  const best = preferences.reduce<Candidate | null>(
    (chosen, candidate) => (!chosen || rank(candidate) < rank(chosen) ? candidate : chosen),
    null,
  );
  return { mfn, preferential: best?.figure ?? null };
}

function readHeading(body: unknown, now: () => Date): HeadingAnswer {
  const document = parse(documentSchema, body);
  if (document.data.type !== 'heading') throw new AnswerError(`a ${document.data.type}`);
  const heading = parse(headingAttributes, document.data.attributes);
  if (heading.declarable) {
    const code = heading.goods_nomenclature_item_id;
    return {
      declarable: true,
      commodity: {
        code,
        page: `${SITE}/headings/${code.slice(0, 4)}`,
        ...readDuties(document.data, document.included),
        retrievedAt: now().toISOString(),
      },
    };
  }
  const graph = graphOf(document.included);
  const codes: string[] = [];
  for (const ref of graph.many(document.data, 'commodities')) {
    const commodity = graph.find(ref);
    if (!commodity) continue;
    const attributes = parse(treeCommodityAttributes, commodity.attributes);
    if (attributes.leaf && attributes.producline_suffix === '80') {
      codes.push(attributes.goods_nomenclature_item_id);
    }
  }
  return { declarable: false, codes };
}

function readCommodity(body: unknown, now: () => Date): CommodityAnswer {
  const document = parse(documentSchema, body);
  if (document.data.type !== 'commodity') throw new AnswerError(`a ${document.data.type}`);
  const { goods_nomenclature_item_id: code } = parse(commodityAttributes, document.data.attributes);
  return {
    code,
    page: `${SITE}/commodities/${code}`,
    ...readDuties(document.data, document.included),
    retrievedAt: now().toISOString(),
  };
}

/** The digits that name the same node: "110311" for 1103110000, "0409" for 040900. */
function nodeOf(hs: string) {
  let node = hs;
  while (node.length > 4 && node.endsWith('00')) node = node.slice(0, -2);
  return node;
}

// --- The provider -------------------------------------------------------------------------------

const NOT_FOUND = Symbol('not found');

export function ukTradeTariffProvider(
  settings: TariffApiSettings,
  cache: SharedCache,
  now: () => Date = () => new Date(),
): TariffProvider {
  const addressOf = (path: string) => `${settings.url.replace(/\/+$/, '')}/${path}`;

  /** The JSON at `address` and the status, or NOT_FOUND for a 404 (a code it does not have). */
  async function fetchJson(address: string): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(address, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new TariffProviderError(timedOut ? 'timeout' : 'network', address);
    }
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 404, body: NOT_FOUND };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new TariffProviderError('status', address, response.status);
    }
    try {
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new TariffProviderError(timedOut ? 'timeout' : 'answer', address, response.status);
    }
  }

  /** The mapped answer of `address` (null: not found), from the cache when it holds it. */
  async function cached<T>(address: string, read: (body: unknown) => T): Promise<T | null> {
    const key = `tariff:${address}`;
    const hit = await cache.get(key);
    if (hit !== null) return JSON.parse(hit) as T | null;
    const { status, body } = await fetchJson(address);
    let value: T | null;
    try {
      value = body === NOT_FOUND ? null : read(body);
    } catch (error) {
      if (error instanceof AnswerError) throw new TariffProviderError('answer', address, status);
      throw error;
    }
    const ttl =
      value === null
        ? Math.min(TARIFF_NOT_FOUND_CACHE_SECONDS, settings.cacheSeconds)
        : settings.cacheSeconds;
    await cache.set(key, JSON.stringify(value), ttl);
    return value;
  }

  return {
    partners: [PARTNER],
    async duties(hs, partner) {
      if (partner.trim().toUpperCase() !== PARTNER) return null;
      const digits = hs.replace(/[\s.]/g, '');
      // A heading (4), a subheading (6), or a national code (8 or 10 digits); a chapter is too broad.
      if (!/^\d{4}(?:\d{2}){0,3}$/.test(digits)) return null;
      const node = nodeOf(digits);

      const heading = await cached(addressOf(`headings/${digits.slice(0, 4)}`), (body) =>
        readHeading(body, now),
      );
      if (!heading) return null;
      let commodity: CommodityAnswer | null;
      if (heading.declarable) {
        commodity = heading.commodity.code.startsWith(node) ? heading.commodity : null;
      } else {
        const code =
          heading.codes.find((candidate) => candidate === digits) ??
          heading.codes.find((candidate) => candidate.startsWith(node));
        if (!code) return null;
        commodity = await cached(addressOf(`commodities/${code}`), (body) =>
          readCommodity(body, now),
        );
      }
      if (!commodity) return null;
      return {
        partner: PARTNER,
        code: commodity.code,
        mfn: commodity.mfn,
        preferential: commodity.preferential,
        source: { ...SOURCE_NAMES, url: commodity.page },
        retrievedAt: commodity.retrievedAt,
      };
    },
  };
}
