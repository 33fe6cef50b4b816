import 'server-only';
import { z } from 'zod';

import { chartKindOf } from '../chart-kind';
import { DATA_TYPES, type DataType } from '../constants';
import type { FilterEntry, Place } from '../schemas';
import { treeOrder } from '../statistic-tree';

import type { ProvidedItem, ProvidedStatistic } from './provider';

// The statistics provider's answers (docs/configuration.md, "Statistics provider"), read leniently: a missing
// text is empty, an item without an identifier is left out, and everything is mapped into the
// specification's shape (part 2 §3 "Statistic item").

const text = z
  .union([z.string(), z.number()])
  .transform(String)
  .nullish()
  .transform((value) => value ?? '')
  .catch('');
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** A node as the provider may send it: a parent chain (`parent`), or flat (`parent_id`). */
type RawPlace = { id: number; name: string; parent?: RawPlace | null; parent_id?: number | null };
const rawPlace: z.ZodType<RawPlace> = z.lazy(() =>
  z.object({
    id,
    name: text,
    parent: rawPlace.nullish().catch(null),
    parent_id: id.nullish().catch(null),
  }),
);

const seriesSchema = z.object({ name: text, data: z.array(z.number().finite()) });
const chartAnswer = z.object({
  kind: z.enum(['bar', 'line']).optional().catch(undefined),
  unit: text,
  data: z.object({
    categories: z.array(text),
    series: z.array(z.unknown()).transform((list) =>
      list.flatMap((series) => {
        const parsed = seriesSchema.safeParse(series);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  }),
});

const itemAnswer = z.object({
  identifier: z.union([z.string().min(1), z.number()]).transform(String),
  title: text,
  subject: text,
  date: text,
  publishers: z.array(z.object({ title: text })).catch([]),
  survey_period: text,
  comment: text,
  description: text,
  image_url: text,
  premium: z.boolean().catch(false),
  industries: z.array(rawPlace).catch([]),
  geolocations: z.array(rawPlace).catch([]),
  chart: chartAnswer.nullish().catch(null),
});

/** A parent chain flattened: the node and its parents, nearest first (cut at 12 levels). */
function placeOf(raw: RawPlace): Place {
  const parents: Place['parents'] = [];
  let parent = raw.parent;
  while (parent && parents.length < 12) {
    parents.push({ id: parent.id, name: parent.name });
    parent = parent.parent;
  }
  return { id: raw.id, name: raw.name, parents };
}

/** YYYY-MM-DD from whatever date the provider sends ("2024-05-02T00:00:00Z"); else as sent. */
const dayOf = (value: string) => /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;

function statisticOf(raw: z.infer<typeof itemAnswer>, type: DataType): ProvidedStatistic {
  const chart = raw.chart;
  return {
    identifier: raw.identifier,
    type,
    title: raw.title,
    subject: raw.subject,
    date: dayOf(raw.date),
    publishers: raw.publishers.filter((publisher) => publisher.title !== ''),
    survey_period: raw.survey_period,
    comment: raw.comment,
    description: raw.description,
    image_url: /^https?:\/\//.test(raw.image_url) ? raw.image_url : '',
    premium: raw.premium,
    industries: raw.industries.map(placeOf),
    geolocations: raw.geolocations.map(placeOf),
    hs_codes: [],
    chart:
      chart && chart.data.categories.length > 0 && chart.data.series.length > 0
        ? {
            kind: chartKindOf(chart.data.categories, chart.kind),
            unit: chart.unit,
            data: {
              categories: chart.data.categories,
              series: chart.data.series.map((series) => ({
                name: series.name,
                data: chart.data.categories.map((_, index) => series.data[index] ?? 0),
              })),
            },
          }
        : null,
  };
}

/** The answer could not be read as the provider's: the call failed. */
export class ProviderAnswerError extends Error {}

/** `{ items: [...] }` of a list: the items that read as statistics, without their charts. */
export function readList(body: unknown, type: DataType): ProvidedItem[] {
  const withoutChart = ({ chart: _chart, ...item }: ProvidedStatistic): ProvidedItem => item;
  const list = z.object({ items: z.array(z.unknown()) }).safeParse(body);
  if (!list.success) throw new ProviderAnswerError('the list has no items');
  return list.data.items.flatMap((raw) => {
    const item = itemAnswer.safeParse(raw);
    return item.success ? [withoutChart(statisticOf(item.data, type))] : [];
  });
}

/** One statistic: the object itself, or under `item`. */
export function readStatistic(body: unknown): ProvidedStatistic {
  const wrapped = z.object({ item: z.unknown() }).safeParse(body);
  const source = wrapped.success ? wrapped.data.item : body;
  const raw = itemAnswer.safeParse(source);
  if (!raw.success) throw new ProviderAnswerError('the statistic does not read as one');
  const typed = z.object({ type: z.enum(DATA_TYPES) }).safeParse(source);
  return statisticOf(raw.data, typed.success ? typed.data.type : 'statistics');
}

/** `{ items: [...] }` of a tree's nodes, flat or as parent chains, in tree order. */
export function readTree(body: unknown): FilterEntry[] {
  const list = z.object({ items: z.array(z.unknown()) }).safeParse(body);
  if (!list.success) throw new ProviderAnswerError('the list has no items');
  const nodes = new Map<number, { id: number; name: string; parent_id: number | null }>();
  const add = (raw: RawPlace) => {
    const parent = raw.parent ?? null;
    if (parent) add(parent);
    if (!nodes.has(raw.id)) {
      nodes.set(raw.id, {
        id: raw.id,
        name: raw.name,
        parent_id: parent?.id ?? raw.parent_id ?? null,
      });
    }
  };
  for (const item of list.data.items) {
    const node = rawPlace.safeParse(item);
    if (node.success) add(node.data);
  }
  return treeOrder([...nodes.values()]);
}
