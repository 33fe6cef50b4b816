import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { limitByAddress, MINUTE_MS } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { DEFAULT_MIN_SCORE, possibleFloorOf } from '@/lib/names/score';

import { screeningAnswerSchema, screeningQuerySchema } from '../public-schemas';

import { screenName } from './screen-name';
import { screeningAnswerOf } from './screening-answer';

const tags = ['Screening'];

/**
 * Screening is a search a person runs name by name: 30 a minute from one address is plenty for a
 * person checking a few buyers, and bounds what a script can draw from the lists through it
 * (docs/decisions/screening.md, "The public screening").
 */
export const SCREENING_LIMIT = { limit: 30, windowMs: MINUTE_MS };

/**
 * Each answer is one name's: nothing for a shared cache to reuse, and a browser or proxy keeping it
 * would answer past the next list version and past the rate limit.
 */
export const SCREENING_CACHE_CONTROL = 'no-store';

/** `lang` names the answer's language (a link cannot set Accept-Language), its errors' too. */
const languageOfQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const lang = c.req.query('lang');
  if (lang === 'en' || lang === 'ar') c.set('locale', lang);
  await next();
};

const screeningRoute = createRoute({
  method: 'get',
  path: '/screening',
  tags,
  summary: 'A name screened against the sanctions lists imported (`lists` names them)',
  description:
    'Every alias of every record of the current lists, and each record’s name in its original ' +
    'script, is scored 0-100 against `name`, written in Arabic or Latin letters (spelling ' +
    'variants, transliteration between the scripts, word order, spacing, initials, legal forms ' +
    'and the article left aside). A record is listed once, with the alias that scored best, its ' +
    'score and why; at most 20, the best first, in two bands: `matches` (strong: at `min_score` ' +
    'or above) and `possible_matches` (from `possible_min_score`, 15 under it, to under it). ' +
    '`kind` (person or entity, else read from company words) counts in the score: a company ' +
    'never matches an individual on one word, and one common given name is at most possible. ' +
    '`country` and `birth_year` narrow the matches ' +
    '(records whose country or birth year is not known are kept). `lists` are the versions ' +
    'screened, with their own dates. A match is a lead to check, not a finding (`notice`). ' +
    `Rate limited per address (${SCREENING_LIMIT.limit} a minute); never cached.`,
  middleware: [languageOfQuery, limitByAddress('screening', SCREENING_LIMIT)],
  request: { query: screeningQuerySchema },
  responses: {
    200: {
      ...jsonResponse(screeningAnswerSchema, 'The lists screened and the matches'),
      headers: {
        'Cache-Control': {
          description: SCREENING_CACHE_CONTROL,
          schema: { type: 'string' as const },
        },
      },
    },
    ...errorResponses(422, 429),
  },
});

// GET /api/screening – a name screened against the current sanctions lists (issue 47 part 3)
export const screeningRoutes = createRouter().openapi(screeningRoute, async (c) => {
  const query = c.req.valid('query');
  const minScore = query.min_score ?? DEFAULT_MIN_SCORE;
  const screened = await screenName(c.get('db'), {
    name: query.name,
    country: query.country,
    birthYear: query.birth_year,
    kind: query.kind,
    minScore,
    possibleMinScore: possibleFloorOf(minScore),
  });
  c.header('Cache-Control', SCREENING_CACHE_CONTROL);
  return c.json(screeningAnswerOf(screened, minScore, c.get('locale')), 200);
});
