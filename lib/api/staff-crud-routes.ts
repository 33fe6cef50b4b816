import 'server-only';
import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import type { StaffArea } from '@/lib/auth/staff-areas';
import type { CacheTag } from '@/lib/cache/tags';
import type { Db } from '@/lib/db/types';

import { type ErrorStatus, errorResponses, notFound } from './errors';
import { jsonResponse } from './json-response';
import { createRouter } from './router';
import { staffChange, type StaffChangeOutcome, type StaffChangeScope } from './staff-change';
import { idParams, jsonBody, removedAnswer } from './staff-record-parts';
import { staffRoute } from './staff-route';
import type { AppEnv } from './types';

// Issue 44: a console's list of records (agreements, institutions, events, leads, the register…)
// declares its staff routes from one configuration: the list (and one record), add, change and
// remove, each a staffRoute of the area with its OpenAPI summary, and each write one staffChange
// (the version check, the audit entry, the cache tags). What differs is the domain's: its reads,
// its changes (`tableCommands` for a plain table, ./staff-table-commands.ts), the checks before a
// change and the answer after it. Routes beyond these (status steps, files) stay the domain's.

type C = Context<AppEnv>;
/** The route's path parameters: `{ id }`, or a nested record's `{ id, headingId }`. */
export type RecordParams = Record<string, number>;
type Outcome = Promise<StaffChangeOutcome<unknown>>;

export type CrudCommands<I> = {
  create?: (scope: StaffChangeScope, input: I, params: RecordParams, c: C) => Outcome;
  update?: (scope: StaffChangeScope, input: I, params: RecordParams, c: C) => Outcome;
  remove?: (scope: StaffChangeScope, params: RecordParams, c: C) => Outcome;
};
type Verb = keyof CrudCommands<unknown>;

/** A route's OpenAPI words when they are not the kit's: summary, description, answer, errors. */
export type CrudRouteDoc = {
  summary?: string;
  description?: string;
  /** The success answer's description. */
  text?: string;
  errors?: ErrorStatus[];
};

export type StaffCrudConfig<B extends z.ZodType, Q extends z.ZodType> = {
  area: StaffArea;
  /** Under /api: `/staff/agreements`; a nested list names its parent, `/staff/agreements/{id}/headings`. */
  path: string;
  /** For the summaries: `trade agreement` ("Adds a trade agreement (audited)"). */
  name: string;
  /** For the answers, when shorter: `agreement` ("The new agreement"). */
  noun?: string;
  /** The JSON body of an addition and a change (a change names its `version` in it or If-Match). */
  body: B;
  /** A record as an addition or a change answers it. */
  record: z.ZodType;
  /** The public pages' tags every change makes stale. */
  revalidate?: readonly CacheTag[];
  /** A nested record's parameters: its list's (`{ id }`) and its own (`{ id, headingId }`). */
  nested?: { list: z.ZodObject; item: z.ZodObject; key: string };
  list?: {
    summary: string;
    description?: string;
    query?: Q;
    answer: z.ZodType;
    text: string;
    errors?: ErrorStatus[];
    read: (c: C, query: z.output<Q>, params: RecordParams) => Promise<unknown>;
  };
  /** One record (`GET {path}/{id}`); 404 when `read` finds none. */
  one?: {
    summary: string;
    answer: z.ZodType;
    text: string;
    read: (c: C, id: number) => Promise<unknown>;
  };
  commands: CrudCommands<z.output<B>>;
  /** Refuses an input before the change opens its transaction (references that must exist). */
  check?: (db: Db, input: z.output<B>, params: RecordParams) => Promise<void>;
  /** The answer of a committed change when it is not the change's result (a fresh read, files removed). */
  answer?: { [V in Verb]?: (c: C, result: never, params: RecordParams) => Promise<unknown> };
  docs?: {
    create?: CrudRouteDoc & { body?: z.ZodType };
    update?: CrudRouteDoc;
    remove?: CrudRouteDoc;
  };
};

const valid = (c: C, target: 'json' | 'query' | 'param') =>
  (c.req.valid as (this: C['req'], target: string) => unknown).call(c.req, target);

