'use client';

import { answerMessage, fieldErrorsOf, statusOf } from '@/lib/http/error-text';

/** What a failed call says: its field's message, else its message (in the page's language). */
export function apiErrorText(error: unknown, field: string, fallback: string): string {
  return fieldErrorsOf(error)[field]?.[0] ?? answerMessage(error) ?? fallback;
}

/** The session is gone (ended, idle, suspended): the sign-in starts again. */
export const sessionEnded = (error: unknown) => statusOf(error) === 401;
export const conflict = (error: unknown) => statusOf(error) === 409;

/** A code as typed, spaces dropped; null unless it is six digits. */
export function sixDigits(value: string): string | null {
  const code = value.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
