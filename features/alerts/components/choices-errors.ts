import type { z } from 'zod';

import { fieldErrorsOf } from '@/lib/http/error-text';

/** The first message of each field of a failed parse or of the API's 422. */
export function firstErrors(source: z.ZodError | unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (source && typeof source === 'object' && 'issues' in source) {
    for (const issue of (source as z.ZodError).issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
    return errors;
  }
  for (const [field, messages] of Object.entries(fieldErrorsOf(source))) {
    const first = messages[0];
    if (first) errors[field] = first.includes('.') ? first : 'rules.invalid';
  }
  return errors;
}