/** `an expert`, `a pool`: a record's name for a summary. */
export const withArticle = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The routes of one console list of records; mount the answer with `.route('/', …)`. */
export function staffCrudRoutes<B extends z.ZodType, Q extends z.ZodType = z.ZodType>(
  config: StaffCrudConfig<B, Q>,
) {
  const { area, path, name, list, one, commands, docs = {} } = config;
  const noun = config.noun ?? name;
  const key = config.nested?.key ?? 'id';
  const itemPath = `${path}/{${key}}`;
  const listParams = config.nested ? { params: config.nested.list } : {};
  const itemParams = { params: config.nested?.item ?? idParams };
  const parentErrors: ErrorStatus[] = config.nested ? [404] : [];
  const options = { revalidate: config.revalidate };
  const router = createRouter();
  const route = (
    method: 'get' | 'post' | 'put' | 'delete',
    at: string,
    doc: CrudRouteDoc & { request?: object },
    answer: { status: number; schema: z.ZodType; text: string },
    errors: ErrorStatus[],
  ) =>
    staffRoute(area, {
      method,
      path: at,
      summary: doc.summary ?? '',
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.request && Object.keys(doc.request).length > 0 ? { request: doc.request } : {}),
      responses: {
        [answer.status]: jsonResponse(answer.schema, doc.text ?? answer.text),
        ...errorResponses(...(doc.errors ?? errors)),
      },
    });
  const answerOf = async (c: C, verb: Verb, result: unknown, params: RecordParams) => {
    const respond = config.answer?.[verb];
    return respond ? respond(c, result as never, params) : result;
  };

  if (list) {
    const request = { ...listParams, ...(list.query ? { query: list.query } : {}) };
    const errors: ErrorStatus[] = list.query || config.nested ? [...parentErrors, 422] : [];
    const listRoute = route(
      'get',
      path,
      { ...list, request },
      { status: 200, schema: list.answer, text: list.text },
      list.errors ?? errors,
    );
    // GET {path} – the console's list
    router.openapi(listRoute, async (c) => {
      const params = (valid(c, 'param') ?? {}) as RecordParams;
      const data = await list.read(c, valid(c, 'query') as z.output<Q>, params);
      return c.json(data as never, 200);
    });
  }
  if (one) {
    const oneRoute = route(
      'get',
      itemPath,
      { ...one, request: itemParams },
      { status: 200, schema: one.answer, text: one.text },
      [404],
    );
    // GET {path}/{id} – one record
    router.openapi(oneRoute, async (c) => {
      const found = await one.read(c, (valid(c, 'param') as RecordParams).id!);
      if (found === null || found === undefined) throw notFound();
      return c.json(found as never, 200);
    });
  }
  const { create, update, remove } = commands;
  if (create) {
    const doc = docs.create ?? {};
    const request = { ...listParams, ...jsonBody(doc.body ?? config.body) };
    const createRoute = route(
      'post',
      path,
      { summary: `Adds ${withArticle(name)} (audited)`, ...doc, request },
      { status: 201, schema: config.record, text: `The new ${noun}` },
      [...parentErrors, 422],
    );
    // POST {path} – a new record
    router.openapi(createRoute, async (c) => {
      const input = valid(c, 'json') as z.output<B>;
      const params = (valid(c, 'param') ?? {}) as RecordParams;
      await config.check?.(c.get('db'), input, params);
      const result = await staffChange(c, (scope) => create(scope, input, params, c), options);
      return c.json((await answerOf(c, 'create', result, params)) as never, 201);
    });
  }
  if (update) {
    const doc = docs.update ?? {};
    const request = { ...itemParams, ...jsonBody(config.body) };
    const summary = `Changes ${withArticle(name)} from the version the editor started from (audited)`;
    const updateRoute = route(
      'put',
      itemPath,
      { summary, ...doc, request },
      { status: 200, schema: config.record, text: `The changed ${noun}` },
      [404, 409, 422, 428],
    );
    // PUT {path}/{id} – its fields, from the version the editor started from
    router.openapi(updateRoute, async (c) => {
      const input = valid(c, 'json') as z.output<B>;
      const params = valid(c, 'param') as RecordParams;
      await config.check?.(c.get('db'), input, params);
      const result = await staffChange(c, (scope) => update(scope, input, params, c), options);
      return c.json((await answerOf(c, 'update', result, params)) as never, 200);
    });
  }
  if (remove) {
    const doc = docs.remove ?? {};
    const summary = `Removes ${withArticle(name)} at the version named by If-Match (audited)`;
    const removeRoute = route(
      'delete',
      itemPath,
      { summary, ...doc, request: itemParams },
      { status: 200, schema: removedAnswer, text: `The removed ${noun}’s id` },
      [404, 409, 428],
    );
    // DELETE {path}/{id} – at the version the list showed
    router.openapi(removeRoute, async (c) => {
      const params = valid(c, 'param') as RecordParams;
      const result = await staffChange(c, (scope) => remove(scope, params, c), options);
      return c.json((await answerOf(c, 'remove', result, params)) as never, 200);
    });
  }
  return router;
}
