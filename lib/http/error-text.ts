import { isAxiosError } from 'axios';
import { z } from 'zod';

// ARCHITECTURE §4: every failure answers { message, errors: { field: [messages] } }.
const errorBodySchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

type ErrorBody = z.infer<typeof errorBodySchema>;

function bodyOf(error: unknown): ErrorBody {
  if (!isAxiosError(error) || !error.response) return {};
  const parsed = errorBodySchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : {};
}

/** The field errors of a failed call, e.g. { email: ['The email has already been taken.'] }. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return bodyOf(error).errors ?? {};
}

/** part 1 §8: the first message at errors.email, if any. */
export function firstEmailError(error: unknown): string | undefined {
  return fieldErrorsOf(error).email?.[0];
}

/** The HTTP status of a failed call, when the server answered. */
export const statusOf = (error: unknown) =>
  isAxiosError(error) ? error.response?.status : undefined;

/** A change refused because the record changed since it was read (issue 24: 409 naming `version`). */
export const isStaleVersion = (error: unknown) =>
  statusOf(error) === 409 && 'version' in fieldErrorsOf(error);

/** The answer's own message (already in the page's language), if the server gave one. */
export function answerMessage(error: unknown): string | undefined {
  const message = bodyOf(error).message?.trim();
  return message || undefined;
}

/** part 1 §8: every field and its messages as "field: message" lines. */
export function fieldErrorLines(error: unknown, labelOf: (field: string) => string): string[] {
  return Object.entries(fieldErrorsOf(error)).flatMap(([field, messages]) =>
    messages.map((message) => `${labelOf(field)}: ${message}`),
  );
}
