import 'server-only';
import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import {
  infographicFiles,
  keyIn,
  LANG_PLACEHOLDER,
  SVG_TYPE,
} from '@/lib/charts/statistic-infographic';
import { statistics } from '@/lib/db/schema';
import type { StatisticChart } from '@/lib/db/schema/market-information';
import type { Db } from '@/lib/db/types';
import { uploadUrl, type FileStorage } from '@/lib/storage';
import { withoutVersion } from '@/lib/validation/version';

import { IDENTIFIER_BASE } from '../constants';
import type { ChartInput, StatisticInput, StatisticRecord } from '../staff-schemas';

import { listTrees, STATISTIC_COLUMNS } from './queries';

// Issue 26 "Staff console": an editor adds, changes or removes a statistic; each change is
// audited in its transaction (staffChange). An infographic's pictures are drawn from its numbers
// at every save, under a key naming the new version, so no cache shows an old one.

type Outcome<T> = Promise<StaffChangeOutcome<T>>;
const ENTITY = 'statistics';

/** 422 by field when an industry or a geolocation is not in its tree. */
export async function checkTrees(db: Db, input: StatisticInput): Promise<void> {
  const trees = await listTrees(db);
  const errors: Record<string, string[]> = {};
  const known = (nodes: { id: number }[]) => new Set(nodes.map((node) => node.id));
  const industries = known(trees.industries);
  const geolocations = known(trees.geolocations);
  if (input.industries.some((id) => !industries.has(id))) errors.industries = ['Api.unknownChoice'];
  if (input.geolocations.some((id) => !geolocations.has(id))) {
    errors.geolocations = ['Api.unknownChoice'];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}

/** The chart as stored: the specification's `data`, the Arabic names beside it. */
function storedChart(chart: ChartInput | null): StatisticChart | null {
  if (!chart) return null;
  const arabic = chart.categories_ara.some((name) => name !== '');
  return {
    data: {
      categories: chart.categories,
      series: chart.series.map((series) => ({
        name: series.name,
        ...(series.name_ara ? { name_ara: series.name_ara } : {}),
        data: series.data,
      })),
    },
    kind: chart.kind,
    unit_eng: chart.unit_eng,
    unit_ara: chart.unit_ara,
    ...(arabic ? { categories_ara: chart.categories_ara } : {}),
  };
}

function columnsOf(input: StatisticInput) {
  const { published, chart, publishers, ...fields } = withoutVersion(input);
  return {
    ...fields,
    publishers: publishers.map((publisher) =>
      publisher.title_ara ? publisher : { title: publisher.title },
    ),
    chart: storedChart(chart),
    status: published ? 1 : 0,
  };
}

type Columns = ReturnType<typeof columnsOf>;

/** An infographic's pictures for this version, stored; its image address (else empty). */
async function pictureOf(
  storage: FileStorage,
  columns: Columns,
  identifier: string,
  version: number,
): Promise<string> {
  if (columns.type !== 'infographics' || !columns.chart) return '';
  const pattern = `statistics/${identifier}-v${version}-{lang}.svg`;
  const files = infographicFiles(columns, pattern);
  for (const file of files) await storage.put(file.key, file.body, SVG_TYPE);
  return files.length > 0 ? uploadUrl(pattern) : '';
}

async function lockStatistic(tx: Db, id: number): Promise<StatisticRecord> {
  const [row] = await tx
    .select(STATISTIC_COLUMNS)
    .from(statistics)
    .where(eq(statistics.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** POST /api/staff/statistics: its identifier is IDENTIFIER_BASE + its id (1041…). */
export async function createStatistic(
  { tx, now }: StaffChangeScope,
  storage: FileStorage,
  input: StatisticInput,
): Outcome<StatisticRecord> {
  const columns = columnsOf(input);
  const at = now.toISOString();
  // The identifier follows from the id the row gets: held by a unique stand-in until then.
  const [inserted] = await tx
    .insert(statistics)
    .values({ ...columns, identifier: `new-${randomUUID()}`, created_at: at, updated_at: at })
    .returning({ id: statistics.id });
  const id = inserted!.id;
  const identifier = String(IDENTIFIER_BASE + id);
  const [row] = await tx
    .update(statistics)
    .set({ identifier, image_url: await pictureOf(storage, columns, identifier, 1) })
    .where(eq(statistics.id, id))
    .returning(STATISTIC_COLUMNS);
  const audit = { action: 'statistic.create', entityType: ENTITY, entityId: id, after: row! };
  return { result: row!, audit };
}

/** A change and the picture it left behind (the record's former one), removed once committed. */
export type ChangeWithPicture<T> = { answer: T; formerPicture: string };

/** Removes an infographic's pictures named by a stored image address; what fails stays. */
export async function removePictures(storage: FileStorage, imageUrl: string): Promise<void> {
  const prefix = uploadUrl('');
  if (!imageUrl.startsWith(prefix) || !imageUrl.includes(LANG_PLACEHOLDER)) return;
  const pattern = imageUrl.slice(prefix.length);
  for (const locale of ['en', 'ar'] as const) {
    await storage.remove(keyIn(pattern, locale)).catch(() => undefined);
  }
}

/** PUT /api/staff/statistics/{id}: 404 for an unknown id, 409 from a stale version. */
export async function updateStatistic(
  { tx, now, checkVersion }: StaffChangeScope,
  storage: FileStorage,
  id: number,
  input: StatisticInput,
): Outcome<ChangeWithPicture<StatisticRecord>> {
  const before = await lockStatistic(tx, id);
  checkVersion(before.version);
  const columns = columnsOf(input);
  const version = before.version + 1;
  const [row] = await tx
    .update(statistics)
    .set({
      ...columns,
      image_url: await pictureOf(storage, columns, before.identifier, version),
      version,
      updated_at: now.toISOString(),
    })
    .where(eq(statistics.id, id))
    .returning(STATISTIC_COLUMNS);
  const audit = {
    action: 'statistic.update',
    entityType: ENTITY,
    entityId: id,
    before,
    after: row!,
  };
  const formerPicture = before.image_url === row!.image_url ? '' : before.image_url;
  return { result: { answer: row!, formerPicture }, audit };
}

/** DELETE /api/staff/statistics/{id}: at the version named by If-Match. */
export async function deleteStatistic(
  { tx, checkVersion }: StaffChangeScope,
  id: number,
): Outcome<ChangeWithPicture<{ id: number }>> {
  const before = await lockStatistic(tx, id);
  checkVersion(before.version);
  await tx.delete(statistics).where(eq(statistics.id, id));
  return {
    result: { answer: { id }, formerPicture: before.image_url },
    audit: { action: 'statistic.delete', entityType: ENTITY, entityId: id, before },
  };
}
