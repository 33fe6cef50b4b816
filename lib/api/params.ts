import { z } from '@hono/zod-openapi';

// A positive integer path or query value, e.g. the {id} of menu-1-children/{id}.
export const positiveInt = (name: string, location: 'path' | 'query' = 'path') =>
  z.coerce
    .number({ error: `The ${name} must be a number.` })
    .int({ error: `The ${name} must be a whole number.` })
    .positive({ error: `The ${name} must be positive.` })
    .openapi({ param: { name, in: location }, example: 1 });
