import 'server-only';
import { z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';

import type { StaffArea } from '@/lib/auth/staff-areas';
import { type CsvValue, toCsv } from '@/lib/csv/csv';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { AMMAN_TIME_ZONE } from '@/lib/time/amman-day';

import { errorResponses, notFound, type ErrorStatus } from './errors';
import { positiveInt } from './params';
import { createRouter, declareRoute } from './router';
import { staffRoute } from './staff-route';
import { fullTranslator } from './translate';
import type { AppEnv } from './types';

// The console's CSV exports (issue 13, "CSV export"): a text answer, not JSON, so the route's
// declaration goes in the document and its handler is plain Hono behind the same role check.

// "2026-11-22 10:05" in Amman time: a form every spreadsheet reads as a date.
const AMMAN_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: AMMAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a CSV cell: "2026-11-22 10:05" in Amman. */
export const csvTime = (instant: Date) => AMMAN_TIME.format(instant);

type Translator = ReturnType<typeof fullTranslator>;

/**
 * A CSV file (lib/csv: BOM, every cell quoted, formulas neutralised) whose headings are the
 * catalogue's `<headings>.<column>` in `locale`; `rows` gets the same translator for its cells.
 */
export function translatedCsv(
  locale: Locale,
  headings: string,
  columns: readonly string[],
  rows: (t: Translator) => readonly (readonly CsvValue[])[],
): string {
  const t = fullTranslator(locale);
  return toCsv(
    columns.map((column) => t(`${headings}.${column}` as never)),
    rows(t),
  );
}

/** `lang` of a CSV link (a link cannot set Accept-Language). */
export const csvLangSchema = z.enum(['en', 'ar']).optional();

/** The language a CSV link names with `lang`, else the request's. */
export function csvLocale(c: Context<AppEnv>): Locale {
  const lang = csvLangSchema.safeParse(c.req.query('lang'));
  return (lang.success && lang.data) || c.get('locale');
}

/** The CSV file as a download no cache keeps. */
export const csvAttachment = (c: Context<AppEnv>, csv: string, filename: string) =>
  c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });

type CsvRouteConfig = {
  path: string;
  summary: string;
  description: string;
  request: RouteConfig['request'];
  errors: ErrorStatus[];
};

/** The OpenAPI declaration of a staff CSV export (GET, a `text/csv` attachment). */
export const staffCsvRoute = (area: StaffArea, { errors, ...config }: CsvRouteConfig) =>
  staffRoute(area, {
    method: 'get',
    ...config,
    responses: {
      200: {
        description: 'The CSV file, as an attachment',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...errorResponses(...errors),
    },
  });

type RecordCsvConfig = Omit<CsvRouteConfig, 'request' | 'errors'> & {
  /** Whether the record of the path's `{id}` is there for staff (else 404). */
  exists: (c: Context<AppEnv>, id: number) => Promise<boolean>;
  csv: (db: Db, id: number, locale: Locale) => Promise<string>;
  filename: (c: Context<AppEnv>, id: number) => string;
};

/**
 * The staff CSV of one record's rows (`…/{id}/….csv`): headings in the language of
 * Accept-Language or of `lang`; an unknown id is 404.
 */
export function staffRecordCsvRoutes(area: StaffArea, config: RecordCsvConfig) {
  const { exists, csv, filename, ...declared } = config;
  const route = staffCsvRoute(area, {
    ...declared,
    request: {
      params: z.object({ id: positiveInt('id') }),
      query: z.object({ lang: csvLangSchema }),
    },
    errors: [404],
  });
  const routes = createRouter();
  declareRoute(routes, route);
  routes.get(config.path.replace('{id}', ':id'), ...route.middleware, async (c) => {
    const id = positiveInt('id').safeParse(c.req.param('id'));
    if (!id.success || !(await exists(c, id.data))) throw notFound();
    const file = await csv(c.get('db'), id.data, csvLocale(c));
    return csvAttachment(c, file, filename(c, id.data));
  });
  return routes;
}
