import 'server-only';

import { ApiError } from '@/lib/api/errors';

/** 422 naming the field whose values are not in their list (an unknown sector or expert). */
export function unknownChoices(field: string, asked: readonly number[], known: Set<number>) {
  if (asked.some((value) => !known.has(value))) {
    throw new ApiError(422, 'Api.invalid', { [field]: ['Api.unknownChoice'] });
  }
}
