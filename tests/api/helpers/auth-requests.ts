import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import type { MailMessage } from '@/lib/mail';
import { deliverOutbox } from '@/lib/mail/outbox';

import type { TestApi } from './test-api';

export type ErrorBody = { message: string; errors: Record<string, string[]> };

let sequence = 0;

/** A fresh caller address, so one test's attempts never count against another's limits. */
export function nextAddress(): string {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250)}.${sequence % 250}`;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}-${Date.now()}@example.jo`;
}

type SendOptions = { headers?: Record<string, string>; form?: boolean; address?: string };

/** POSTs JSON (or form-encoded with `form: true`) from its own address unless one is given. */
export function post(
  api: TestApi,
  path: string,
  body: Record<string, unknown>,
  { headers = {}, form = false, address = nextAddress() }: SendOptions = {},
): Promise<Response> {
  const encoded = form
    ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]))
    : JSON.stringify(body);
  return api.request(`/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      // The caller's address as the portal's server passes it on (lib/http/client-address.ts).
      [CLIENT_SOCKET_HEADER]: address,
      ...headers,
    },
    body: encoded,
  });
}

export const STRONG_PASSWORD = 'Cedar-Harbour-7731';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rania',
    phone: '0791234567',
    email: uniqueEmail('reg'),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    ...overrides,
  };
}

/** The mails sent to one address, oldest first. */
/** The mails sent to `email`, once the outbox has been delivered (as its worker would). */
export async function mailTo(api: TestApi, email: string): Promise<MailMessage[]> {
  await deliverOutbox(api.db, api.services.mailer, api.services.now);
  return api.services.sentMail.filter((mail) => mail.to === email);
}

/** The first portal link of a mail's plain text. */
export function linkIn(mail: MailMessage | undefined): string {
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no link in the mail');
  return link;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
