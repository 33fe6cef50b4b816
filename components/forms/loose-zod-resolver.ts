import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose values are looser than the schema's input: selects start empty ('')
 * and the terms box unticked (false), which the schema rejects with its messages.
 */
export function looseZodResolver<Values extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
): Resolver<Values> {
  return zodResolver(schema) as unknown as Resolver<Values>;
}
