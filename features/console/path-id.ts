import { MAX_ID } from '@/lib/validation/rules';

/** A record's id from a console address: up to ten digits, from 1 to MAX_ID; else none (404). */
export function pathIdOf(value: string | undefined): number | null {
  const id = value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
}
