import type { z } from 'zod';

/** The first message of each field of a failed parse. */
export function firstIssueErrors(source: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of source.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message of each field of the API's 422 (the error reader loads with the failure:
 * it brings zod, which the page does not ship). */
export async function answerErrors(error: unknown): Promise<Record<string, string>> {
  const { fieldErrorsOf } = await import('@/lib/http/error-text');
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const first = messages[0];
    if (first) errors[field] = first.includes('.') ? first : 'rules.invalid';
  }
  return errors;
}
