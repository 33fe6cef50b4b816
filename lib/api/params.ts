import { z } from '@hono/zod-openapi';

import { MAX_ID } from '@/lib/validation/rules';

/** The message of a path id beyond any row's id; the router answers it with 404 (lib/api/router.ts). */
export const ID_OUT_OF_RANGE = 'Api.notFound';

// A positive integer path or query value, e.g. the {id} of menu-1-children/{id}. A path id past the
// integer column's range names no row (404); a query value past it is invalid (422).
export const positiveInt = (name: string, location: 'path' | 'query' = 'path') =>
  z.coerce
    .number({ error: `The ${name} must be a number.` })
    // First, and alone: a number past the range is not "not whole" as well (2^63 is unsafe).
    .max(MAX_ID, { error: location === 'path' ? ID_OUT_OF_RANGE : 'rules.invalid', abort: true })
    .int({ error: `The ${name} must be a whole number.` })
    .positive({ error: `The ${name} must be positive.` })
    .openapi({ param: { name, in: location }, example: 1 });
