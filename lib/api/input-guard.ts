import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { ApiError, VALIDATION_MESSAGE } from './errors';
import { JSON_MAX_DEPTH, jsonNestsDeeperThan } from './json-depth';
import type { AppEnv } from './types';

// C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text, and
// none of them belongs in a name, an address or a description (issue 10).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'rules.controlCharacters';
// A lone UTF-16 surrogate ("\ud800" in JSON) has no UTF-8 form: the database refused it with a 500
// (issue 25). Well-formed text only, in every field and key.
export const MALFORMED_TEXT_MESSAGE = 'rules.malformedText';
export const TOO_DEEP_MESSAGE = 'Api.tooDeep';

/** Why a text is refused, or null when it is fine. */
function problemOf(text: string): string | null {
  if (CONTROL.test(text)) return CONTROL_CHARACTERS_MESSAGE;
  if (!text.isWellFormed()) return MALFORMED_TEXT_MESSAGE;
  return null;
}

type Refusal = { field: string; message: string };

/** Every string (and key) of a value that is refused: its dotted path (`answers.0.x`) and why. */
export function refusedTexts(value: unknown, path: string[] = []): Refusal[] {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? [{ field: path.join('.') || '_', message }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => refusedTexts(item, [...path, String(index)]));
  }
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([key, item]) => {
      const message = problemOf(key);
      return message
        ? [{ field: [...path, '_'].join('.'), message }]
        : refusedTexts(item, [...path, key]);
    });
  }
  return [];
}

const isJson = (type: string) =>
  /^application\/(.+\+)?json/i.test(type) || /csp-report/i.test(type);

async function jsonBodyOf(request: AppEnvRequest): Promise<unknown> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    return undefined;
  }
  // Before anything parses or walks it: a body too deep is refused whole.
  if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH)) {
    throw new ApiError(400, TOO_DEEP_MESSAGE);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A body that does not parse is the route validator's to refuse (400).
    return undefined;
  }
}

async function formBodyOf(request: AppEnvRequest): Promise<Record<string, string[]> | undefined> {
  try {
    // A copy: Hono would keep a failed parse for the route, whose validator then throws outside
    // its own error handling (a 500 instead of the route's 400).
    const form = await request.raw.clone().formData();
    const values: Record<string, string[]> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (values[name] ??= []).push(value);
    }
    return values;
  } catch {
    return undefined;
  }
}

type AppEnvRequest = Parameters<MiddlewareHandler<AppEnv>>[0]['req'];

/** Query values and form fields may repeat: a refusal names the parameter, not its position. */
function refusedByName(values: Record<string, unknown> | undefined): Refusal[] {
  return Object.entries(values ?? {}).flatMap(([name, value]) => {
    const problem = problemOf(name) ?? refusedTexts(value)[0]?.message;
    return problem ? [{ field: name, message: problem }] : [];
  });
}

/**
 * The one input boundary before every route: a JSON body nested deeper than JSON_MAX_DEPTH is
 * refused with 400 before it is parsed; a text field, a key, a query value or a form value (the
 * text fields of multipart bodies too) holding a control character or a lone surrogate is refused
 * with 422 naming the field, in the request's language. Hono keeps the body it read, so the route
 * reads it again at no cost. The body's size is bounded before this (build-api's body limits, 413).
 */
export const guardInput: MiddlewareHandler<AppEnv> = async (c, next) => {
  const refusals = refusedByName(c.req.queries());
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const type = c.req.header('content-type') ?? '';
    if (isJson(type)) refusals.push(...refusedTexts(await jsonBodyOf(c.req)));
    else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      refusals.push(...refusedByName(await formBodyOf(c.req)));
    }
  }
  if (refusals.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const { field, message } of refusals) errors[field] ??= [message];
    throw new ApiError(422, VALIDATION_MESSAGE, errors);
  }
  await next();
};
