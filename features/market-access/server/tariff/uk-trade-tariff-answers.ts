import 'server-only';
import { z } from 'zod';

import type { DutyFigure } from './tariff-provider';

// The UK Trade Tariff's answers (uk-trade-tariff.ts asks for them), read into the duties the
// market-access pages show. The shapes read here are the service's own, as found before this was
// written:
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
/**
 * The public pages the figures can be checked on (not TARIFF_API_URL, which may be a fake): the
 * UK's tariff, and under /xi the EU's tariff as applied in Northern Ireland (issue 46).
 */
export const SITE = 'https://www.trade-tariff.service.gov.uk';

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
export class AnswerError extends Error {}

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
export type CommodityAnswer = {
  code: string;
  page: string;
  mfn: DutyFigure | null;
  preferential: DutyFigure | null;
  retrievedAt: string;
};

/** A heading: its own duties when it is declarable, else its declarable codes in tariff order. */
export type HeadingAnswer =
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

export function readHeading(body: unknown, now: () => Date, site = SITE): HeadingAnswer {
  const document = parse(documentSchema, body);
  if (document.data.type !== 'heading') throw new AnswerError(`a ${document.data.type}`);
  const heading = parse(headingAttributes, document.data.attributes);
  if (heading.declarable) {
    const code = heading.goods_nomenclature_item_id;
    return {
      declarable: true,
      commodity: {
        code,
        page: `${site}/headings/${code.slice(0, 4)}`,
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

export function readCommodity(body: unknown, now: () => Date, site = SITE): CommodityAnswer {
  const document = parse(documentSchema, body);
  if (document.data.type !== 'commodity') throw new AnswerError(`a ${document.data.type}`);
  const { goods_nomenclature_item_id: code } = parse(commodityAttributes, document.data.attributes);
  return {
    code,
    page: `${site}/commodities/${code}`,
    ...readDuties(document.data, document.included),
    retrievedAt: now().toISOString(),
  };
}
