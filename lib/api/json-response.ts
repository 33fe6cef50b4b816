import type { z } from '@hono/zod-openapi';

/** An OpenAPI JSON response entry: `200: jsonResponse(schema, 'what it is')`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
